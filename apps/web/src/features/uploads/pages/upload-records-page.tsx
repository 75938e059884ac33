import { type UploadRecord, type UploadRecordItem } from '@cloudphone/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Progress, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExport } from '../../../shared/api/download-export';
import { formatFileSize, formatTime } from '../../../shared/format';
import { Pagination, TableToolbar, useColumnChoice, usePaging, visibleColumns } from '../../../shared/table';
import { tm } from '../../../shared/i18n/message';
import { toast } from '../../../shared/ui/overlay-store';
import { exportUploadRecords, uploadRecordQuery, uploadRecordsQuery } from '../api/upload-records';
import { useLiveUploadRecords, useRetryUploadRecord } from '../hooks/use-upload-records';
import '../uploads.css';

/**
 * /uploadRecords (spec points 2 and 3, "Upload record"): every push with its files, size,
 * progress, result, time, phone counts and status, following a running push live; a row opens
 * its per-phone details, and a push with failed phones can retry those only.
 */
export function UploadRecordsPage() {
  const { t } = useTranslation();
  const paging = usePaging();
  const { page, limit } = paging;
  const query = useQuery(uploadRecordsQuery(page, limit));
  const { retrying, retry } = useRetryUploadRecord();
  useLiveUploadRecords();
  const csv = useMutation({
    mutationFn: () => downloadExport(exportUploadRecords(), 'upload-records'),
    onSuccess: () => toast.success(t('uploads.records.exported')),
  });
  const choosable = useMemo(
    () =>
      (['name', 'type', 'size', 'progress', 'counts', 'status', 'result', 'time'] as const).map((key) => ({
        key,
        label: t(`uploads.records.${key}`),
      })),
    [t],
  );
  const choice = useColumnChoice('upload-records', choosable);

  const columns: TableColumnsType<UploadRecord> = [
    {
      title: t('uploads.records.name'),
      key: 'name',
      render: (_, r) => (
        <span data-testid="record-name">
          <strong>{r.name}</strong>
          {r.moreCount > 0 && <span className="up-counts"> {t('uploads.records.more', { count: r.moreCount })}</span>}
        </span>
      ),
    },
    { title: t('uploads.records.type'), key: 'type', render: (_, r) => t(`uploads.records.types.${r.type}`), responsive: ['md'] },
    { title: t('uploads.records.size'), key: 'size', render: (_, r) => formatFileSize(r.size), responsive: ['lg'] },
    {
      title: t('uploads.records.progress'),
      key: 'progress',
      width: 160,
      render: (_, r) => (
        <Progress
          percent={r.progress}
          size="small"
          status={r.status === 'failed' ? 'exception' : r.status === 'executing' ? 'active' : 'normal'}
        />
      ),
    },
    {
      title: t('uploads.records.counts'),
      key: 'counts',
      render: (_, r) => (
        <span className="up-counts" data-testid="record-counts">
          {t('uploads.records.countsText', { total: r.total, success: r.success, failed: r.failed })}
        </span>
      ),
      responsive: ['md'],
    },
    {
      title: t('uploads.records.status'),
      key: 'status',
      render: (_, r) => (
        <span className={`up-status is-${r.status}`} data-testid="record-status" data-status={r.status}>
          {t(`uploads.records.statuses.${r.status}`)}
        </span>
      ),
    },
    { title: t('uploads.records.result'), key: 'result', dataIndex: 'result', responsive: ['xl'] },
    { title: t('uploads.records.time'), key: 'time', render: (_, r) => formatTime(r.createTime), responsive: ['lg'] },
    {
      title: '',
      key: 'retry',
      align: 'right',
      render: (_, r) =>
        r.expired ? (
          <span className="up-expired" data-testid="record-expired" title={tm('uploads.file.expired')}>
            {tm('uploads.file.expiredTag')}
          </span>
        ) : r.failed > 0 && r.status !== 'executing' ? (
          <Button size="small" loading={retrying === r.id} onClick={() => void retry(r.id)} data-testid="record-retry">
            {t('uploads.records.retry')}
          </Button>
        ) : null,
    },
  ];

  return (
    <div className="up-page" data-testid="upload-records">
      <header className="up-page__head">
        <h1>{t('uploads.records.title')}</h1>
        <div className="up-page__actions">
          <Button loading={csv.isPending} onClick={() => csv.mutate()} data-testid="upload-records-export">
            {t('uploads.records.export')}
          </Button>
          <TableToolbar
            onRefresh={() => void query.refetch()}
            isRefreshing={query.isRefetching}
            columns={choice.columns}
            onColumnsChange={choice.onColumnsChange}
          />
        </div>
      </header>
      <Table<UploadRecord>
        rowKey="id"
        columns={visibleColumns(columns, choice.columns)}
        dataSource={query.data?.list ?? []}
        loading={query.isLoading}
        pagination={false}
        locale={{ emptyText: t('uploads.records.empty') }}
        expandable={{ expandedRowRender: (r) => <RecordDetails id={r.id} />, rowExpandable: () => true }}
        onRow={(r) => ({ 'data-testid': 'upload-record', 'data-record-id': r.id }) as React.HTMLAttributes<HTMLElement>}
        scroll={{ x: 'max-content' }}
      />
      <Pagination {...paging.pagerFor(query.data?.total ?? 0)} />
    </div>
  );
}

/** One push's phones: each one's progress, result and when it finished. */
function RecordDetails({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuery(uploadRecordQuery(id));
  const columns: TableColumnsType<UploadRecordItem> = [
    { title: t('uploads.records.phone'), key: 'phone', render: (_, i) => `${i.alias} · ${i.owlId}` },
    {
      title: t('uploads.records.status'),
      key: 'status',
      render: (_, i) => (
        <span className={`up-status is-${i.status}`} data-testid="record-item-status" data-status={i.status}>
          {t(`uploads.records.itemStatuses.${i.status}`)}
        </span>
      ),
    },
    { title: t('uploads.records.progress'), key: 'progress', width: 140, render: (_, i) => <Progress percent={i.progress} size="small" /> },
    { title: t('uploads.records.message'), key: 'msg', dataIndex: 'msg' },
    {
      title: t('uploads.records.finishedAt'),
      key: 'finishedAt',
      render: (_, i) => (i.finishedAt ? formatTime(i.finishedAt) : '—'),
      responsive: ['md'],
    },
  ];
  return (
    <>
      {query.data && (
        <ul className="up-record-files" data-testid="record-files">
          {query.data.files.map((f) => (
            <li key={f.id} data-testid="record-file" data-expired={f.expired}>
              {f.name} · {formatFileSize(f.size)}
              {f.expired && <span className="up-expired">{tm('uploads.file.expiredTag')}</span>}
            </li>
          ))}
        </ul>
      )}
      <Table<UploadRecordItem>
        rowKey="phoneId"
        size="small"
        columns={columns}
        dataSource={query.data?.items ?? []}
        loading={query.isLoading}
        pagination={false}
        onRow={(i) => ({ 'data-testid': 'upload-record-item', 'data-phone-id': i.phoneId }) as React.HTMLAttributes<HTMLElement>}
      />
    </>
  );
}
