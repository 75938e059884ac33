import { pointsApi, type PointRecord } from '@cloudphone/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call';
import { formatTime } from '../../../shared/format';
import { Pagination, usePaging } from '../../../shared/table';

/**
 * The member's points (spec point 3 "Account"): the balance (the newest row's) and every change,
 * signed, with the order behind it: earned by purchases, renewals and upgrades, taken back by
 * refunds, expired.
 */
export function PointsLedger() {
  const { t } = useTranslation();
  const paging = usePaging();
  const { page, limit } = paging;
  const query = useQuery({
    queryKey: ['orders', 'points', page, limit],
    queryFn: () => call(pointsApi.endpoints.page, { pageNo: page, pageSize: limit }),
    placeholderData: keepPreviousData,
  });
  const balance = page === 1 ? (query.data?.list[0]?.balance ?? 0) : undefined;
  const columns: TableColumnsType<PointRecord> = [
    { title: t('orders.points.time'), key: 'time', render: (_, r) => formatTime(r.createTime) },
    { title: t('orders.points.type'), key: 'type', render: (_, r) => t(`orders.points.types.${r.type}`) },
    {
      title: t('orders.points.change'),
      key: 'point',
      render: (_, r) => <span className={r.point >= 0 ? 'od-points-up' : 'od-points-down'}>{r.point >= 0 ? `+${r.point}` : r.point}</span>,
    },
    { title: t('orders.points.balance'), key: 'balance', dataIndex: 'balance' },
    {
      title: t('orders.records.orderNo'),
      key: 'orderNo',
      render: (_, r) => (r.orderNo ? <code>{r.orderNo}</code> : '—'),
      responsive: ['md'],
    },
  ];
  return (
    <div data-testid="points-ledger">
      {balance !== undefined && (
        <p className="od-points-balance">
          {t('orders.points.current')} <strong data-testid="points-balance">{balance}</strong>
        </p>
      )}
      <Table<PointRecord>
        rowKey={(r) => `${r.createTime}-${r.orderNo ?? ''}-${r.type}`}
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isLoading}
        pagination={false}
        locale={{ emptyText: t('orders.points.empty') }}
        onRow={() => ({ 'data-testid': 'points-row' }) as React.HTMLAttributes<HTMLElement>}
        scroll={{ x: 'max-content' }}
      />
      <Pagination {...paging.pagerFor(query.data?.total ?? 0)} />
    </div>
  );
}
