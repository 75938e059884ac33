import { PHONE_STATUS, phoneOperationsApi, proxiesApi, transferApi, type OperationResults } from '@cloudphone/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members, phones, proxies } from '../../src/db/schema.js';
import { ownIp } from '../../src/devices/simulator/network.js';
import { elapse, owlOf, statusOf } from '../kit/rented-phones.js';
import { type Account, k, t, useProxiesSuite } from './manage-kit.js';
import { deviceState, listOf, phonesIn, proxyWith, setProxy } from './setting-kit.js';

const MIN = 60_000;
const LOS_ANGELES = { countryCode: 'US', country: 'United States', outboundIp: '198.51.100.20', timeZone: 'America/Los_Angeles' };
const PROXIED = { ip: '198.51.100.20', country: 'US', timeZone: 'America/Los_Angeles' };
const O = phoneOperationsApi.endpoints;

let owner: Account;
// Operations take minutes of fake time: sessions must outlast them.
useProxiesSuite({ ACCESS_TOKEN_TTL_S: String(30 * 86_400) });
beforeAll(async () => {
  owner = await k.account();
});

const operate = async (endpoint: { path: string }, payload: object) => {
  const res = await k.post<OperationResults>(endpoint, owner, payload);
  expect(
    res.data.results.every((r) => r.ok),
    JSON.stringify(res.data),
  ).toBe(true);
};

/** A US phone bound to a Los Angeles proxy. */
async function boundPhone() {
  const [id] = await phonesIn(owner, 'US');
  const proxy = await proxyWith(owner, LOS_ANGELES);
  expect((await setProxy(owner, [id!], proxy)).data.results[0]!.ok).toBe(true);
  return { id: id!, proxy };
}

describe('a bound phone keeps its proxy when its device changes', () => {
  it('on replacement without migrating: the new device is given it, the old one is wiped of it', async () => {
    const { id, proxy } = await boundPhone();
    const before = await owlOf(t, id);
    await operate(O.replace, { phoneIds: [id], migrate: false });
    expect(await owlOf(t, id)).not.toBe(before);
    expect(await deviceState(id)).toMatchObject({ network: { host: '127.0.0.1' }, egress: PROXIED });
    const [row] = await t.deps.db.select({ proxyId: phones.proxyId }).from(phones).where(eq(phones.id, id));
    expect(row!.proxyId).toBe(proxy);
    // The old device goes back to the fleet with nothing of this member's.
    await elapse(t, 10 * MIN);
    expect(await t.deps.driver.get(before)).toMatchObject({ status: PHONE_STATUS.running, network: null });
  });

  it('on replacement with migration: the new device restores it', async () => {
    const { id } = await boundPhone();
    const before = await owlOf(t, id);
    await operate(O.replace, { phoneIds: [id], migrate: true });
    await elapse(t, 10 * MIN);
    expect(await statusOf(t, id)).toBe(PHONE_STATUS.migrating);
    await elapse(t, 10 * MIN);
    expect(await statusOf(t, id)).toBe(PHONE_STATUS.running);
    expect(await owlOf(t, id)).not.toBe(before);
    expect((await deviceState(id)).egress).toEqual(PROXIED);
    expect((await t.deps.driver.get(before))?.network).toBeNull();
  });

  it('after a reset or a new machine, which wipe the device, it is set again', async () => {
    const { id } = await boundPhone();
    await operate(O.reset, { phoneIds: [id] });
    await elapse(t, 10 * MIN);
    expect(await deviceState(id)).toMatchObject({ status: PHONE_STATUS.running, egress: PROXIED });
    await operate(O.newMachine, { phoneIds: [id] });
    await elapse(t, 10 * MIN);
    expect(await deviceState(id)).toMatchObject({ status: PHONE_STATUS.running, egress: PROXIED });
  });
});

describe('devices follow their proxy', () => {
  it('a device off line when its proxy is deleted drops it once back', async () => {
    const { id, proxy } = await boundPhone();
    const owl = await owlOf(t, id);
    await t.deps.reconciler.apply(await t.deps.driver.inject(owl, { kind: 'offline' }));
    expect((await k.post(proxiesApi.endpoints.deleteBatch, owner, { ids: [proxy] })).code).toBe(0);
    expect((await deviceState(id)).network).not.toBeNull();
    await t.deps.reconciler.apply(await t.deps.driver.inject(owl, { kind: 'recover' }));
    await t.deps.reconciler.idle();
    expect(await deviceState(id)).toMatchObject({ network: null, egress: { ip: ownIp(owl), country: 'US', timeZone: 'America/New_York' } });
  });

  it('an edited proxy reaches its devices, and the list shows its new host', async () => {
    const { id, proxy } = await boundPhone();
    // The list is read (and kept) before the edit: the edit must make it stale.
    expect((await listOf(owner)).rows.find((r) => r.id === id)).toMatchObject({ proxyHost: '127.0.0.1' });
    const [stored] = await t.deps.db.select({ groupId: proxies.groupId }).from(proxies).where(eq(proxies.id, proxy));
    const res = await k.post(proxiesApi.endpoints.update, owner, {
      ...k.form(stored!.groupId, { host: '127.0.0.99', port: 2080 }),
      id: proxy,
    });
    expect(res.code, res.msg).toBe(0);
    expect((await deviceState(id)).network).toMatchObject({ host: '127.0.0.99', port: 2080 });
    expect((await listOf(owner)).rows.find((r) => r.id === id)).toMatchObject({ proxyHost: '127.0.0.99' });
  });

  it("a transferred phone leaves the old owner's proxy at once, row and device", async () => {
    const { id, proxy } = await boundPhone();
    const receiver = await k.account();
    const [r] = await t.deps.db.select({ phone: members.phone }).from(members).where(eq(members.id, receiver.id));
    await operate(transferApi.endpoints.transfer, { phoneIds: [id], receiverPhone: r!.phone });
    expect((await t.deps.db.select({ proxyId: phones.proxyId }).from(phones).where(eq(phones.id, id)))[0]!.proxyId).toBeNull();
    expect((await deviceState(id)).network).toBeNull();
    // The old owner's proxy counts no phone any more.
    expect((await k.get<{ bindCount: number }>(proxiesApi.endpoints.get, owner, { id: proxy })).data.bindCount).toBe(0);
  });

  it('a device holding a proxy its phone is no longer bound to drops it at its next change', async () => {
    const { id } = await boundPhone();
    // Unbound behind the device's back (as a transfer or a direct write would).
    await t.deps.db.update(phones).set({ proxyId: null }).where(eq(phones.id, id));
    await operate(O.reboot, { phoneIds: [id] });
    await elapse(t, 5 * MIN);
    expect((await deviceState(id)).network).toBeNull();
  });
});
