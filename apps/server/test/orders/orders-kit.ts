import { offersApi, ordersApi, type ConfigurationTab, type CreatedOrder, type Order, type PriceTab } from '@cloudphone/contract';
import { randomUUID } from 'node:crypto';
import type { Harness } from '../kit/harness.js';
import { bearer } from '../kit/members.js';

/** Calls the order endpoints and reads what is on sale, for the order tests. */
export function orderKit(t: Harness) {
  const { create, get, cancel, page } = ordersApi.endpoints;
  const kit = {
    async spec(name: string) {
      const res = await t.call<ConfigurationTab[]>({
        method: 'GET',
        url: offersApi.endpoints.configurations.path,
        headers: bearer(kit.anyToken),
      });
      return res.data.flatMap((tab) => tab.configurations).find((c) => c.name === name)!;
    },
    async price(configurationId: number, type: 'purchase' | 'renewal' | 'upgrade', duration = 1, unit = 'month') {
      const res = await t.call<PriceTab[]>({
        method: 'GET',
        url: `${offersApi.endpoints.prices.path}?configurationId=${configurationId}`,
        headers: bearer(kit.anyToken),
      });
      return res.data.find((tab) => tab.type === type)!.prices.find((p) => p.duration === duration && p.durationUnit === unit)!;
    },
    /** Some member's token, for reading the offers. */
    anyToken: '',
    create: (token: string, payload: object, key: string | null = randomUUID(), lang = 'zh-CN') =>
      t.call<CreatedOrder>({
        method: 'POST',
        url: create.path,
        headers: { ...bearer(token), 'accept-language': lang, ...(key ? { 'idempotency-key': key } : {}) },
        payload,
      }),
    get: (token: string, orderNo: string) =>
      t.call<Order>({ method: 'GET', url: `${get.path}?orderNo=${orderNo}`, headers: bearer(token) }),
    cancel: (token: string, orderNo: string, lang = 'zh-CN') =>
      t.call({ method: 'POST', url: cancel.path, headers: { ...bearer(token), 'accept-language': lang }, payload: { orderNo } }),
    page: (token: string, query = '') =>
      t.call<{ list: Order[]; total: number }>({ method: 'GET', url: `${page.path}?${query}`, headers: bearer(token) }),
    pay: (orderNo: string) => t.app.inject({ method: 'POST', url: `/pay-sandbox/${orderNo}/pay`, headers: { accept: 'application/json' } }),
  };
  return kit;
}
