import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import type { DictDataRow } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { formatTime } from '@web/shared/format/format-time';
import { useMediaQuery } from '@web/shared/interaction/use-media-query';
import { Alert, Button, Form, Input, Space, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Authorized } from '../../shared/access';
import { ExportButton, ListPage, useConfirmAction } from '../../shared/list';
import {
  allDictTypes,
  DICT_CREATE,
  DICT_DATA_LIST,
  DICT_DELETE,
  DICT_EXPORT,
  DICT_TYPES_ALL,
  DICT_UPDATE,
  deleteDictData,
  dictDataExport,
  dictDataPage,
  type DictDataFilters,
} from './api';
import { DictDataDialog, type DataTarget } from './dict-data-dialog';
import { DictStatusFilter, DictStatusTag } from './dict-status';
import { ListClassTag } from './list-class-tag';
import './strings';
import './dicts.css';

/** /dicts/:dictType: one type's entries (RuoYi's sys_dict_data), with both labels and their list style. */
export default function DictDataPage() {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 767px)');
  const navigate = useNavigate();
  const dictType = useParams().dictType ?? '';
  const confirm = useConfirmAction();
  const [editing, setEditing] = useState<DataTarget>(null);
  const types = useQuery({ queryKey: DICT_TYPES_ALL, queryFn: allDictTypes });
  const type = types.data?.find((row) => row.dictType === dictType);

  const remove = (row: DictDataRow) =>
    confirm({
      title: t('dictsAdmin.data.deleteTitle', { label: row.dictLabel }),
      content: t('dictsAdmin.data.deleteContent'),
      danger: true,
      okText: t('dictsAdmin.delete'),
      action: () => deleteDictData(row.dictCode),
      success: t('dictsAdmin.deleted'),
      invalidate: [DICT_DATA_LIST],
    });

  const columns: TableColumnsType<DictDataRow> = [
    { title: 'ID', dataIndex: 'dictCode', width: 72 },
    {
      title: t('dictsAdmin.data.label'),
      dataIndex: 'dictLabel',
      render: (label: string, row) => <ListClassTag listClass={row.listClass}>{label}</ListClassTag>,
    },
    {
      title: t('dictsAdmin.data.labelEn'),
      dataIndex: 'dictLabelEn',
      render: (label: string, row) => <ListClassTag listClass={row.listClass}>{label}</ListClassTag>,
    },
    {
      title: t('dictsAdmin.data.value'),
      dataIndex: 'dictValue',
      render: (value: string) => <code className="adm-dicts__key">{value}</code>,
    },
    { title: t('dictsAdmin.data.sort'), dataIndex: 'dictSort', align: 'right', width: 80 },
    {
      title: t('dictsAdmin.data.listClass'),
      dataIndex: 'listClass',
      render: (listClass: string) => (listClass ? t(`dictsAdmin.listClass.${listClass as 'default'}`, { defaultValue: listClass }) : '—'),
    },
    { title: t('dictsAdmin.status'), dataIndex: 'status', render: (status: number) => <DictStatusTag status={status} /> },
    {
      title: t('dictsAdmin.remark'),
      dataIndex: 'remark',
      render: (remark: string | null) => (
        <span className="adm-dicts__clamp" title={remark ?? ''}>
          {remark || '—'}
        </span>
      ),
    },
    { title: t('dictsAdmin.createTime'), dataIndex: 'createTime', render: (time: number) => formatTime(time) },
    {
      title: t('common.actions'),
      key: 'actions',
      // Pinned on a desktop; on a phone it would cover most of the table.
      fixed: narrow ? undefined : 'right',
      render: (_, row) => (
        <Space size={0}>
          <Authorized permissions={[DICT_UPDATE]}>
            <Button type="link" size="small" onClick={() => setEditing({ entry: row })} data-testid={`edit-${row.dictCode}`}>
              {t('dictsAdmin.edit')}
            </Button>
          </Authorized>
          <Authorized permissions={[DICT_DELETE]}>
            <Button type="link" size="small" danger onClick={() => remove(row)} data-testid={`delete-${row.dictCode}`}>
              {t('dictsAdmin.delete')}
            </Button>
          </Authorized>
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="adm-dicts__head">
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/dicts')} data-testid="dicts-back">
          {t('dictsAdmin.data.back')}
        </Button>
        <Typography.Title level={5} data-testid="dict-heading">
          {t('dictsAdmin.data.heading', { name: type?.dictName ?? dictType })}
        </Typography.Title>
        <code className="adm-dicts__key">{dictType}</code>
        {type && <DictStatusTag status={type.status} />}
      </div>
      {types.isSuccess && !type && (
        <Alert type="warning" showIcon title={t('dictsAdmin.data.unknownType', { type: dictType })} style={{ marginBottom: 12 }} />
      )}
      <ListPage<DictDataRow, DictDataFilters>
        // Another type is another list (its filters and page start afresh).
        key={dictType}
        queryKey={DICT_DATA_LIST}
        fetchPage={dictDataPage}
        initialFilters={{ dictType }}
        filters={
          <>
            <Form.Item name="dictLabel" label={t('dictsAdmin.data.labelFilter')}>
              <Input allowClear maxLength={100} data-testid="filter-label" />
            </Form.Item>
            <DictStatusFilter />
          </>
        }
        toolbar={(list) => (
          <>
            <Authorized permissions={[DICT_CREATE]}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ entry: null })} data-testid="dict-data-add">
                {t('dictsAdmin.data.add')}
              </Button>
            </Authorized>
            <ExportButton
              endpoint={dictDataExport}
              params={{ dictType: list.filters.dictType, dictLabel: list.filters.dictLabel, status: list.filters.status }}
              fileName={`dict-${dictType}.xlsx`}
              permission={DICT_EXPORT}
            />
          </>
        )}
        columns={columns}
        rowKey="dictCode"
        testId="dict-data-list"
      />
      <DictDataDialog dictType={dictType} target={editing} onClose={() => setEditing(null)} />
    </>
  );
}
