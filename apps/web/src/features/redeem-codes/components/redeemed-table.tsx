import { packageName, type RedeemCodeType, type RedeemedCode } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/format';
import { Pagination, usePaging } from '../../../shared/table';
import { redeemedPageQuery } from '../api/redeem-codes';
import { phoneIdList } from './redeem-result';

const TYPE_COLOR: Record<RedeemCodeType, string> = { purchase: 'blue', renewal: 'green' };

/** "Redeemed codes": the member's redeemed codes, newest first, each shown by its ends only. */
export function RedeemedTable() {
  const { t, i18n } = useTranslation();
  const paging = usePaging();
  const query = useQuery(redeemedPageQuery({ pageNo: paging.page, pageSize: paging.limit }));

  const columns: TableColumnsType<RedeemedCode> = [
    { title: t('redeemCodes.records.code'), key: 'code', render: (_, r) => <code className="rc-hint-code">{r.code}</code> },
    {
      title: t('redeemCodes.records.type'),
      key: 'type',
      render: (_, r) => <Tag color={TYPE_COLOR[r.type]}>{t(`redeemCodes.types.${r.type}`)}</Tag>,
    },
    { title: t('redeemCodes.records.spec'), key: 'spec', dataIndex: 'configurationName' },
    {
      title: t('redeemCodes.records.duration'),
      key: 'duration',
      render: (_, r) => packageName(r.duration, r.durationUnit, i18n.language),
    },
    { title: t('redeemCodes.records.redeemTime'), key: 'redeemTime', render: (_, r) => formatTime(r.redeemTime) },
    {
      title: t('redeemCodes.records.phones'),
      key: 'phones',
      render: (_, r) => <span className="rc-phone-ids">{r.phoneIds.length ? phoneIdList(r.phoneIds) : '—'}</span>,
    },
  ];

  return (
    <section className="rc-records">
      <h2>{t('redeemCodes.records.title')}</h2>
      <Table<RedeemedCode>
        rowKey={(r) => `${r.code}-${r.redeemTime}`}
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isLoading}
        pagination={false}
        locale={{ emptyText: t('redeemCodes.records.empty') }}
        onRow={(r) => ({ 'data-testid': 'redeemed-row', 'data-type': r.type }) as React.HTMLAttributes<HTMLElement>}
        scroll={{ x: 'max-content' }}
      />
      <Pagination {...paging.pagerFor(query.data?.total ?? 0)} />
    </section>
  );
}
