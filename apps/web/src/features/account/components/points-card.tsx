import type { PointRecord } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/format';
import { Pagination, usePaging } from '../../../shared/table';
import { pointsPageQuery } from '../api/account';

/** +12, -3 (a change of 0 shows as 0). */
const signed = (point: number) => (point > 0 ? `+${point}` : String(point));

/** The points balance (currentMemberInfo's total) and the paged ledger behind it (spec point 3 "Account"). */
export function PointsCard({ balance }: { balance: number | undefined }) {
  const { t } = useTranslation();
  const paging = usePaging(10);
  const query = useQuery(pointsPageQuery(paging.page, paging.limit));
  const columns: TableColumnsType<PointRecord> = [
    { key: 'type', title: t('user.points.columns.type'), render: (_, row) => t(`user.points.types.${row.type}`) },
    {
      key: 'point',
      title: t('user.points.columns.point'),
      align: 'right',
      render: (_, row) => <span className={row.point >= 0 ? 'ac-plus' : 'ac-minus'}>{signed(row.point)}</span>,
    },
    { key: 'balance', title: t('user.points.columns.balance'), dataIndex: 'balance', align: 'right' },
    { key: 'orderNo', title: t('user.points.columns.orderNo'), render: (_, row) => row.orderNo ?? '—' },
    { key: 'createTime', title: t('user.points.columns.createTime'), render: (_, row) => formatTime(row.createTime) },
  ];

  return (
    <section className="ac-card" data-testid="account-points">
      <header className="ac-card__head">
        <h2>{t('user.points.title')}</h2>
      </header>
      <div className="ac-balance">
        <span className="ac-muted">{t('user.points.balance')}</span>
        <strong data-testid="points-balance">{balance ?? '—'}</strong>
      </div>
      <h3 className="ac-subhead">{t('user.points.details')}</h3>
      <Table<PointRecord>
        rowKey={(row) => `${row.createTime}-${row.type}-${row.orderNo ?? ''}-${row.balance}`}
        size="small"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <span data-testid="points-empty">{t('user.points.empty')}</span> }}
        onRow={(row) => ({ 'data-testid': 'points-row', 'data-type': row.type }) as HTMLAttributes<HTMLElement>}
      />
      <Pagination {...paging.pagerFor(query.data?.total ?? 0)} autoScroll={false} />
    </section>
  );
}
