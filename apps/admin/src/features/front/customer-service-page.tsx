import { CUSTOMER_SERVICE_TYPES } from '@cloudphone/contract';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { HelpCentreForm } from './help-centre-form';
import { ServiceEntries } from './service-entries';
import './strings';
import './front.css';

/**
 * /customer-service: what members see on "Settings → Customer service": the contact list (type 1:
 * WeChat ID and HTML details), the user group (type 2: its join link) and the help-centre link.
 */
export default function CustomerServicePage() {
  const { t } = useTranslation();
  return (
    <Tabs
      className="adm-front-tabs"
      data-testid="customer-service-page"
      items={[
        { key: 'contacts', label: t('frontAdmin.service.contacts'), children: <ServiceEntries type={CUSTOMER_SERVICE_TYPES.contact} /> },
        { key: 'group', label: t('frontAdmin.service.group'), children: <ServiceEntries type={CUSTOMER_SERVICE_TYPES.group} /> },
        { key: 'links', label: t('frontAdmin.service.links'), children: <HelpCentreForm /> },
      ]}
    />
  );
}
