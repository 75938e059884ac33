import { packageName, renewedExpiry, type RenewablePhone } from '@cloudphone/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Empty, Segmented, Select, Skeleton, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fenToYuan, formatTime } from '../../../shared/format';
import { orderKeys, pricesQuery, renewablePhonesQuery } from '../api/orders';
import { OrderSummary } from '../components/order-summary';
import { PackagePicker } from '../components/package-picker';
import { PayChannelPicker } from '../components/pay-channel-picker';
import { PayDialog } from '../components/pay-dialog';
import { useCheckout } from '../hooks/use-checkout';
import { passesFilters, REMAINING_FILTERS, specsOf, type RemainingFilter } from './renew-filters';
import '../orders.css';

/** Ids given in the address (?phoneId=1 from a card or the recycle bin, ?phoneIds=1,2 for several). */
const idsFrom = (params: URLSearchParams) =>
  new Set(
    [params.get('phoneId'), params.get('phoneIds')]
      .join(',')
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
  );

/**
 * /renewManage (spec points 1, 3 and 5, issue 15): the member's own phones, the recycle bin
 * included, expired and nearest expiry first; filters by group and remaining time; phones of one
 * spec at a time (its renewal packages); each selected phone's new expiry, the total, the
 * agreement, the payment. Phones unused for 14 days and phones in the bin are flagged first.
 */
export function RenewPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const [params] = useSearchParams();
  const asked = useMemo(() => idsFrom(params), [params]);
  const data = useQuery(renewablePhonesQuery());
  const phones = useMemo(() => data.data?.phones ?? [], [data.data]);
  const specs = useMemo(() => specsOf(phones), [phones]);
  const askedSpec = phones.find((p) => asked.has(p.id))?.configurationId ?? undefined;
  const [specId, setSpecId] = useState<number>();
  const spec = specs.find((s) => s.id === (specId ?? askedSpec)) ?? specs[0];
  const [selected, setSelected] = useState<Set<number>>(asked);
  const [groupId, setGroupId] = useState<number>();
  const [remaining, setRemaining] = useState<RemainingFilter>('all');
  const prices = useQuery({ ...pricesQuery(spec?.id ?? 0), enabled: spec !== undefined });
  const packages = prices.data?.find((tab) => tab.type === 'renewal')?.prices ?? [];
  const [priceId, setPriceId] = useState<number>();
  const chosen = packages.find((p) => p.id === priceId) ?? packages[0];
  const pay = useCheckout();
  // Expiry previews count from when the page opened; a renewal is priced from the server's now anyway.
  const [now] = useState(() => Date.now());

  const ofSpec = phones.filter((p) => p.configurationId === spec?.id);
  const shown = ofSpec.filter((p) => passesFilters(p, { groupId, remaining }, now));
  const chosenPhones = ofSpec.filter((p) => selected.has(p.id));
  const groups = [...new Map(phones.flatMap((p) => (p.groupId === null ? [] : ([[p.groupId, p.groupName ?? '']] as const)))).entries()];
  const total = (chosen?.price ?? 0) * chosenPhones.length;
  const newExpiry = (phone: RenewablePhone) => (chosen ? renewedExpiry(phone.expireTime, now, chosen.duration, chosen.durationUnit) : null);

  function submit() {
    const idle = chosenPhones.filter((p) => p.idle || p.recycled).length;
    const go = () => pay.checkout({ type: 'renewal', priceId: chosen!.id, phoneIds: chosenPhones.map((p) => p.id) });
    if (!chosen || chosenPhones.length === 0) return;
    if (idle === 0) return void go();
    modal.confirm({ title: t('orders.renew.warnIdle', { count: idle }), onOk: go });
  }

  const columns: TableColumnsType<RenewablePhone> = [
    {
      title: t('orders.renew.phone'),
      key: 'phone',
      render: (_, p) => (
        <span data-testid="renew-phone-name">
          {p.alias} · {p.owlId}
        </span>
      ),
    },
    { title: t('orders.renew.expire'), key: 'expire', render: (_, p) => formatTime(p.expireTime) },
    {
      title: t('orders.renew.flags'),
      key: 'flags',
      render: (_, p) => (
        <>
          {p.recycled && <Tag color="orange">{t('orders.renew.recycled')}</Tag>}
          {!p.recycled && p.expireTime <= now && <Tag color="red">{t('orders.renew.expired')}</Tag>}
          {p.idle && <Tag>{t('orders.renew.idle')}</Tag>}
        </>
      ),
      responsive: ['md'],
    },
    {
      title: t('orders.renew.newExpire'),
      key: 'newExpire',
      render: (_, p) => {
        const next = newExpiry(p);
        return next && selected.has(p.id) ? <strong data-testid="renew-new-expiry">{formatTime(next)}</strong> : '—';
      },
    },
  ];

  if (data.isLoading) return <Skeleton active className="od-page" />;
  const insights = data.data?.insights;
  return (
    <div className="od-page od-buy" data-testid="renew-page">
      <h1>{t('orders.renew.title')}</h1>
      {insights && insights.due + insights.recycled > 0 && (
        <Alert
          type="info"
          showIcon
          className="od-insights"
          data-testid="renew-insights"
          message={t('orders.renew.insights', { ...insights, cost: fenToYuan(insights.nextMonthCost) })}
        />
      )}
      {!spec ? (
        <Empty description={t('orders.renew.empty')} />
      ) : (
        <div className="od-buy__layout">
          <div className="od-buy__form">
            <section>
              <Tabs
                activeKey={String(spec.id)}
                onChange={(id) => {
                  setSpecId(Number(id));
                  setPriceId(undefined);
                }}
                items={specs.map((s) => ({ key: String(s.id), label: s.name }))}
              />
              <div className="od-filters">
                <Select<number>
                  allowClear
                  placeholder={t('orders.renew.group')}
                  value={groupId}
                  onChange={setGroupId}
                  options={groups.map(([id, name]) => ({ value: id, label: name }))}
                  style={{ minWidth: 140 }}
                />
                <Segmented<RemainingFilter>
                  value={remaining}
                  onChange={setRemaining}
                  options={REMAINING_FILTERS.map((value) => ({ value, label: t(`orders.renew.remaining.${value}`) }))}
                />
              </div>
              <Table<RenewablePhone>
                rowKey="id"
                size="small"
                columns={columns}
                dataSource={shown}
                pagination={{ pageSize: 20, hideOnSinglePage: true }}
                rowSelection={{
                  selectedRowKeys: chosenPhones.map((p) => p.id),
                  onChange: (keys) => setSelected(new Set(keys.map(Number))),
                }}
                onRow={(p) => ({ 'data-testid': 'renew-row', 'data-phone-id': p.id }) as React.HTMLAttributes<HTMLElement>}
                scroll={{ x: 'max-content' }}
              />
            </section>
            <section>
              <h2>{t('orders.renew.package')}</h2>
              <PackagePicker prices={packages} value={chosen?.id} onChange={setPriceId} />
            </section>
            <section>
              <h2>{t('orders.buy.payment')}</h2>
              <PayChannelPicker channels={pay.channels} value={pay.payChannel} onChange={pay.setChannel} />
            </section>
          </div>
          <OrderSummary
            rows={[
              [t('orders.buy.unitPrice'), `¥${fenToYuan(chosen?.price ?? 0)}`],
              [t('orders.renew.package'), chosen ? packageName(chosen.duration, chosen.durationUnit, i18n.language) : '—'],
              [t('orders.renew.selected', { count: chosenPhones.length }), `×${chosenPhones.length}`],
            ]}
            total={total}
            hint={chosenPhones.length === 0 ? t('orders.renew.selectHint') : undefined}
            agreed={pay.agreed}
            onAgree={pay.setAgreed}
            ready={Boolean(chosen && pay.payChannel && chosenPhones.length > 0)}
            submitting={pay.submitting}
            submitText={t('orders.renew.submit')}
            submitTestId="renew-submit"
            onSubmit={submit}
          />
        </div>
      )}
      <PayDialog
        order={pay.paying}
        onClose={() => {
          pay.closePayment();
          void queryClient.invalidateQueries({ queryKey: orderKeys.renewable() });
        }}
      />
    </div>
  );
}
