import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { OperationResult, PhoneRow } from '@cloudphone/contract';
import { Button, Modal, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneName } from '../../phone-name';
import type { ResultsDialogProps } from './dialog-props';
import './dialogs.css';

interface ResultRow extends OperationResult {
  phone: Pick<PhoneRow, 'id' | 'alias' | 'owlId'> | undefined;
}

/** The phone IDs whose result failed: what "retry failed only" sends again. */
export const failedIds = (results: readonly OperationResult[]) => results.filter((r) => !r.ok).map((r) => r.phoneId);

/** The per-phone results grid every operation ends with (phone, ok or failed, the server's message). */
export function ResultsDialog({ open, title, phones, results, isRunning, onRetryFailed, onClose }: ResultsDialogProps) {
  const { t } = useTranslation();
  const byId = useMemo(() => new Map(phones.map((p) => [p.id, p])), [phones]);
  const rows: ResultRow[] = results.map((r) => ({ ...r, phone: byId.get(r.phoneId) }));
  const failed = failedIds(results);
  const columns: TableColumnsType<ResultRow> = [
    {
      title: t('phones.results.phone'),
      key: 'phone',
      render: (_, row) => (
        <div className="ph-result__phone">
          <strong>{row.phone ? phoneName(row.phone) : row.phoneId}</strong>
          {row.phone && row.phone.alias && <span>{row.phone.owlId}</span>}
        </div>
      ),
    },
    {
      title: t('phones.results.result'),
      key: 'ok',
      width: 96,
      render: (_, row) =>
        row.ok ? (
          <span className="ph-result__ok">
            <CheckCircleFilled /> {t('phones.results.ok')}
          </span>
        ) : (
          <span className="ph-result__failed">
            <CloseCircleFilled /> {t('phones.results.failed')}
          </span>
        ),
    },
    { title: t('phones.results.message'), dataIndex: 'msg', key: 'msg', render: (msg: string) => msg || '—' },
  ];
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      width={640}
      modalRender={(node) => <div data-testid="op-results">{node}</div>}
      footer={[
        <Button
          key="retry"
          disabled={failed.length === 0}
          loading={isRunning}
          onClick={() => onRetryFailed(failed)}
          data-testid="op-retry-failed"
        >
          {t('phones.results.retryFailed')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose} data-testid="op-results-close">
          {t('phones.results.close')}
        </Button>,
      ]}
    >
      <p className="ph-result__summary" data-testid="op-results-summary">
        {t('phones.results.summary', { ok: results.length - failed.length, failed: failed.length })}
      </p>
      <Table<ResultRow>
        size="small"
        rowKey="phoneId"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ y: 360 }}
        onRow={(row) => ({ 'data-testid': 'op-result-row', 'data-ok': String(row.ok) }) as React.HTMLAttributes<HTMLElement>}
      />
    </Modal>
  );
}
