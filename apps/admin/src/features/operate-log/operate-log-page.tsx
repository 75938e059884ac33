import { OPERATE_LOG_METHODS, type OperateLogRow } from '@cloudphone/contract';
import { formatTime } from '@web/shared/format/format-time';
import { Button, DatePicker, Form, Input, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton, ListPage } from '../../shared/list';
import { OPERATE_LOG_EXPORT, OPERATE_LOG_LIST, operateLogExport, operateLogPage, operateLogQuery, type OperateLogFilters } from './api';
import { LogDrawer } from './log-drawer';
import { MethodTag } from './method-tag';
import './strings';
import './operate-log.css';

/** /operate-log: every operator write (who, what, before and after, when, from where), newest first. */
export default function OperateLogPage() {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<OperateLogRow | null>(null);

  const columns: TableColumnsType<OperateLogRow> = [
    { title: 'ID', dataIndex: 'id', width: 72 },
    { title: t('operateLogAdmin.userName'), dataIndex: 'userName' },
    { title: t('operateLogAdmin.method'), dataIndex: 'method', render: (method: string) => <MethodTag method={method} /> },
    {
      title: t('operateLogAdmin.path'),
      dataIndex: 'path',
      render: (path: string) => (
        <code className="adm-oplog__path adm-oplog__clamp" title={path}>
          {path}
        </code>
      ),
    },
    { title: t('operateLogAdmin.ip'), dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
    { title: t('operateLogAdmin.createTime'), dataIndex: 'createTime', render: (time: number) => formatTime(time) },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setViewing(row)} data-testid={`view-${row.id}`}>
          {t('common.view')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <ListPage<OperateLogRow, OperateLogFilters>
        queryKey={OPERATE_LOG_LIST}
        fetchPage={operateLogPage}
        initialFilters={{}}
        filters={
          <>
            <Form.Item name="userName" label={t('operateLogAdmin.userName')}>
              <Input allowClear maxLength={30} data-testid="filter-user-name" />
            </Form.Item>
            <Form.Item name="path" label={t('operateLogAdmin.path')}>
              <Input allowClear maxLength={300} placeholder="/admin-api/…" data-testid="filter-path" />
            </Form.Item>
            <Form.Item name="method" label={t('operateLogAdmin.method')}>
              <Select
                allowClear
                placeholder={t('common.all')}
                style={{ minWidth: 110 }}
                options={OPERATE_LOG_METHODS.map((method) => ({ value: method, label: method }))}
                data-testid="filter-method"
              />
            </Form.Item>
            <Form.Item name="range" label={t('operateLogAdmin.range')}>
              <DatePicker.RangePicker
                showTime
                placeholder={[t('operateLogAdmin.start'), t('operateLogAdmin.end')]}
                data-testid="filter-range"
              />
            </Form.Item>
          </>
        }
        toolbar={(list) => (
          <ExportButton
            endpoint={operateLogExport}
            params={operateLogQuery(list.filters)}
            fileName="operate-log.xlsx"
            permission={OPERATE_LOG_EXPORT}
          />
        )}
        columns={columns}
        rowKey="id"
        testId="operate-log-list"
      />
      <LogDrawer row={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
