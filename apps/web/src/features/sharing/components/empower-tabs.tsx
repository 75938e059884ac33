import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { GrantedTable } from './granted-table';
import { ReceivedTable } from './received-table';

/**
 * The two tabs of the authorization management dialog (spec point 2): the phones I granted to
 * others, which I may change or recall, and the phones granted to me, read only.
 */
export function EmpowerTabs() {
  const { t } = useTranslation();
  return (
    <Tabs
      items={[
        {
          key: 'granted',
          label: <span data-testid="empower-tab-granted">{t('shell.empowerGranted')}</span>,
          children: <GrantedTable />,
        },
        {
          key: 'received',
          label: <span data-testid="empower-tab-received">{t('shell.empowerReceived')}</span>,
          children: <ReceivedTable />,
        },
      ]}
    />
  );
}
