import type { AccreditedRow, AccreditRow } from '@cloudphone/contract';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { formatTime } from '../../../shared/format';
import { BusinessStatus, GrantPhone, GrantTags, GrantType } from './grant-cells';

/**
 * The columns both authorization lists share (spec point 3 "Authorization row"), with the other
 * party between the phone and the type: the grantee in the list of grants I made, the owner in
 * the list of grants made to me. Tags and the grant time give way first on narrow screens.
 */
export function grantColumns<Row extends AccreditRow | AccreditedRow>(
  t: TFunction,
  party: { title: string; phoneOf(row: Row): string; testId: string },
): TableColumnsType<Row> {
  return [
    { title: t('sharing.columns.phone'), key: 'phone', render: (_, row) => <GrantPhone alias={row.phoneAlias} owlId={row.owlId} /> },
    { title: t('sharing.columns.tags'), key: 'tags', render: (_, row) => <GrantTags tags={row.phoneTags} />, responsive: ['lg'] },
    { title: party.title, key: 'party', render: (_, row) => <span data-testid={party.testId}>{party.phoneOf(row)}</span> },
    { title: t('sharing.columns.type'), key: 'type', render: (_, row) => <GrantType type={row.accreditType} /> },
    { title: t('sharing.columns.createTime'), key: 'createTime', render: (_, row) => formatTime(row.createTime), responsive: ['md'] },
    {
      title: t('sharing.columns.expireTime'),
      key: 'expireTime',
      render: (_, row) => <span data-testid="grant-expire-time">{formatTime(row.expireTime)}</span>,
    },
    { title: t('sharing.columns.status'), key: 'status', render: (_, row) => <BusinessStatus status={row.businessStatus} /> },
  ];
}
