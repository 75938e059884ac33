import { PROXY_DETECT_STATUS, PROXY_PASSWORD_MASK, type PageResult, type ProxyRow } from '@cloudphone/contract';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { phones, proxies } from '../../src/db/schema.js';
import { createProxyCrypto } from '../../src/modules/proxies/proxy-crypto.js';
import { givePhones } from '../kit/phones-fixture.js';
import { type Account, EN, k, P, t, useProxiesSuite, ZH } from './manage-kit.js';

const DAY = 86_400_000;
let owner: Account;
let groupId: number;

useProxiesSuite({ ACCESS_TOKEN_TTL_S: String(365 * 86_400) });
beforeAll(async () => {
  owner = await k.account();
  groupId = await k.group(owner, 'main');
});

const crypto = () => createProxyCrypto(t.config.APP_SECRET!);
const getRow = async (id: number, who = owner) => {
  const res = await k.get<ProxyRow>(P.get, who, { id });
  expect(res.code, res.msg).toBe(0);
  return res.data;
};

describe('adding a proxy', () => {
  it('stores it with the credentials sealed and answers it with the password masked', async () => {
    const expireTime = t.clock.now().getTime() + 10 * DAY;
    const form = k.form(groupId, {
      protocol: 'HTTP',
      host: '127.0.0.9',
      port: 8080,
      account: 'ac:c@1',
      password: 'p{a}ss|word',
      remark: ' home ',
      expireTime,
    });
    const res = await k.post<number>(P.create, owner, form);
    expect(res.code, res.msg).toBe(0);
    const row = await getRow(res.data);
    expect(row).toEqual({
      id: res.data,
      protocol: 'HTTP',
      host: '127.0.0.9',
      port: 8080,
      account: 'ac:c@1',
      password: PROXY_PASSWORD_MASK,
      groupId,
      groupName: 'main',
      remark: 'home',
      expireTime,
      outboundIp: null,
      country: null,
      region: null,
      city: null,
      timeZone: null,
      longitude: null,
      latitude: null,
      detectTime: null,
      detectStatus: PROXY_DETECT_STATUS.never,
      bindCount: 0,
      createTime: t.clock.now().getTime(),
    });
    const [stored] = await k.stored([res.data]);
    expect(stored!.account).toBe('ac:c@1');
    expect(stored!.credentials).not.toContain('p{a}ss|word');
    expect(crypto().open(stored!.credentials)).toEqual({ account: 'ac:c@1', password: 'p{a}ss|word' });
    expect(stored!.fingerprint).toBe(crypto().fingerprint({ host: '127.0.0.9', port: 8080, account: 'ac:c@1', password: 'p{a}ss|word' }));
    const page = await k.get<PageResult<ProxyRow>>(P.page, owner, { pageSize: 100 });
    expect(JSON.stringify(page.data)).not.toContain('p{a}ss|word');
  });

  it('refuses the spec’s mistakes in both languages, adding nothing', async () => {
    const stranger = await k.account();
    const theirGroup = await k.group(stranger);
    const before = await k.rows();
    const cases: Array<[object, string, string]> = [
      [{ host: '256.1.1.1' }, '请输入正确的IPv4', 'Please enter a valid IPv4'],
      [{ host: 'example.com' }, '请输入正确的IPv4', 'Please enter a valid IPv4'],
      [{ host: '' }, '请输入IP', 'Please enter IP'],
      [{ port: undefined }, '请输入端口', 'Please enter port'],
      [{ port: 70000 }, '端口为 1-65535 的整数', 'The port is a whole number from 1 to 65535'],
      [{ account: undefined }, '请输入账号', 'Please enter account'],
      [{ password: '' }, '请输入密码', 'Please enter password'],
      [
        { password: 'pass word' },
        '账号和密码只能包含字母、数字和 !@#$%^&*();:.,/~+-_?<>[]=|{}',
        'Account and password may contain only letters, digits and !@#$%^&*();:.,/~+-_?<>[]=|{}',
      ],
      [{ groupId: undefined }, '请选择分组', 'Please select group'],
    ];
    for (const [over, zh, en] of cases) {
      k.invalid(await k.post(P.create, owner, k.form(groupId, over as never), ZH), zh);
      k.invalid(await k.post(P.create, owner, k.form(groupId, over as never), EN), en);
    }
    const past = t.clock.now().getTime() - 1;
    k.refused(await k.post(P.create, owner, k.form(groupId, { expireTime: past })), 'PROXY_EXPIRE_PAST', '不能选择当前时间之前的时间');
    k.refused(
      await k.post(P.create, owner, k.form(groupId, { expireTime: past }), EN),
      'PROXY_EXPIRE_PAST',
      'Cannot select a time before now',
    );
    k.refused(await k.post(P.create, owner, k.form(theirGroup), EN), 'PROXY_GROUP_NOT_FOUND', 'This proxy group does not exist');
    k.refused(await k.post(P.create, owner, k.form(theirGroup)), 'PROXY_GROUP_NOT_FOUND', '代理分组不存在');
    expect(await k.rows()).toEqual(before);
  });

  it('takes no expiry (never expires) and an expiry of now', async () => {
    const never = await k.proxy(owner, groupId, { expireTime: null });
    expect((await getRow(never)).expireTime).toBeNull();
    const now = t.clock.now().getTime();
    expect((await getRow(await k.proxy(owner, groupId, { expireTime: now }))).expireTime).toBe(now);
  });
});

describe('reading proxies', () => {
  it('answers another member’s proxy as not found, in both languages', async () => {
    const stranger = await k.account();
    const theirs = await k.proxy(stranger, await k.group(stranger));
    k.refused(await k.get(P.get, owner, { id: theirs }), 'PROXY_NOT_FOUND', '代理不存在');
    k.refused(await k.get(P.get, owner, { id: theirs }, EN), 'PROXY_NOT_FOUND', 'This proxy does not exist');
    k.refused(await k.get(P.get, owner, { id: 999_999_999 }, EN), 'PROXY_NOT_FOUND', 'This proxy does not exist');
  });

  it('counts the member’s phones bound to it, outside the recycle bin', async () => {
    const id = await k.proxy(owner, groupId);
    const now = t.clock.now();
    const bound = [
      ...(await givePhones(t.deps.db, owner.id, 2, { now })),
      ...(await givePhones(t.deps.db, owner.id, 1, { now, recycledAt: now })),
    ];
    await givePhones(t.deps.db, owner.id, 1, { now });
    await t.deps.db.update(phones).set({ proxyId: id }).where(inArray(phones.id, bound));
    expect((await getRow(id)).bindCount).toBe(2);
  });

  it('pages the member’s proxies newest first, filtered by group, host prefix, country and detection state', async () => {
    const who = await k.account();
    const [a, b] = [await k.group(who, 'a'), await k.group(who, 'b')];
    const ids: number[] = [];
    for (const [group, host] of [
      [a, '10.0.0.1'],
      [a, '10.0.1.1'],
      [b, '10.1.0.1'],
      [b, '192.168.0.1'],
      [a, '10.0.0.2'],
    ] as const) {
      ids.push(await k.proxy(who, group, { host }));
      t.clock.advance(1000);
    }
    const stranger = await k.account();
    await k.proxy(stranger, await k.group(stranger), { host: '10.0.0.1' });
    await t.deps.db
      .update(proxies)
      .set({ country: 'Japan', detectStatus: PROXY_DETECT_STATUS.available })
      .where(inArray(proxies.id, [ids[0]!, ids[2]!]));
    await t.deps.db.update(proxies).set({ detectStatus: PROXY_DETECT_STATUS.failed }).where(eq(proxies.id, ids[3]!));
    const page = async (q: Record<string, unknown>) => {
      const res = await k.get<PageResult<ProxyRow>>(P.page, who, q);
      expect(res.code, res.msg).toBe(0);
      return { ids: res.data.list.map((r) => r.id), total: res.data.total };
    };
    const [p1, p2, p3, p4, p5] = ids;
    expect(await page({})).toEqual({ ids: [p5, p4, p3, p2, p1], total: 5 });
    expect(await page({ pageNo: 2, pageSize: 2 })).toEqual({ ids: [p3, p2], total: 5 });
    expect(await page({ pageNo: 4, pageSize: 2 })).toEqual({ ids: [], total: 5 });
    expect(await page({ groupId: a })).toEqual({ ids: [p5, p2, p1], total: 3 });
    expect(await page({ host: '10.0.' })).toEqual({ ids: [p5, p2, p1], total: 3 });
    expect(await page({ host: '10.0.0' })).toEqual({ ids: [p5, p1], total: 2 });
    expect(await page({ host: '10_0' })).toEqual({ ids: [], total: 0 });
    expect(await page({ country: 'Japan' })).toEqual({ ids: [p3, p1], total: 2 });
    expect(await page({ country: 'Japan', groupId: b })).toEqual({ ids: [p3], total: 1 });
    expect(await page({ detectStatus: PROXY_DETECT_STATUS.never })).toEqual({ ids: [p5, p2], total: 2 });
    expect(await page({ detectStatus: PROXY_DETECT_STATUS.failed })).toEqual({ ids: [p4], total: 1 });
    // Another member's group filters to nothing rather than showing its proxies.
    expect(await page({ groupId: (await k.stored([ids[0]!]))[0]!.groupId + 1000 })).toEqual({ ids: [], total: 0 });
    k.invalid(await k.get(P.page, who, { detectStatus: 7 }, EN), 'The request parameters are invalid');
  });
});

describe('editing a proxy', () => {
  it('rewrites it, keeping the stored password when none is sent, and clears detection when the address changes', async () => {
    const id = await k.proxy(owner, groupId, { password: 'Old#pass', remark: 'r1' });
    await t.deps.db
      .update(proxies)
      .set({ country: 'China', outboundIp: '1.2.3.4', detectStatus: 1, detectTime: t.clock.now() })
      .where(eq(proxies.id, id));
    const other = await k.group(owner);
    const update = (over: object, lang = ZH) => k.post(P.update, owner, { ...k.form(groupId), id, ...over }, lang);

    // Only the remark and group: the detection stays, the password too.
    expect((await update({ password: '', remark: 'r2', groupId: other })).code).toBe(0);
    let row = await getRow(id);
    expect([row.remark, row.groupId, row.country, row.detectStatus, row.password]).toEqual(['r2', other, 'China', 1, PROXY_PASSWORD_MASK]);
    expect(crypto().open((await k.stored([id]))[0]!.credentials).password).toBe('Old#pass');

    // New host: the password is still the old one (absent), the detection is cleared.
    expect((await update({ password: undefined, host: '127.0.0.2', remark: undefined })).code).toBe(0);
    row = await getRow(id);
    expect([row.host, row.remark, row.country, row.outboundIp, row.detectStatus, row.detectTime]).toEqual([
      '127.0.0.2',
      'r2',
      null,
      null,
      0,
      null,
    ]);
    let [stored] = await k.stored([id]);
    expect(crypto().open(stored!.credentials)).toEqual({ account: 'user1', password: 'Old#pass' });
    expect(stored!.fingerprint).toBe(crypto().fingerprint({ host: '127.0.0.2', port: 1080, account: 'user1', password: 'Old#pass' }));

    // A new password and account.
    expect((await update({ host: '127.0.0.2', account: 'user2', password: 'New#pass', protocol: 'HTTPS' })).code).toBe(0);
    [stored] = await k.stored([id]);
    expect(crypto().open(stored!.credentials)).toEqual({ account: 'user2', password: 'New#pass' });
    expect([stored!.account, stored!.protocol]).toEqual(['user2', 'HTTPS']);
  });

  it('refuses an expiry before now unless it is the one already stored, and clears it with null', async () => {
    const expireTime = t.clock.now().getTime() + DAY;
    const id = await k.proxy(owner, groupId, { expireTime });
    const update = (over: object, lang = ZH) => k.post(P.update, owner, { ...k.form(groupId), id, ...over }, lang);
    t.clock.advance(2 * DAY);
    const before = await k.rows();
    k.refused(await update({ expireTime: t.clock.now().getTime() - 1 }), 'PROXY_EXPIRE_PAST', '不能选择当前时间之前的时间');
    k.refused(await update({ expireTime: t.clock.now().getTime() - 1 }, EN), 'PROXY_EXPIRE_PAST', 'Cannot select a time before now');
    expect(await k.rows()).toEqual(before);
    // The expired proxy can still be edited as it is.
    expect((await update({ expireTime, remark: 'still' })).code).toBe(0);
    expect((await getRow(id)).remark).toBe('still');
    expect((await update({ expireTime: null })).code).toBe(0);
    expect((await getRow(id)).expireTime).toBeNull();
  });

  it('refuses another member’s proxy or group, changing nothing', async () => {
    const stranger = await k.account();
    const theirGroup = await k.group(stranger);
    const theirs = await k.proxy(stranger, theirGroup);
    const mine = await k.proxy(owner, groupId);
    const before = await k.rows();
    k.refused(await k.post(P.update, owner, { ...k.form(groupId), id: theirs }, EN), 'PROXY_NOT_FOUND', 'This proxy does not exist');
    k.refused(await k.post(P.update, owner, { ...k.form(groupId), id: theirs }), 'PROXY_NOT_FOUND', '代理不存在');
    k.refused(
      await k.post(P.update, owner, { ...k.form(theirGroup), id: mine }, EN),
      'PROXY_GROUP_NOT_FOUND',
      'This proxy group does not exist',
    );
    k.invalid(await k.post(P.update, owner, { ...k.form(groupId), id: mine, host: '1.2.3' }, EN), 'Please enter a valid IPv4');
    expect(await k.rows()).toEqual(before);
  });
});
