import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PricesTab } from './prices-tab';
import { RegionsTab } from './regions-tab';
import { SpecsTab } from './specs-tab';
import './strings';
import './catalogue.css';

const TABS = ['specs', 'regions', 'prices'] as const;
type TabKey = (typeof TABS)[number];

/** /catalogue: what is on sale — phone specs and their stock per region, sale regions, packages and prices. */
export default function CataloguePage() {
  const { t } = useTranslation();
  // The open tab is in the address (?tab=prices), so a reload or a shared link opens it again.
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as TabKey | null;
  const active: TabKey = asked && TABS.includes(asked) ? asked : 'specs';
  return (
    <Tabs
      className="adm-catalogue"
      activeKey={active}
      onChange={(key) => setParams(key === 'specs' ? {} : { tab: key }, { replace: true })}
      destroyOnHidden
      items={[
        { key: 'specs', label: t('catalogueAdmin.tabs.specs'), children: <SpecsTab /> },
        { key: 'regions', label: t('catalogueAdmin.tabs.regions'), children: <RegionsTab /> },
        { key: 'prices', label: t('catalogueAdmin.tabs.prices'), children: <PricesTab /> },
      ]}
    />
  );
}
