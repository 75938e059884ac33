import { ORDER_QUANTITY_MAX, type PhoneConfiguration } from '@cloudphone/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Empty, InputNumber, Radio, Skeleton } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fenToYuan } from '../../../shared/format';
import { configurationsQuery, orderKeys, pricesQuery } from '../api/orders';
import { OrderSummary } from '../components/order-summary';
import { PackagePicker } from '../components/package-picker';
import { PayChannelPicker } from '../components/pay-channel-picker';
import { PayDialog } from '../components/pay-dialog';
import { SpecPicker } from '../components/spec-picker';
import { UpgradeForm } from '../components/upgrade-form';
import { useCheckout } from '../hooks/use-checkout';
import '../orders.css';

/**
 * /payManage (spec points 1 and 3, issue 15): choose a spec, a region with stock, a package, how
 * many, tick the agreement and pay (or, with ?upgrade={phoneId}, move a phone to a higher spec).
 * On a desktop the payment dialog shows the code to scan; on a phone (below 992 px) the browser
 * goes to the provider's page and comes back to the order.
 */
export function BuyPage() {
  const [params] = useSearchParams();
  const upgrading = Number(params.get('upgrade'));
  if (Number.isInteger(upgrading) && upgrading > 0) return <UpgradePage phoneId={upgrading} />;
  return <PurchasePage />;
}

/** /payManage?upgrade={phoneId}: a card's "upgrade" lands here. */
function UpgradePage({ phoneId }: { phoneId: number }) {
  const { t } = useTranslation();
  return (
    <div className="od-page od-buy" data-testid="upgrade-page">
      <h1>{t('orders.upgrade.title')}</h1>
      <UpgradeForm phoneId={phoneId} />
    </div>
  );
}

function PurchasePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const specs = useQuery(configurationsQuery());
  const pay = useCheckout();
  const [spec, setSpec] = useState<PhoneConfiguration>();
  const [regionId, setRegionId] = useState<number>();
  const [priceId, setPriceId] = useState<number>();
  const [quantity, setQuantity] = useState(1);

  const current = useMemo(
    () => specs.data?.flatMap((tab) => tab.configurations).find((c) => c.id === spec?.id) ?? specs.data?.[0]?.configurations[0],
    [specs.data, spec],
  );
  const prices = useQuery({ ...pricesQuery(current?.id ?? 0), enabled: current !== undefined });
  const packages = prices.data?.find((tab) => tab.type === 'purchase')?.prices ?? [];
  const chosenPackage = packages.find((p) => p.id === priceId) ?? packages[0];
  const region = current?.regions.find((r) => r.id === regionId && r.stock > 0) ?? current?.regions.find((r) => r.stock > 0);
  const most = Math.max(1, Math.min(ORDER_QUANTITY_MAX, region?.stock ?? 1));
  const count = Math.min(quantity, most);
  const { newKey } = pay;
  // Another spec, region, package or quantity is another order.
  useEffect(() => newKey(), [newKey, current?.id, region?.id, chosenPackage?.id, count, pay.payChannel]);

  async function submit() {
    if (!current || !region || !chosenPackage) return;
    const made = await pay.checkout({
      type: 'purchase',
      configurationId: current.id,
      regionId: region.id,
      priceId: chosenPackage.id,
      quantity: count,
    });
    // Made or refused, what is on sale has changed (a hold, or someone else's).
    if (made) void queryClient.invalidateQueries({ queryKey: orderKeys.configurations() });
    else void specs.refetch();
  }

  if (specs.isLoading) return <Skeleton active className="od-page" />;
  if (!current) return <Empty className="od-page" description={t('orders.buy.noSpecs')} />;

  return (
    <div className="od-page od-buy" data-testid="buy-page">
      <h1>{t('orders.buy.title')}</h1>
      <div className="od-buy__layout">
        <div className="od-buy__form">
          <section>
            <h2>{t('orders.buy.spec')}</h2>
            <SpecPicker tabs={specs.data ?? []} value={current} onChange={setSpec} />
          </section>
          <section>
            <h2>{t('orders.buy.region')}</h2>
            <Radio.Group
              value={region?.id}
              onChange={(e) => setRegionId(e.target.value as number)}
              className="od-options"
              data-testid="order-regions"
            >
              {current.regions.map((r) => (
                <Radio.Button key={r.id} value={r.id} disabled={r.stock === 0} data-testid="order-region" data-stock={r.stock}>
                  {r.name} <small>{r.stock > 0 ? t('orders.buy.stock', { count: r.stock }) : t('orders.buy.soldOut')}</small>
                </Radio.Button>
              ))}
            </Radio.Group>
          </section>
          <section>
            <h2>{t('orders.buy.package')}</h2>
            {packages.length ? (
              <PackagePicker prices={packages} value={chosenPackage?.id} onChange={setPriceId} />
            ) : (
              !prices.isLoading && <Empty description={t('orders.buy.noPackages')} />
            )}
          </section>
          <section>
            <h2>{t('orders.buy.quantity')}</h2>
            <InputNumber
              min={1}
              max={most}
              precision={0}
              value={count}
              onChange={(v) => setQuantity(v ?? 1)}
              data-testid="order-quantity"
            />
            <span className="od-hint">{t('orders.buy.quantityHint', { max: ORDER_QUANTITY_MAX })}</span>
          </section>
          <section>
            <h2>{t('orders.buy.payment')}</h2>
            <PayChannelPicker channels={pay.channels} value={pay.payChannel} onChange={pay.setChannel} />
          </section>
        </div>
        <OrderSummary
          rows={[
            [t('orders.buy.unitPrice'), `¥${fenToYuan(chosenPackage?.price ?? 0)}`],
            [t('orders.buy.quantity'), `×${count}`],
          ]}
          total={(chosenPackage?.price ?? 0) * count}
          saved={((chosenPackage?.originalPrice ?? 0) - (chosenPackage?.price ?? 0)) * count}
          agreed={pay.agreed}
          onAgree={pay.setAgreed}
          ready={Boolean(region && chosenPackage && pay.payChannel)}
          submitting={pay.submitting}
          submitText={t('orders.buy.submit')}
          submitTestId="order-submit"
          onSubmit={() => void submit()}
        />
      </div>
      <PayDialog order={pay.paying} onClose={pay.closePayment} />
    </div>
  );
}
