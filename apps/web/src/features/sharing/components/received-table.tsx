import type { AccreditedRow } from '@cloudphone/contract';
import { useTranslation } from 'react-i18next';
import { receivedPageQuery } from '../api/accredit';
import { grantColumns } from './grant-columns';
import { GrantTable } from './grant-table';

/**
 * The live grants made to the member (accredited-phone-list): the phone, its tags, the account
 * that granted it, view or operate, when and until when, and its business status. Read only:
 * only the owner may change or recall a grant (spec point 4).
 */
export function ReceivedTable() {
  const { t } = useTranslation();
  return (
    <GrantTable
      name="accredited"
      columns={grantColumns<AccreditedRow>(t, {
        title: t('sharing.columns.owner'),
        phoneOf: (row) => row.memberPhone,
        testId: 'grant-owner',
      })}
      pageQuery={(pageNo, pageSize) => receivedPageQuery({ pageNo, pageSize })}
      emptyText={t('sharing.receivedEmpty')}
    />
  );
}
