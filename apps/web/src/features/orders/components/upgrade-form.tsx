import { addDuration, type PhoneConfiguration } from '@cloudphone/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fenToYuan, formatTime } from '../../../shared/format';
import { configurationsQuery, pricesQuery, renewablePhonesQuery } from '../api/orders';
import { useCheckout } from '../hooks/use-checkout';
import { AgreementCheck } from './agreement-check';
import { PayChannelPicker } from './pay-channel-picker';
import { PayDialog } from './pay-dialog';
import { SpecCard } from './spec-card';

/** A spec's monthly renewal price, which ranks specs: an upgrade goes to a dearer one. */
const monthlyOf = (tabs: { type: string; prices: { duration: number; durationUnit: string; price: number }[] }[] | undefined) =>
  tabs?.find((tab) => tab.type === 'renewal')?.prices.find((p) => p.duration === 1 && p.durationUnit === 'month')?.price;

/**
 * Upgrading one phone (issue 15): the specs above its own, each with what the time it has left
 * costs at that spec's upgrade package (the server prices the order the same way), the agreement
 * and the payment. The phone then moves to a device of the new spec, data kept.
 */
export function UpgradeForm({ phoneId }: { phoneId: number }) {
  const { t } = useTranslation();
  const phones = useQuery(renewablePhonesQuery());
  const specs = useQuery(configurationsQuery());
  const all = specs.data?.flatMap((tab) => tab.configurations) ?? [];
  const prices = useQueries({ queries: all.map((spec) => pricesQuery(spec.id)) });
  const [targetId, setTargetId] = useState<number>();
  const pay = useCheckout();
  const [now] = useState(() => Date.now());

  if (phones.isLoading || specs.isLoading) return <Skeleton active />;
  const phone = phones.data?.phones.find((p) => p.id === phoneId && !p.recycled && p.expireTime > now);
  if (!phone) return <Empty description={t('orders.upgrade.notFound')} />;
  const monthly = new Map(all.map((spec, i) => [spec.id, monthlyOf(prices[i]?.data)]));
  const own = phone.configurationId === null ? undefined : monthly.get(phone.configurationId);
  const estimate = (spec: PhoneConfiguration) => {
    const pack = prices[all.indexOf(spec)]?.data?.find((tab) => tab.type === 'upgrade')?.prices[0];
    if (!pack) return null;
    const packageMs = addDuration(now, pack.duration, pack.durationUnit) - now;
    return { priceId: pack.id, fee: Math.ceil((pack.price * (phone.expireTime - now)) / packageMs) };
  };
  const higher = all.filter((spec) => {
    const m = monthly.get(spec.id);
    return own !== undefined && m !== undefined && m > own && estimate(spec) !== null;
  });
  const target = higher.find((s) => s.id === targetId) ?? higher[0];
  const quote = target ? estimate(target) : null;

  return (
    <div className="od-buy__form" data-testid="upgrade-form">
      <section>
        <Alert type="info" showIcon message={t('orders.upgrade.intro')} />
        <Descriptions column={1} size="small" className="od-upgrade__phone">
          <Descriptions.Item label={t('orders.upgrade.phone')}>
            {phone.alias} · {phone.owlId}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.upgrade.current')}>{phone.configurationName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('orders.upgrade.expire')}>{formatTime(phone.expireTime)}</Descriptions.Item>
        </Descriptions>
      </section>
      <section>
        <h2>{t('orders.upgrade.target')}</h2>
        {higher.length === 0 ? (
          <Empty description={t('orders.upgrade.none')} />
        ) : (
          <div className="od-cards" role="radiogroup" data-testid="upgrade-targets">
            {higher.map((spec) => (
              <SpecCard
                key={spec.id}
                spec={spec}
                active={spec.id === target?.id}
                onSelect={() => setTargetId(spec.id)}
                testId="upgrade-target"
              >
                <span className="od-package__price">¥{fenToYuan(estimate(spec)?.fee ?? 0)}</span>
              </SpecCard>
            ))}
          </div>
        )}
      </section>
      <section>
        <h2>{t('orders.buy.payment')}</h2>
        <PayChannelPicker channels={pay.channels} value={pay.payChannel} onChange={pay.setChannel} />
      </section>
      <section className="od-upgrade__pay">
        <p>
          {t('orders.upgrade.estimate')} <strong data-testid="upgrade-estimate">¥{fenToYuan(quote?.fee ?? 0)}</strong>
        </p>
        <AgreementCheck checked={pay.agreed} onChange={pay.setAgreed} />
        <Button
          type="primary"
          size="large"
          disabled={!pay.agreed || !quote || !pay.payChannel}
          loading={pay.submitting}
          onClick={() =>
            target &&
            quote &&
            void pay.checkout({ type: 'upgrade', priceId: quote.priceId, phoneIds: [phoneId], configurationId: target.id })
          }
          data-testid="upgrade-submit"
        >
          {t('orders.upgrade.submit')}
        </Button>
      </section>
      <PayDialog order={pay.paying} onClose={pay.closePayment} />
    </div>
  );
}
