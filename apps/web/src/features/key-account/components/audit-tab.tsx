import { ACCREDIT_PAGE_SIZE, type AuditRow } from '@cloudphone/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadExport } from '../../../shared/api/download-export';
import { formatTime } from '../../../shared/format';
import { Pagination, usePaging } from '../../../shared/table';
import { toast } from '../../../shared/ui/overlay-store';
import { auditPageQuery, exportAudit } from '../api/audit';
import { toAuditQuery, useAuditFilters, type AuditFilterValues } from '../hooks/use-audit-filters';
import { AuditFilters } from './audit-filters';

/** Grant changes in blue, the grantee's own doings in orange, the rest plain. */
const ACTION_COLOR: Partial<Record<AuditRow['action'], string>> = {
  accredit: 'blue',
  update: 'blue',
  recall: 'purple',
  expire: 'default',
  transfer: 'purple',
  play: 'orange',
  takeControl: 'orange',
};

/**
 * The access log of my phones (issue 16): who did what to which phone, when and from where;
 * filtered, paged, and exported as the server's CSV under the same filters.
 */
export function AuditTab(initial: { phoneId?: number | undefined; subMemberPhone?: string | undefined }) {
  const { t } = useTranslation();
  const paging = usePaging(ACCREDIT_PAGE_SIZE);
  const { filters, change, reset } = useAuditFilters(initial);
  const where = toAuditQuery(filters);
  const query = useQuery(auditPageQuery({ pageNo: paging.page, pageSize: paging.limit, ...where }));
  const csv = useMutation({
    mutationFn: () => downloadExport(exportAudit(where), 'access-log'),
    onSuccess: () => toast.success(t('keyAccount.audit.exported')),
  });
  const rows = query.data?.list ?? [];
  const refilter = (patch: Partial<AuditFilterValues>) => {
    change(patch);
    paging.setPage(1);
  };
  // A phone picked by id only (from a link) takes its name from the log once it shows an entry of it.
  const namedFromLog = filters.phone?.label.startsWith('#') ? rows.find((row) => row.phoneId === filters.phone?.value) : undefined;
  const shown = namedFromLog && filters.phone ? { ...filters, phone: { ...filters.phone, label: namedFromLog.owlId } } : filters;

  const columns: TableColumnsType<AuditRow> = [
    { title: t('keyAccount.audit.time'), key: 'time', render: (_, r) => formatTime(r.createTime) },
    { title: t('keyAccount.audit.phone'), key: 'phone', render: (_, r) => <code>{r.owlId}</code> },
    {
      title: t('keyAccount.audit.action'),
      key: 'action',
      render: (_, r) => (
        <Tag color={ACTION_COLOR[r.action] ?? 'default'} data-testid="audit-action" data-action={r.action}>
          {t(`keyAccount.audit.actions.${r.action}`)}
        </Tag>
      ),
    },
    { title: t('keyAccount.audit.actor'), key: 'actor', dataIndex: 'actorPhone', responsive: ['sm'] },
    { title: t('keyAccount.audit.grantee'), key: 'grantee', render: (_, r) => r.subMemberPhone ?? '—', responsive: ['md'] },
    { title: t('keyAccount.audit.ip'), key: 'ip', render: (_, r) => r.ip ?? '—', responsive: ['lg'] },
  ];

  return (
    <section className="ka-panel" data-testid="audit">
      <p className="ka-intro">{t('keyAccount.audit.intro')}</p>
      <AuditFilters
        filters={shown}
        onChange={refilter}
        onReset={() => {
          reset();
          paging.setPage(1);
        }}
        onExport={() => csv.mutate()}
        isExporting={csv.isPending}
      />
      <Table<AuditRow>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={query.isLoading}
        pagination={false}
        locale={{ emptyText: t('keyAccount.audit.empty') }}
        onRow={(r) => ({ 'data-testid': 'audit-row', 'data-id': r.id }) as React.HTMLAttributes<HTMLElement>}
        scroll={{ x: 'max-content' }}
      />
      <Pagination {...paging.pagerFor(query.data?.total ?? 0)} />
    </section>
  );
}
