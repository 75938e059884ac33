import { ACCREDIT_PAGE_SIZE } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { Skeleton, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { subAccountsQuery } from '../api/sub-accounts';
import { AuditTab } from '../components/audit-tab';
import { ProspectView } from '../components/prospect-view';
import { SubAccountsTab } from '../components/sub-accounts-tab';
import '../key-account.css';

type Tab = 'accounts' | 'audit';

/** Set by "add a sub-account now": the enterprise screen opens with the add dialog open. */
interface StartState {
  startAdding?: boolean;
}

/**
 * /keyAccount (the "key account" menu, issues 16 and 18). A member without sub-accounts first sees
 * the enterprise offer with an enquiry form (ProspectView); one with sub-accounts, or who chose to
 * start, or who follows a link with `?tab=`, sees the enterprise screen: the owner's sub-accounts
 * with the phones allotted to them, and the access log of the owner's phones (`?tab=audit`, with
 * `phoneId` and `subMemberPhone` filling in its filters, so other screens can link to one phone's
 * or one grantee's entries).
 */
export function KeyAccountPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const hasTab = params.has('tab');
  const tab: Tab = params.get('tab') === 'audit' ? 'audit' : 'accounts';
  const phoneId = Number(params.get('phoneId')) || undefined;
  const subMemberPhone = params.get('subMemberPhone')?.trim() || undefined;
  // The sub-accounts tab's first page: the same cache entry, so it is asked for once.
  const probe = useQuery({ ...subAccountsQuery({ pageNo: 1, pageSize: ACCREDIT_PAGE_SIZE }), enabled: !hasTab });
  // Once the member has had sub-accounts here, removing the last one keeps the enterprise screen.
  const [hasSubAccounts, setHasSubAccounts] = useState(false);
  if (!hasSubAccounts && (probe.data?.total ?? 0) > 0) setHasSubAccounts(true);
  const isProspect = !hasTab && !hasSubAccounts && probe.data?.total === 0;

  const openTab = (key: string) => setParams({ tab: key === 'audit' ? 'audit' : 'accounts' }, { replace: true });
  const openAudit = (grantee: string) => setParams({ tab: 'audit', subMemberPhone: grantee });
  const startAdding = Boolean((location.state as StartState | null)?.startAdding);
  // Used once: a reload or a return to this entry does not open the dialog again.
  useEffect(() => {
    if (startAdding) setParams((current) => current, { replace: true, state: null });
  }, [startAdding, setParams]);

  return (
    <div className="ka-page" data-testid="key-account-page" data-tab={tab} data-view={isProspect ? 'prospect' : 'enterprise'}>
      <h1>{t('keyAccount.title')}</h1>
      {!hasTab && probe.isLoading ? (
        <Skeleton active />
      ) : isProspect ? (
        <ProspectView onStart={() => setParams({ tab: 'accounts' }, { state: { startAdding: true } satisfies StartState })} />
      ) : (
        <Tabs
          activeKey={tab}
          onChange={openTab}
          items={[
            {
              key: 'accounts',
              label: <span data-testid="key-account-tab-accounts">{t('keyAccount.tabs.accounts')}</span>,
              children: <SubAccountsTab onOpenAudit={openAudit} startAdding={startAdding} />,
            },
            {
              key: 'audit',
              label: <span data-testid="key-account-tab-audit">{t('keyAccount.tabs.audit')}</span>,
              // A new link's filters start a fresh tab rather than mixing with the ones typed before.
              children: <AuditTab key={`${phoneId ?? ''}|${subMemberPhone ?? ''}`} phoneId={phoneId} subMemberPhone={subMemberPhone} />,
            },
          ]}
        />
      )}
    </div>
  );
}
