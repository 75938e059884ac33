import { phonesApi, proxySettingApi, type OperationResults, type PageResult, type PhoneRow } from '@cloudphone/contract';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { phoneGroups, phones, proxies } from '../../src/db/schema.js';
import { owlOf, rentPhones } from '../kit/rented-phones.js';
import { type Account, k, t } from './manage-kit.js';

export const S = proxySettingApi.endpoints;

/** What detection found, written straight into the proxy's row (detection itself is tested apart). */
export async function detected(
  proxyId: number,
  found: { countryCode?: string | null; country?: string | null; outboundIp?: string | null; timeZone?: string | null },
) {
  await t.deps.db
    .update(proxies)
    .set({ detectStatus: 1, detectTime: t.clock.now(), ...found })
    .where(eq(proxies.id, proxyId));
}

const CITIES = {
  CN: { country: 'CN', city: 'Shanghai', timeZone: 'Asia/Shanghai' },
  US: { country: 'US', city: 'New York', timeZone: 'America/New_York' },
  JP: { country: 'JP', city: 'Tokyo', timeZone: 'Asia/Tokyo' },
} as const;
export type Country = keyof typeof CITIES;

/** Rents the member phones on simulated devices in `country` (the fleet's come from China). */
export async function phonesIn(who: Account, country: Country, count = 1): Promise<number[]> {
  const ids = await rentPhones(t, who.id, count);
  for (const id of ids) {
    const state = await t.deps.driver.customize(await owlOf(t, id), CITIES[country]);
    await t.deps.reconciler.apply(state);
  }
  return ids;
}

/** The device a phone is on, as the driver reports it now. */
export async function deviceState(phoneId: number) {
  const state = await t.deps.driver.get(await owlOf(t, phoneId));
  expect(state).not.toBeNull();
  return state!;
}

/** A proxy of the member's, in a proxy group of theirs, with what detection found. */
export async function proxyWith(
  who: Account,
  found: Parameters<typeof detected>[1] = {},
  over: { host?: string; password?: string; account?: string } = {},
) {
  const group = await k.group(who);
  const id = await k.proxy(who, group, over);
  if (Object.keys(found).length) await detected(id, found);
  return id;
}

export const setProxy = (who: Account, phoneIds: number[], proxyId: number | null, lang = 'zh-CN') =>
  k.post<OperationResults>(S.phones, who, { phoneIds, proxyId }, lang);

export const setGroupProxy = (who: Account, groupId: number, proxyId: number | null, lang = 'zh-CN') =>
  k.post<OperationResults>(S.group, who, { groupId, proxyId }, lang);

let groupNo = 0;
/** A phone group of the member's holding these phones. */
export async function phoneGroupOf(who: Account, phoneIds: number[]): Promise<number> {
  const [group] = await t.deps.db
    .insert(phoneGroups)
    .values({ memberId: who.id, name: `pg${++groupNo}` })
    .returning({ id: phoneGroups.id });
  if (phoneIds.length) await t.deps.db.update(phones).set({ groupId: group!.id }).where(inArray(phones.id, phoneIds));
  return group!.id;
}

/** The proxy each phone is bound to, in the order asked. */
export async function boundTo(phoneIds: number[]): Promise<Array<number | null>> {
  const rows = await t.deps.db.select({ id: phones.id, proxyId: phones.proxyId }).from(phones).where(inArray(phones.id, phoneIds));
  return phoneIds.map((id) => rows.find((r) => r.id === id)?.proxyId ?? null);
}

/** The member's phone list page (everything on one page), and its text as sent. */
export async function listOf(who: Account) {
  const res = await k.post<PageResult<PhoneRow>>(phonesApi.endpoints.page, who, { pageNo: 1, pageSize: 100 });
  expect(res.code, res.msg).toBe(0);
  return { rows: res.data.list, text: JSON.stringify(res.data) };
}

/** Expects one result per phone: ok or refused with this message. */
export function expectResults(res: { code: number; msg: string; data: OperationResults }, expected: Array<[number, boolean, string]>) {
  expect(res.code, res.msg).toBe(0);
  expect(res.data.results.map((r) => [r.phoneId, r.ok, r.msg])).toEqual(expected);
}
