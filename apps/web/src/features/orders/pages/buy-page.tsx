import { ORDER_QUANTITY_MAX, type CreatedOrder, type PayChannel, type PhoneConfiguration } from '@cloudphone/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Grid, InputNumber, Radio, Skeleton } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fenToYuan } from '../../../shared/format';
import { configurationsQuery, createOrder, orderKeys, payChannelsQuery, pricesQuery } from '../api/orders';
import { AgreementCheck } from '../components/agreement-check';
import { PackagePicker } from '../components/package-picker';
import { PayChannelPicker, channelsFor } from '../components/pay-channel-picker';
import { PayDialog } from '../components/pay-dialog';
import { SpecPicker } from '../components/spec-picker';
import { newIdempotencyKey } from '../idempotency-key';
import '../orders.css';

/**
 * /payManage (spec points 1 and 3, issue 15): choose a spec, a region with stock, a package, how
 * many, tick the agreement and pay. On a desktop the payment dialog shows the code to scan; on a
 * phone (below 992 px) the browser goes to the provider's page and comes back to the order.
 */
export function BuyPage() {
  const { t } = useTranslation();
  const mobile = !Grid.useBreakpoint().lg;
  const queryClient = useQueryClient();
  const specs = useQuery(configurationsQuery());
  const channels = useQuery(payChannelsQuery());
  const [spec, setSpec] = useState<PhoneConfiguration>();
  const [regionId, setRegionId] = useState<number>();
  const [priceId, setPriceId] = useState<number>();
  const [quantity, setQuantity] = useState(1);
  const [channel, setChannel] = useState<PayChannel>();
  const [agreed, setAgreed] = useState(false);
  const [paying, setPaying] = useState<CreatedOrder | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // One key per intended order: a double click or a retried request makes one order.
  const key = useRef(newIdempotencyKey());

  const current = useMemo(
    () => specs.data?.flatMap((tab) => tab.configurations).find((c) => c.id === spec?.id) ?? specs.data?.[0]?.configurations[0],
    [specs.data, spec],
  );
  const prices = useQuery({ ...pricesQuery(current?.id ?? 0), enabled: current !== undefined });
  const packages = prices.data?.find((tab) => tab.type === 'purchase')?.prices ?? [];
  const chosenPackage = packages.find((p) => p.id === priceId) ?? packages[0];
  const region = current?.regions.find((r) => r.id === regionId && r.stock > 0) ?? current?.regions.find((r) => r.stock > 0);
  const usable = channelsFor(channels.data ?? [], mobile);
  const payChannel = channel && usable.includes(channel) ? channel : usable[0];
  const most = Math.max(1, Math.min(ORDER_QUANTITY_MAX, region?.stock ?? 1));
  const count = Math.min(quantity, most);

  useEffect(() => {
    key.current = newIdempotencyKey();
  }, [current?.id, region?.id, chosenPackage?.id, count, payChannel]);

  async function submit() {
    if (!current || !region || !chosenPackage || !payChannel) return;
    setSubmitting(true);
    try {
      const order = await createOrder(
        {
          type: 'purchase',
          configurationId: current.id,
          regionId: region.id,
          priceId: chosenPackage.id,
          quantity: count,
          payChannel,
          agreed: true,
        },
        key.current,
      );
      key.current = newIdempotencyKey();
      void queryClient.invalidateQueries({ queryKey: orderKeys.configurations() });
      if (mobile && order.payUrl) window.location.assign(order.payUrl);
      else setPaying(order);
    } catch {
      // The client already showed why (sold out, …); what is on sale may have changed.
      void specs.refetch();
    } finally {
      setSubmitting(false);
    }
  }

  if (specs.isLoading) return <Skeleton active className="od-page" />;
  if (!current) return <Empty className="od-page" description={t('orders.buy.noSpecs')} />;
  const total = (chosenPackage?.price ?? 0) * count;
  const saved = ((chosenPackage?.originalPrice ?? 0) - (chosenPackage?.price ?? 0)) * count;

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
            <PayChannelPicker channels={usable} value={payChannel} onChange={setChannel} />
          </section>
        </div>
        <aside className="od-summary" data-testid="order-summary">
          <h2>{t('orders.buy.summary')}</h2>
          <dl>
            <dt>{t('orders.buy.unitPrice')}</dt>
            <dd>¥{fenToYuan(chosenPackage?.price ?? 0)}</dd>
            <dt>{t('orders.buy.quantity')}</dt>
            <dd>×{count}</dd>
          </dl>
          <div className="od-summary__total">
            <span>{t('orders.buy.total')}</span>
            <strong data-testid="order-total">¥{fenToYuan(total)}</strong>
          </div>
          {saved > 0 && <p className="od-summary__saved">{t('orders.buy.discount', { amount: fenToYuan(saved) })}</p>}
          <AgreementCheck checked={agreed} onChange={setAgreed} />
          <Button
            type="primary"
            size="large"
            block
            disabled={!agreed || !region || !chosenPackage || !payChannel}
            loading={submitting}
            onClick={() => void submit()}
            data-testid="order-submit"
          >
            {t('orders.buy.submit')}
          </Button>
        </aside>
      </div>
      <PayDialog order={paying} onClose={() => setPaying(null)} />
    </div>
  );
}
