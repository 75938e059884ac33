import { PlusOutlined } from '@ant-design/icons';
import { packageName, type CreatedRedeemBatch, type RedeemBatchRow } from '@cloudphone/contract';
import { formatTime } from '@web/shared/format/format-time';
import { App, Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../shared/access';
import { downloadFile } from '../../shared/api/download';
import { ListPage, useConfirmAction } from '../../shared/list';
import '../catalogue/strings';
import { BATCHES, batchPage, CODE_CREATE, CODE_EXPORT, CODE_UPDATE, disableBatch, exportEndpoint } from './api';
import { BatchCodesDrawer } from './batch-codes-drawer';
import { CreateBatchDialog } from './create-batch-dialog';
import { CreatedCodesDialog } from './created-codes-dialog';
import './strings';
import './redeem-codes.css';

type BatchState = 'active' | 'disabled' | 'expired';
const stateOf = (batch: RedeemBatchRow, now: number): BatchState =>
  batch.disabled ? 'disabled' : batch.expireTime <= now ? 'expired' : 'active';
const STATE_COLORS: Record<BatchState, string> = { active: 'success', disabled: 'default', expired: 'warning' };

/** /redeem-codes: batches of redemption codes with their usage; make a batch (codes shown once), export, void. */
export default function RedeemCodesPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedRedeemBatch | null>(null);
  const [viewing, setViewing] = useState<RedeemBatchRow | null>(null);
  const [exporting, setExporting] = useState<number | null>(null);
  // "Expired" as of opening the page (a batch expiring meanwhile shows on the next visit).
  const [now] = useState(() => Date.now());

  const exportBatch = async (batchId: number) => {
    setExporting(batchId);
    try {
      const name = await downloadFile(exportEndpoint, { batchId }, `redeem-codes-${batchId}.csv`);
      void message.success(t('redeemAdmin.exported', { name }));
    } catch {
      // Shown already (downloadFile reports refusals and network errors).
    } finally {
      setExporting(null);
    }
  };

  const columns: TableColumnsType<RedeemBatchRow> = [
    { title: t('redeemAdmin.batchId'), dataIndex: 'id', width: 72, render: (id: number) => `#${id}` },
    {
      title: t('redeemAdmin.type'),
      dataIndex: 'type',
      render: (type: RedeemBatchRow['type']) => <Tag>{t(`redeemAdmin.typeName.${type}`)}</Tag>,
    },
    {
      title: t('redeemAdmin.spec'),
      key: 'spec',
      render: (_, row) => (
        <span className="adm-codes__nowrap">
          {row.configurationName}
          {row.regionName && <Typography.Text type="secondary"> · {row.regionName}</Typography.Text>}
        </span>
      ),
    },
    { title: t('redeemAdmin.duration'), key: 'duration', render: (_, row) => packageName(row.duration, row.durationUnit, i18n.language) },
    { title: t('redeemAdmin.count'), dataIndex: 'count', align: 'right' },
    {
      title: t('redeemAdmin.usage'),
      key: 'usage',
      render: (_, row) => (
        <span className="adm-codes__nowrap" data-testid={`usage-${row.id}`}>
          <Typography.Text type="success" title={t('redeemAdmin.redeemed')}>
            {row.redeemed}
          </Typography.Text>
          {' / '}
          <span title={t('redeemAdmin.unused')}>{row.unused}</span>
          {' / '}
          <Typography.Text type="secondary" title={t('redeemAdmin.voided')}>
            {row.voided}
          </Typography.Text>
        </span>
      ),
    },
    { title: t('redeemAdmin.expireTime'), dataIndex: 'expireTime', render: (time: number) => formatTime(time, '{y}-{m}-{d} {h}:{i}') },
    {
      title: t('redeemAdmin.status'),
      key: 'state',
      render: (_, row) => {
        const state = stateOf(row, now);
        return <Tag color={STATE_COLORS[state]}>{t(`redeemAdmin.state.${state}`)}</Tag>;
      },
    },
    {
      title: t('redeemAdmin.remark'),
      dataIndex: 'remark',
      render: (remark: string | null) =>
        remark ? (
          <span className="adm-codes__remark" title={remark}>
            {remark}
          </span>
        ) : (
          '—'
        ),
    },
    { title: t('redeemAdmin.createTime'), dataIndex: 'createTime', render: (time: number) => formatTime(time) },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setViewing(row)} data-testid={`codes-${row.id}`}>
            {t('redeemAdmin.codes')}
          </Button>
          <Authorized permissions={[CODE_EXPORT]}>
            <Button
              type="link"
              size="small"
              loading={exporting === row.id}
              onClick={() => void exportBatch(row.id)}
              data-testid={`export-${row.id}`}
            >
              {t('redeemAdmin.export')}
            </Button>
          </Authorized>
          {!row.disabled && (
            <Authorized permissions={[CODE_UPDATE]}>
              <Button
                type="link"
                size="small"
                danger
                onClick={() =>
                  confirm({
                    title: t('redeemAdmin.voidBatchTitle', { id: row.id }),
                    content: t('redeemAdmin.voidBatchHint'),
                    danger: true,
                    okText: t('redeemAdmin.void'),
                    action: () => disableBatch(row.id),
                    invalidate: [BATCHES],
                  })
                }
                data-testid={`void-${row.id}`}
              >
                {t('redeemAdmin.void')}
              </Button>
            </Authorized>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<RedeemBatchRow, object>
        queryKey={BATCHES}
        fetchPage={batchPage}
        initialFilters={{}}
        columns={columns}
        rowKey="id"
        testId="batches-list"
        toolbar={() => (
          <Authorized permissions={[CODE_CREATE]}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="batch-create">
              {t('redeemAdmin.create')}
            </Button>
          </Authorized>
        )}
      />
      <CreateBatchDialog open={creating} onClose={() => setCreating(false)} onCreated={setCreated} />
      <CreatedCodesDialog batch={created} onClose={() => setCreated(null)} />
      <BatchCodesDrawer batch={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
