import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuditTab } from '../components/audit-tab';
import { SubAccountsTab } from '../components/sub-accounts-tab';
import '../key-account.css';

type Tab = 'accounts' | 'audit';

/**
 * /keyAccount (the "key account" menu, issue 16): the owner's sub-accounts with the phones allotted
 * to them, and the access log of the owner's phones (`?tab=audit`, with `phoneId` and
 * `subMemberPhone` filling in its filters, so other screens can link to one phone's or one
 * grantee's entries).
 */
export function KeyAccountPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'audit' ? 'audit' : 'accounts';
  const phoneId = Number(params.get('phoneId')) || undefined;
  const subMemberPhone = params.get('subMemberPhone')?.trim() || undefined;

  const openTab = (key: string) => setParams(key === 'audit' ? { tab: 'audit' } : {}, { replace: true });
  const openAudit = (grantee: string) => setParams({ tab: 'audit', subMemberPhone: grantee });

  return (
    <div className="ka-page" data-testid="key-account-page" data-tab={tab}>
      <h1>{t('keyAccount.title')}</h1>
      <Tabs
        activeKey={tab}
        onChange={openTab}
        items={[
          {
            key: 'accounts',
            label: <span data-testid="key-account-tab-accounts">{t('keyAccount.tabs.accounts')}</span>,
            children: <SubAccountsTab onOpenAudit={openAudit} />,
          },
          {
            key: 'audit',
            label: <span data-testid="key-account-tab-audit">{t('keyAccount.tabs.audit')}</span>,
            // A new link's filters start a fresh tab rather than mixing with the ones typed before.
            children: <AuditTab key={`${phoneId ?? ''}|${subMemberPhone ?? ''}`} phoneId={phoneId} subMemberPhone={subMemberPhone} />,
          },
        ]}
      />
    </div>
  );
}
