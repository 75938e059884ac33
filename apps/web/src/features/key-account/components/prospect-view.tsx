import { ApartmentOutlined, AuditOutlined, ShareAltOutlined, TagsOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { myLeadQuery } from '../api/leads';
import { LeadForm } from './lead-form';
import { LeadStatus } from './lead-status';

const OFFER: { key: 'subAccounts' | 'granting' | 'audit' | 'pricing'; icon: ReactNode }[] = [
  { key: 'subAccounts', icon: <ApartmentOutlined /> },
  { key: 'granting', icon: <ShareAltOutlined /> },
  { key: 'audit', icon: <AuditOutlined /> },
  { key: 'pricing', icon: <TagsOutlined /> },
];

/**
 * The key-account menu for a member without sub-accounts (issue 18): what the enterprise offer is,
 * an enquiry form (or, once sent, the enquiry with its reply and a way to send another), and
 * "add a sub-account now", which opens the enterprise screen so nobody has to wait for a reply.
 */
export function ProspectView({ onStart }: { onStart(): void }) {
  const { t } = useTranslation();
  const lead = useQuery(myLeadQuery());
  const [isWriting, setWriting] = useState(false);
  const current = lead.data ?? null;

  return (
    <div className="ka-prospect" data-testid="key-account-prospect">
      <section className="ka-panel ka-offer">
        <h2>{t('keyAccount.prospect.title')}</h2>
        <p className="ka-intro">{t('keyAccount.prospect.intro')}</p>
        <ul className="ka-offer__list">
          {OFFER.map(({ key, icon }) => (
            <li key={key} className="ka-offer__item" data-testid="key-account-offer">
              <span className="ka-offer__icon" aria-hidden>
                {icon}
              </span>
              <div>
                <strong>{t(`keyAccount.prospect.offer.${key}.title`)}</strong>
                <p>{t(`keyAccount.prospect.offer.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="ka-offer__start">
          <div>
            <strong>{t('keyAccount.prospect.startTitle')}</strong>
            <p className="ka-intro">{t('keyAccount.prospect.startText')}</p>
          </div>
          <Button type="primary" onClick={onStart} data-testid="key-account-start">
            {t('keyAccount.prospect.start')}
          </Button>
        </div>
      </section>
      <section className="ka-panel ka-enquiry" data-testid="key-account-enquiry">
        <h2>{current && !isWriting ? t('keyAccount.prospect.lead.title') : t('keyAccount.prospect.form.title')}</h2>
        {lead.isLoading ? (
          <Skeleton active />
        ) : current && !isWriting ? (
          <LeadStatus lead={current} onAgain={() => setWriting(true)} />
        ) : (
          <>
            <p className="ka-intro">{t('keyAccount.prospect.form.intro')}</p>
            <LeadForm onSent={() => setWriting(false)} onCancel={current ? () => setWriting(false) : undefined} />
          </>
        )}
      </section>
    </div>
  );
}
