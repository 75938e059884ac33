import { ACCREDIT_OPERATE, ACCREDIT_VIEW, translate, type ProxyDeleteResult } from '@cloudphone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownIp } from '../../src/devices/simulator/network.js';
import { givePhones } from '../kit/phones-fixture.js';
import { owlOf, sharePhoneFor } from '../kit/rented-phones.js';
import { type Account, EN, k, P, t, useProxiesSuite, ZH } from './manage-kit.js';
import { boundTo, deviceState, expectResults, listOf, phoneGroupOf, phonesIn, proxyWith, setGroupProxy, setProxy } from './setting-kit.js';

const OK = translate('phones.ok', ZH);
const NOT_FOUND = translate('phones.notFound', ZH);
const MISMATCH_ZH = '代理检测到的IP国家或地区与当前云机国家不一致，暂不支持更换，请联系客服';
const MISMATCH_EN =
  "The proxy's detected country or region differs from the phone's cloud country; changing it is not supported, please contact customer service";
const LOS_ANGELES = { countryCode: 'US', country: '美国', outboundIp: '198.51.100.20', timeZone: 'America/Los_Angeles' };

let owner: Account;
useProxiesSuite();
beforeAll(async () => {
  owner = await k.account();
});

describe('binding a proxy to phones', () => {
  it('binds one proxy to several phones, a result each, and their devices leave through it', async () => {
    const [a, b, untouched] = await phonesIn(owner, 'US', 3);
    const proxy = await proxyWith(owner, LOS_ANGELES, { host: '127.0.0.11' });
    expectResults(await setProxy(owner, [a!, b!], proxy), [
      [a!, true, OK],
      [b!, true, OK],
    ]);
    expect(await boundTo([a!, b!, untouched!])).toEqual([proxy, proxy, null]);
    // The phone reports the proxy's outbound IP, country and time zone, not its own New York line.
    expect((await deviceState(a!)).egress).toEqual({ ip: '198.51.100.20', country: 'US', timeZone: 'America/Los_Angeles' });
    expect((await deviceState(a!)).network).toMatchObject({ protocol: 'SOCKS5', host: '127.0.0.11', port: 1080, account: 'user1' });
    expect((await deviceState(untouched!)).network).toBeNull();
  });

  it('unbinds with proxyId null: the device is back on its own line', async () => {
    const [id] = await phonesIn(owner, 'US');
    const own = (await deviceState(id!)).egress;
    expect(own).toEqual({ ip: ownIp(await owlOf(t, id!)), country: 'US', timeZone: 'America/New_York' });
    const proxy = await proxyWith(owner, LOS_ANGELES);
    await setProxy(owner, [id!], proxy);
    expect((await deviceState(id!)).egress.ip).toBe('198.51.100.20');

    expectResults(await setProxy(owner, [id!], null), [[id!, true, OK]]);
    expect(await boundTo([id!])).toEqual([null]);
    expect(await deviceState(id!)).toMatchObject({ network: null, egress: own });
    // Unbinding a phone with no proxy is done too.
    expectResults(await setProxy(owner, [id!], null, EN), [[id!, true, 'Done']]);
  });

  it("refuses a phone whose cloud country is not the proxy's detected country, in both languages, and binds the others", async () => {
    const [us] = await phonesIn(owner, 'US');
    const [cn] = await phonesIn(owner, 'CN');
    const proxy = await proxyWith(owner, LOS_ANGELES);
    expectResults(await setProxy(owner, [us!, cn!], proxy), [
      [us!, true, OK],
      [cn!, false, MISMATCH_ZH],
    ]);
    expectResults(await setProxy(owner, [cn!], proxy, EN), [[cn!, false, MISMATCH_EN]]);
    expect(await boundTo([us!, cn!])).toEqual([proxy, null]);
    expect((await deviceState(cn!)).network).toBeNull();
  });

  it('reads a country detected by name only as the catalogue spells it', async () => {
    const [us] = await phonesIn(owner, 'US');
    const [jp] = await phonesIn(owner, 'JP');
    const proxy = await proxyWith(owner, { countryCode: null, country: 'United States', timeZone: 'America/Chicago' });
    expectResults(await setProxy(owner, [us!, jp!], proxy), [
      [us!, true, OK],
      [jp!, false, MISMATCH_ZH],
    ]);
    expect((await deviceState(us!)).egress).toMatchObject({ country: 'US', timeZone: 'America/Chicago' });
  });

  it('binds a proxy with no detected country to phones of any country', async () => {
    const [cn] = await phonesIn(owner, 'CN');
    const [jp] = await phonesIn(owner, 'JP');
    const never = await proxyWith(owner, {}, { host: '127.0.0.12' });
    expectResults(await setProxy(owner, [cn!, jp!], never), [
      [cn!, true, OK],
      [jp!, true, OK],
    ]);
    // Nothing detected: the device leaves through the proxy's host, and keeps its own country and zone.
    expect((await deviceState(jp!)).egress).toEqual({ ip: '127.0.0.12', country: 'JP', timeZone: 'Asia/Tokyo' });
    // An IP found with no location binds anywhere too.
    const ipOnly = await proxyWith(owner, { outboundIp: '203.0.113.5' });
    expectResults(await setProxy(owner, [cn!], ipOnly), [[cn!, true, OK]]);
    expect((await deviceState(cn!)).egress).toEqual({ ip: '203.0.113.5', country: 'CN', timeZone: 'Asia/Shanghai' });
  });

  it('refuses a phone that is busy, and does the others', async () => {
    const [busy, idle] = await phonesIn(owner, 'US', 2);
    const proxy = await proxyWith(owner, LOS_ANGELES);
    await t.deps.reconciler.apply(await t.deps.driver.start(await owlOf(t, busy!), 'reboot'));
    const res = await setProxy(owner, [busy!, idle!], proxy);
    expect(res.data.results.map((r) => r.ok)).toEqual([false, true]);
    expect(res.data.results[0]!.msg).toContain(translate('phoneStatus.2', ZH));
    expect(await boundTo([busy!, idle!])).toEqual([null, proxy]);
  });
});

describe('what binding refuses', () => {
  it("refuses another member's proxy as not found, on both calls, changing nothing", async () => {
    const [id] = await phonesIn(owner, 'US');
    const stranger = await k.account();
    const theirs = await proxyWith(stranger, LOS_ANGELES);
    k.refused(await setProxy(owner, [id!], theirs), 'PROXY_NOT_FOUND', '代理不存在');
    k.refused(await setProxy(owner, [id!], theirs, EN), 'PROXY_NOT_FOUND', 'This proxy does not exist');
    const group = await phoneGroupOf(owner, [id!]);
    k.refused(await setGroupProxy(owner, group, theirs), 'PROXY_NOT_FOUND', '代理不存在');
    k.refused(await setProxy(owner, [id!], 987_654_321), 'PROXY_NOT_FOUND', '代理不存在');
    expect(await boundTo([id!])).toEqual([null]);
    expect((await deviceState(id!)).network).toBeNull();
  });

  it("answers another member's phone as not found, and binds nothing on it", async () => {
    const stranger = await k.account();
    const [theirs] = await phonesIn(stranger, 'US');
    const [mine] = await phonesIn(owner, 'US');
    const proxy = await proxyWith(owner, LOS_ANGELES);
    expectResults(await setProxy(owner, [theirs!, mine!], proxy), [
      [theirs!, false, NOT_FOUND],
      [mine!, true, OK],
    ]);
    expect(await boundTo([theirs!])).toEqual([null]);
    expect((await deviceState(theirs!)).network).toBeNull();
  });

  it('refuses grantees, operate and view alike: only the owner sets a phone’s proxy', async () => {
    const [id] = await phonesIn(owner, 'US');
    const operate = await k.account();
    const view = await k.account();
    await sharePhoneFor(t, { phoneId: id!, ownerId: owner.id, granteeId: operate.id, accreditType: ACCREDIT_OPERATE });
    await sharePhoneFor(t, { phoneId: id!, ownerId: owner.id, granteeId: view.id, accreditType: ACCREDIT_VIEW });
    for (const grantee of [operate, view]) {
      const theirs = await proxyWith(grantee, LOS_ANGELES);
      const res = await setProxy(grantee, [id!], theirs);
      expect(res.data.results[0]).toMatchObject({ phoneId: id, ok: false });
      expect([translate('phones.authorizedInBatch', ZH), translate('phones.viewOnly', ZH)]).toContain(res.data.results[0]!.msg);
      // Nor may they unbind the owner's.
      expect((await setProxy(grantee, [id!], null)).data.results[0]!.ok).toBe(false);
    }
    expect(await boundTo([id!])).toEqual([null]);
    expect((await deviceState(id!)).network).toBeNull();
  });
});

describe('binding a phone group', () => {
  it('binds and unbinds every phone of the group, not those in the recycle bin or outside it', async () => {
    const inGroup = await phonesIn(owner, 'US', 2);
    const [outside] = await phonesIn(owner, 'US');
    const now = t.clock.now();
    const group = await phoneGroupOf(owner, inGroup);
    const [recycled] = await givePhones(t.deps.db, owner.id, 1, { now, recycledAt: now, groupId: group });
    const proxy = await proxyWith(owner, LOS_ANGELES);

    expectResults(
      await setGroupProxy(owner, group, proxy),
      inGroup.map((id) => [id, true, OK]),
    );
    expect(await boundTo([...inGroup, outside!, recycled!])).toEqual([proxy, proxy, null, null]);
    expect((await deviceState(inGroup[1]!)).egress.ip).toBe('198.51.100.20');

    expectResults(
      await setGroupProxy(owner, group, null, EN),
      inGroup.map((id) => [id, true, 'Done']),
    );
    expect(await boundTo(inGroup)).toEqual([null, null]);
    expect((await deviceState(inGroup[0]!)).network).toBeNull();
  });

  it('answers a result per phone: a phone of the wrong country is refused, the others bound', async () => {
    const [us] = await phonesIn(owner, 'US');
    const [cn] = await phonesIn(owner, 'CN');
    const group = await phoneGroupOf(owner, [us!, cn!]);
    const proxy = await proxyWith(owner, LOS_ANGELES);
    expectResults(await setGroupProxy(owner, group, proxy, EN), [
      [us!, true, 'Done'],
      [cn!, false, MISMATCH_EN],
    ]);
  });

  it('refuses an empty group, and one that is not the member’s', async () => {
    const proxy = await proxyWith(owner, LOS_ANGELES);
    const empty = await phoneGroupOf(owner, []);
    k.refused(await setGroupProxy(owner, empty, proxy), 'PROXY_GROUP_EMPTY', '该分组下没有云机');
    k.refused(await setGroupProxy(owner, empty, proxy, EN), 'PROXY_GROUP_EMPTY', 'This group has no phones');
    const stranger = await k.account();
    const [theirPhone] = await phonesIn(stranger, 'US');
    const theirs = await phoneGroupOf(stranger, [theirPhone!]);
    k.refused(await setGroupProxy(owner, theirs, proxy), 'GROUP_NOT_FOUND', translate('groups.notFound', ZH));
    k.refused(await setGroupProxy(owner, theirs, null), 'GROUP_NOT_FOUND', translate('groups.notFound', ZH));
    expect(await boundTo([theirPhone!])).toEqual([null]);
  });
});

describe('phone rows', () => {
  it('show the proxy host and country to anyone who sees the phone, its id to the owner only, never credentials', async () => {
    const [id] = await phonesIn(owner, 'US');
    const viewer = await k.account();
    await sharePhoneFor(t, { phoneId: id!, ownerId: owner.id, granteeId: viewer.id, accreditType: ACCREDIT_VIEW });
    const proxy = await proxyWith(owner, LOS_ANGELES, { host: '127.0.0.21', account: 'acct-visible', password: 'Pw!never-shown' });
    await setProxy(owner, [id!], proxy);

    const mine = await listOf(owner);
    expect(mine.rows.find((r) => r.id === id)).toMatchObject({ proxyId: proxy, proxyHost: '127.0.0.21', proxyCountry: '美国' });
    const shared = await listOf(viewer);
    expect(shared.rows.find((r) => r.id === id)).toMatchObject({ proxyId: null, proxyHost: '127.0.0.21', proxyCountry: '美国' });
    for (const { text } of [mine, shared]) {
      expect(text).not.toContain('Pw!never-shown');
      expect(text).not.toContain('acct-visible');
    }

    await setProxy(owner, [id!], null);
    expect((await listOf(owner)).rows.find((r) => r.id === id)).toMatchObject({ proxyId: null, proxyHost: null, proxyCountry: null });
  });

  it('show no proxy once it is deleted: its phones are unbound and their devices back on their own line', async () => {
    const [a, b] = await phonesIn(owner, 'US', 2);
    const proxy = await proxyWith(owner, LOS_ANGELES);
    await setProxy(owner, [a!, b!], proxy);
    const res = await k.post<ProxyDeleteResult>(P.deleteBatch, owner, { ids: [proxy] });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.unboundPhones).toBe(2);
    expect(await boundTo([a!, b!])).toEqual([null, null]);
    expect((await listOf(owner)).rows.find((r) => r.id === a)).toMatchObject({ proxyId: null, proxyHost: null });
    expect((await deviceState(a!)).network).toBeNull();
    expect((await deviceState(b!)).egress.country).toBe('US');
    expect((await deviceState(b!)).egress.ip).toBe(ownIp(await owlOf(t, b!)));
  });
});
