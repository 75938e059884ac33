import { PlusOutlined } from '@ant-design/icons';
import type { DictTypeRow } from '@cloudphone/contract';
import { formatTime } from '@web/shared/format/format-time';
import { useMediaQuery } from '@web/shared/interaction/use-media-query';
import { Button, Form, Input, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Authorized } from '../../shared/access';
import { ListPage, useConfirmAction } from '../../shared/list';
import {
  DICT_CREATE,
  DICT_DELETE,
  DICT_TYPES_ALL,
  DICT_TYPES_LIST,
  DICT_UPDATE,
  deleteDictType,
  dictTypePage,
  type DictTypeFilters,
} from './api';
import { DictStatusFilter, DictStatusTag } from './dict-status';
import { DictTypeDialog, type TypeTarget } from './dict-type-dialog';
import './strings';
import './dicts.css';

export const entriesPath = (dictType: string) => `/dicts/${encodeURIComponent(dictType)}`;

/** /dicts: the dictionary types (RuoYi's sys_dict_type); a type's entries open on /dicts/:dictType. */
export default function DictsPage() {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 767px)');
  const navigate = useNavigate();
  const confirm = useConfirmAction();
  const [editing, setEditing] = useState<TypeTarget>(null);

  const remove = (row: DictTypeRow) =>
    confirm({
      title: t('dictsAdmin.type.deleteTitle', { name: row.dictName }),
      content: t('dictsAdmin.type.deleteContent'),
      danger: true,
      okText: t('dictsAdmin.delete'),
      action: () => deleteDictType(row.dictId),
      success: t('dictsAdmin.deleted'),
      invalidate: [DICT_TYPES_LIST, DICT_TYPES_ALL],
    });

  const columns: TableColumnsType<DictTypeRow> = [
    { title: 'ID', dataIndex: 'dictId', width: 72 },
    { title: t('dictsAdmin.type.name'), dataIndex: 'dictName' },
    {
      title: t('dictsAdmin.type.type'),
      dataIndex: 'dictType',
      render: (dictType: string) => (
        <Link to={entriesPath(dictType)} className="adm-dicts__key" data-testid={`entries-link-${dictType}`}>
          {dictType}
        </Link>
      ),
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
          <Button type="link" size="small" onClick={() => navigate(entriesPath(row.dictType))} data-testid={`entries-${row.dictId}`}>
            {t('dictsAdmin.type.entries')}
          </Button>
          <Authorized permissions={[DICT_UPDATE]}>
            <Button type="link" size="small" onClick={() => setEditing({ type: row })} data-testid={`edit-${row.dictId}`}>
              {t('dictsAdmin.edit')}
            </Button>
          </Authorized>
          <Authorized permissions={[DICT_DELETE]}>
            <Button type="link" size="small" danger onClick={() => remove(row)} data-testid={`delete-${row.dictId}`}>
              {t('dictsAdmin.delete')}
            </Button>
          </Authorized>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<DictTypeRow, DictTypeFilters>
        queryKey={DICT_TYPES_LIST}
        fetchPage={dictTypePage}
        initialFilters={{}}
        filters={
          <>
            <Form.Item name="dictName" label={t('dictsAdmin.type.name')}>
              <Input allowClear maxLength={100} data-testid="filter-dict-name" />
            </Form.Item>
            <Form.Item name="dictType" label={t('dictsAdmin.type.type')}>
              <Input allowClear maxLength={100} data-testid="filter-dict-type" />
            </Form.Item>
            <DictStatusFilter />
          </>
        }
        toolbar={() => (
          <Authorized permissions={[DICT_CREATE]}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ type: null })} data-testid="dict-type-add">
              {t('dictsAdmin.type.add')}
            </Button>
          </Authorized>
        )}
        columns={columns}
        rowKey="dictId"
        testId="dict-types-list"
      />
      <DictTypeDialog target={editing} onClose={() => setEditing(null)} />
    </>
  );
}
