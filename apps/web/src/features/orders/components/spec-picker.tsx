import type { ConfigurationTab, PhoneConfiguration } from '@cloudphone/contract';
import { Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { SpecCard } from './spec-card';

/** The specs on sale in their tabs (spec point 3), each a card with its hardware and image. */
export function SpecPicker({
  tabs,
  value,
  onChange,
}: {
  tabs: ConfigurationTab[];
  value: PhoneConfiguration | undefined;
  onChange(spec: PhoneConfiguration): void;
}) {
  const { t } = useTranslation();
  const activeTab = tabs.find((tab) => tab.configurations.some((c) => c.id === value?.id))?.name ?? tabs[0]?.name;
  return (
    <Tabs
      activeKey={activeTab}
      onChange={(name) => {
        const first = tabs.find((tab) => tab.name === name)?.configurations[0];
        if (first) onChange(first);
      }}
      items={tabs.map((tab) => ({
        key: tab.name,
        label: tab.name,
        children: (
          <div className="od-cards" role="radiogroup" data-testid="order-specs">
            {tab.configurations.map((spec) => (
              <SpecCard key={spec.id} spec={spec} active={spec.id === value?.id} onSelect={() => onChange(spec)} testId="order-spec">
                {spec.customizable && <Tag color="blue">{t('orders.buy.customizable')}</Tag>}
              </SpecCard>
            ))}
          </div>
        ),
      }))}
    />
  );
}
