import { CustomerServiceOutlined, QuestionCircleOutlined, TeamOutlined } from '@ant-design/icons';
import type { CustomerServiceEntry } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Skeleton } from 'antd';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobalConfig } from '../../../shared/front/use-front-config';
import { copyText } from '../../../shared/interaction';
import { contactsQuery, groupContactQuery } from '../api/settings';
import '../settings.css';

/** Opens in a new tab without handing it this page (window.opener). */
const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** One contact: its name, WeChat contact (with copy) and the operator's HTML, sanitised before it is shown. */
function ContactCard({ entry }: { entry: CustomerServiceEntry }) {
  const { t } = useTranslation();
  const html = useMemo(() => (entry.htmlCode ? DOMPurify.sanitize(entry.htmlCode) : ''), [entry.htmlCode]);
  return (
    <li className="st-contact" data-testid="customer-contact" data-id={entry.id}>
      <strong>{entry.name}</strong>
      {entry.weChatContact && (
        <p className="st-contact__line">
          <span className="st-muted">{t('setting.customer.weChat')}</span>
          <span data-testid="customer-contact-wechat">{entry.weChatContact}</span>
          <Button size="small" type="link" onClick={() => void copyText(entry.weChatContact!)} data-testid="customer-contact-copy">
            {t('setting.customer.copy')}
          </Button>
        </p>
      )}
      {html && <div className="st-contact__html" data-testid="customer-contact-html" dangerouslySetInnerHTML={{ __html: html }} />}
    </li>
  );
}

/**
 * /setting/customer (spec points 2 and 7): the group contact with its join button (only when the
 * operator set a link), the contact list, and the help centre (only when configured). Every link
 * is the operator's; none is made up here.
 */
export function CustomerPage() {
  const { t } = useTranslation();
  const group = useQuery(groupContactQuery());
  const contacts = useQuery(contactsQuery());
  const { config } = useGlobalConfig();
  const helpCenterUrl = config?.helpCenterUrl ?? null;
  const groupContact = group.data?.link ? group.data : null;
  const isReady = group.isFetched && contacts.isFetched;

  return (
    <div className="st-page" data-testid="customer-page" data-state={isReady ? 'ready' : 'loading'}>
      <header className="st-page__head">
        <h1>{t('setting.customer.title')}</h1>
        <p className="st-muted">{t('setting.customer.intro')}</p>
      </header>
      {groupContact && (
        <section className="st-card st-line" data-testid="customer-group">
          <TeamOutlined className="st-line__icon" />
          <div className="st-line__text">
            <strong>{t('setting.customer.group')}</strong>
            <span className="st-muted">{groupContact.name}</span>
          </div>
          <Button type="primary" href={groupContact.link!} {...EXTERNAL} data-testid="customer-group-join">
            {t('setting.customer.join')}
          </Button>
        </section>
      )}
      <section className="st-card" data-testid="customer-contacts">
        <h2>
          <CustomerServiceOutlined /> {t('setting.customer.contacts')}
        </h2>
        {contacts.isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : contacts.data?.length ? (
          <ul className="st-contacts">
            {contacts.data.map((entry) => (
              <ContactCard key={entry.id} entry={entry} />
            ))}
          </ul>
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <span data-testid="customer-empty">{t(contacts.isError ? 'setting.customer.loadFailed' : 'setting.customer.empty')}</span>
            }
          />
        )}
      </section>
      {helpCenterUrl && (
        <section className="st-card st-line" data-testid="customer-help-center">
          <QuestionCircleOutlined className="st-line__icon" />
          <div className="st-line__text">
            <strong>{t('setting.customer.helpCenter')}</strong>
            <span className="st-muted">{t('setting.customer.helpCenterText')}</span>
          </div>
          <Button href={helpCenterUrl} {...EXTERNAL} data-testid="customer-help-center-link">
            {t('setting.customer.openHelpCenter')}
          </Button>
        </section>
      )}
    </div>
  );
}
