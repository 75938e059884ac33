import { PHONE_STATUS, type OperationResults, type PageResult, type PhoneRow } from '@cloudphone/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, phoneAccredits, phoneOperations, phones } from '../src/db/schema.js';
import { createHarness, type Harness } from './harness.js';
import { bearer, makeMember, signIn } from './members.js';
import { elapse, rentPhones } from './rented-phones.js';

let t: Harness;
let alice: { id: number; token: string };
let bob: { id: number; token: string };
const MIN = 60_000;

async function member() {
  const m = await makeMember(t.deps.db);
  return { id: m.id, token: (await signIn(t, m.phone)).accessToken };
}

beforeAll(async () => {
  // Simulated operations take minutes of fake time; sessions must outlast them.
  t = await createHarness({ ACCESS_TOKEN_TTL_S: String(30 * 86_400) });
  alice = await member();
  bob = await member();
});
afterAll(() => t.close());

const post = <T>(url: string, payload: object, token = alice.token, lang = 'zh-CN') =>
  t.call<T>({ method: 'POST', url: `/app-api${url}`, payload, headers: { ...bearer(token), 'accept-language': lang } });
const page = (body: object, token = alice.token) => post<PageResult<PhoneRow>>('/trade/phone/app-page', body, token);
const op = (url: string, payload: object, token = alice.token, lang = 'zh-CN') => post<OperationResults>(url, payload, token, lang);
const statusOf = async (phoneId: number) =>
  (
    await t.deps.db
      .select({ s: devices.status })
      .from(phones)
      .innerJoin(devices, eq(devices.id, phones.deviceId))
      .where(eq(phones.id, phoneId))
  )[0]!.s;

describe('phone list', () => {
  let ids: number[];
  beforeAll(async () => {
    ids = await rentPhones(t, alice.id, 6, { alias: (i) => ['游戏1', '游戏2', 'work', 'shop', 'alpha', 'beta'][i]! });
    await t.deps.db
      .update(phones)
      .set({ expireTime: new Date(t.clock.now().getTime() + 3600_000) })
      .where(eq(phones.id, ids[5]!));
  });

  it('lists the member’s phones with every field, expiring soonest first', async () => {
    const res = await page({ pageNo: 1, pageSize: 20 });
    expect(res.code).toBe(0);
    expect(res.data.total).toBe(6);
    const first = res.data.list[0]!;
    expect(first.id).toBe(ids[5]);
    expect(first).toMatchObject({
      status: 1,
      powerOn: true,
      expiringSoon: true,
      androidVersion: '10',
      chip: 'Orion865',
      tags: [],
      authorized: false,
    });
    expect(first.remainingSeconds).toBe(3600);
    expect(first.owlId).toMatch(/^CP[0-9A-F]{10}$/);
  });

  it('searches one term fuzzily and a batch exactly, by ID or alias', async () => {
    expect((await page({ keyword: '游戏' })).data.list.map((p) => p.alias).sort()).toEqual(['游戏1', '游戏2']);
    const owl = (await page({})).data.list.find((p) => p.alias === 'work')!.owlId;
    expect((await page({ keyword: `${owl.toLowerCase()}, shop\nalpha` })).data.list.map((p) => p.alias).sort()).toEqual([
      'alpha',
      'shop',
      'work',
    ]);
    expect((await page({ keyword: '%' })).data.total).toBe(0);
  });

  it('filters by status and expiry, sorts by name or newest, and pages', async () => {
    expect((await page({ expiringSoon: true })).data.list.map((p) => p.id)).toEqual([ids[5]]);
    expect((await page({ status: PHONE_STATUS.resetting })).data.total).toBe(0);
    expect((await page({ sortType: 2 })).data.list.map((p) => p.alias)).toEqual(['alpha', 'beta', 'shop', 'work', '游戏1', '游戏2']);
    expect((await page({ sortType: 3 })).data.list[0]!.id).toBe(ids[5]);
    const second = await page({ pageNo: 2, pageSize: 4 });
    expect(second.data).toMatchObject({ total: 6 });
    expect(second.data.list).toHaveLength(2);
  });

  it('shows phones shared with the member, marked, and filters shared or not', async () => {
    await t.deps.db.insert(phoneAccredits).values({
      phoneId: ids[0]!,
      ownerId: alice.id,
      granteeId: bob.id,
      accreditType: 1,
      expireTime: new Date(t.clock.now().getTime() + 86_400_000),
    });
    const bobs = await page({}, bob.token);
    expect(bobs.data.list).toHaveLength(1);
    expect(bobs.data.list[0]).toMatchObject({ id: ids[0], authorized: true, accreditType: 1, groupId: null });
    expect((await page({ authorized: true })).data.list.map((p) => p.id)).toEqual([ids[0]]);
    expect((await page({ authorized: false })).data.total).toBe(5);
  });

  it('rejects bad filters with a translated message', async () => {
    expect(await page({ pageSize: 501 })).toMatchObject({ status: 400 });
    expect(await page({ sortType: 9 }, alice.token)).toMatchObject({ status: 400, msg: '请求参数不正确' });
    expect((await t.call({ method: 'POST', url: '/app-api/trade/phone/app-page', payload: {} })).status).toBe(401);
  });
});

describe('rename', () => {
  it('renames the owner’s phone and refuses bad names and other members', async () => {
    const [id] = await rentPhones(t, alice.id, 1);
    expect(await post('/trade/phone/update-alias', { phoneId: id, alias: '我的云手机' })).toMatchObject({ code: 0, data: true });
    expect(await post('/trade/phone/update-alias', { phoneId: id, alias: '' })).toMatchObject({ status: 400, msg: '请输入云机名称' });
    expect(await post('/trade/phone/update-alias', { phoneId: id, alias: '12345678901' }, alice.token, 'en-US')).toMatchObject({
      status: 400,
      msg: 'The phone name can be at most 10 characters',
    });
    expect(await post('/trade/phone/update-alias', { phoneId: id, alias: 'mine' }, bob.token)).toMatchObject({
      status: 404,
      msg: '云手机不存在',
    });
    const [row] = await t.deps.db.select({ alias: phones.alias }).from(phones).where(eq(phones.id, id!));
    expect(row!.alias).toBe('我的云手机');
  });
});

describe('operations', () => {
  it('reboots: restarting until the device says it is done, then running, recorded in the history', async () => {
    const [id] = await rentPhones(t, alice.id, 1);
    const res = await op('/infra/cacloud/reboot-instance', { phoneIds: [id] });
    expect(res.data.results).toEqual([{ phoneId: id, ok: true, msg: '操作成功' }]);
    expect(await statusOf(id!)).toBe(PHONE_STATUS.restarting);
    const again = await op('/infra/cacloud/reboot-instance', { phoneIds: [id] }, alice.token, 'en-US');
    expect(again.data.results[0]).toEqual({ phoneId: id, ok: false, msg: 'Phone status restarting, try later' });
    await elapse(t, 5 * MIN);
    expect(await statusOf(id!)).toBe(PHONE_STATUS.running);
    const history = await t.call<Array<{ kind: string; state: string }>>({
      method: 'GET',
      url: `/app-api/trade/phone/operations?phoneId=${id}`,
      headers: bearer(alice.token),
    });
    expect(history.data[0]).toMatchObject({ kind: 'reboot', state: 'succeeded' });
    expect((await t.call({ method: 'GET', url: `/app-api/trade/phone/operations?phoneId=${id}`, headers: bearer(bob.token) })).status).toBe(
      404,
    );
  });

  it('answers a result per phone, as if another member’s phone did not exist', async () => {
    const [mine] = await rentPhones(t, alice.id, 1);
    const [theirs] = await rentPhones(t, bob.id, 1);
    const res = await op('/trade/phone/reset-batch', { phoneIds: [mine, theirs, 999_999] });
    expect(res.data.results.map((r) => [r.ok, r.msg])).toEqual([
      [true, '操作成功'],
      [false, '云手机不存在'],
      [false, '云手机不存在'],
    ]);
    expect(await statusOf(theirs!)).toBe(PHONE_STATUS.running);
  });

  it('refuses batches over 30 or empty, changing nothing', async () => {
    const ids = Array.from({ length: 31 }, (_, i) => i + 1);
    expect(await op('/infra/cacloud/reboot-instance', { phoneIds: ids })).toMatchObject({ status: 400, msg: '最多选择 30 台云手机' });
    expect(await op('/infra/cacloud/reboot-instance', { phoneIds: [] }, alice.token, 'en-US')).toMatchObject({
      status: 400,
      msg: 'Please tick phones',
    });
    const [{ n }] = (await t.deps.db.select({ n: count() }).from(phoneOperations).where(eq(phoneOperations.memberId, alice.id))) as [
      { n: number },
    ];
    expect(await op('/infra/cacloud/reboot-instance', { phoneIds: 'x' })).toMatchObject({ status: 400 });
    expect((await t.deps.db.select({ n: count() }).from(phoneOperations).where(eq(phoneOperations.memberId, alice.id)))[0]!.n).toBe(n);
  });

  it('refuses a batch reboot that includes a phone shared with the member, and view-only operations', async () => {
    const [own] = await rentPhones(t, bob.id, 1);
    const [shared] = await rentPhones(t, alice.id, 1);
    await t.deps.db.insert(phoneAccredits).values({
      phoneId: shared!,
      ownerId: alice.id,
      granteeId: bob.id,
      accreditType: 2,
      expireTime: new Date(t.clock.now().getTime() + 86_400_000),
    });
    expect(await op('/infra/cacloud/reboot-instance', { phoneIds: [own, shared] }, bob.token)).toMatchObject({
      status: 400,
      msg: '所选设备中包含不能进行该操作的云机',
    });
    expect(await statusOf(own!)).toBe(PHONE_STATUS.running);
    // Alone, an operable grant may reboot.
    expect((await op('/infra/cacloud/reboot-instance', { phoneIds: [shared] }, bob.token)).data.results[0]!.ok).toBe(true);
    await elapse(t, 5 * MIN);
    await t.deps.db.update(phoneAccredits).set({ accreditType: 1 }).where(eq(phoneAccredits.phoneId, shared!));
    expect((await op('/trade/phone/reset-batch', { phoneIds: [shared] }, bob.token)).data.results[0]!.msg).toBe(
      '该云机仅授权查看，无法操作',
    );
  });

  it('offers retry or entering directly after a failed reset', async () => {
    const [id] = await rentPhones(t, alice.id, 1);
    const { owlId } = (
      await t.deps.db
        .select({ owlId: devices.owlId })
        .from(phones)
        .innerJoin(devices, eq(devices.id, phones.deviceId))
        .where(eq(phones.id, id!))
    )[0]!;
    await t.deps.driver.inject(owlId, { kind: 'fail-next', operation: 'reset' });
    await op('/trade/phone/reset-batch', { phoneIds: [id] });
    await elapse(t, 10 * MIN);
    expect(await statusOf(id!)).toBe(PHONE_STATUS.resetFailed);
    expect((await op('/trade/phone/check', { phoneIds: [id] })).data.results[0]).toMatchObject({
      ok: false,
      msg: '云机状态重置失败，请稍后再试',
    });
    await op('/trade/phone/reset-batch', { phoneIds: [id] });
    await elapse(t, 10 * MIN);
    expect(await statusOf(id!)).toBe(PHONE_STATUS.running);
    // Entering directly only makes sense from a failed state.
    expect((await op('/trade/phone/updPhoneStateRunning', { phoneIds: [id] })).data.results[0]!.ok).toBe(false);
    await t.deps.driver.inject(owlId, { kind: 'fail-next', operation: 'reboot' });
    await op('/infra/cacloud/reboot-instance', { phoneIds: [id] });
    await elapse(t, 5 * MIN);
    expect((await op('/trade/phone/updPhoneStateRunning', { phoneIds: [id] })).data.results[0]!.ok).toBe(true);
    expect(await statusOf(id!)).toBe(PHONE_STATUS.running);
  });

  it('powers off and on', async () => {
    const [id] = await rentPhones(t, alice.id, 1);
    await op('/infra/cacloud/shutDownInstanceAsync', { phoneIds: [id] });
    const [row] = await t.deps.db
      .select({ on: devices.powerOn })
      .from(phones)
      .innerJoin(devices, eq(devices.id, phones.deviceId))
      .where(eq(phones.id, id!));
    expect(row!.on).toBe(false);
    await op('/infra/cacloud/powerOnInstanceAsync', { phoneIds: [id] });
    expect(
      ((await op('/trade/phone-bound/query-status', { phoneIds: [id] })) as unknown as { data: { list: unknown[] } }).data.list,
    ).toEqual([{ phoneId: id, status: 1, powerOn: true }]);
  });
});

const owlOf = async (phoneId: number) =>
  (
    await t.deps.db
      .select({ owlId: devices.owlId })
      .from(phones)
      .innerJoin(devices, eq(devices.id, phones.deviceId))
      .where(eq(phones.id, phoneId))
  )[0]!.owlId;

describe('replacing a phone', () => {
  it('without migrating: a new machine at once, the old one wiped back into the fleet', async () => {
    const [id] = await rentPhones(t, alice.id, 1);
    const before = await owlOf(id!);
    expect(await op('/trade/phone/replace', { phoneIds: [id] })).toMatchObject({ status: 400, msg: '请选择是否迁移数据' });
    expect((await op('/trade/phone/replace', { phoneIds: [id], migrate: false })).data.results[0]!.ok).toBe(true);
    const after = await owlOf(id!);
    expect(after).not.toBe(before);
    expect(await statusOf(id!)).toBe(PHONE_STATUS.running);
    expect((await t.deps.driver.get(before))!.status).toBe(PHONE_STATUS.resetting);
  });

  it('migrating: backup, then a new machine restores it; the old one is reset', async () => {
    const [id] = await rentPhones(t, alice.id, 1);
    const before = await owlOf(id!);
    expect((await op('/trade/phone/replace-batch', { phoneIds: [id], migrate: true })).data.results[0]!.ok).toBe(true);
    expect(await statusOf(id!)).toBe(PHONE_STATUS.backingUp);
    await elapse(t, 10 * MIN);
    expect(await owlOf(id!)).not.toBe(before);
    expect(await statusOf(id!)).toBe(PHONE_STATUS.migrating);
    await elapse(t, 10 * MIN);
    expect(await statusOf(id!)).toBe(PHONE_STATUS.running);
    const [last] = await t.deps.db.select().from(phoneOperations).where(eq(phoneOperations.phoneId, id!));
    expect(last).toMatchObject({ kind: 'replace', state: 'succeeded' });
  });

  it('after a failed backup, switches to a new machine without migrating', async () => {
    const [id] = await rentPhones(t, alice.id, 1);
    await t.deps.driver.inject(await owlOf(id!), { kind: 'fail-next', operation: 'backup' });
    await op('/trade/phone/replace', { phoneIds: [id], migrate: true });
    await elapse(t, 10 * MIN);
    expect(await statusOf(id!)).toBe(PHONE_STATUS.backupFailed);
    expect((await op('/trade/phone/replace', { phoneIds: [id], migrate: false })).data.results[0]!.ok).toBe(true);
    expect(await statusOf(id!)).toBe(PHONE_STATUS.running);
  });

  it('after a failed migration, retries it from the backup', async () => {
    const [id] = await rentPhones(t, alice.id, 1);
    await op('/trade/phone/replace', { phoneIds: [id], migrate: true });
    await elapse(t, 10 * MIN);
    await t.deps.driver.inject(await owlOf(id!), { kind: 'fail-next', operation: 'migrate' });
    await elapse(t, 10 * MIN);
    expect(await statusOf(id!)).toBe(PHONE_STATUS.migrationFailed);
    expect((await op('/trade/phone-bound/retry-migrate', { phoneIds: [id] })).data.results[0]!.ok).toBe(true);
    expect(await statusOf(id!)).toBe(PHONE_STATUS.migrating);
    await elapse(t, 10 * MIN);
    expect(await statusOf(id!)).toBe(PHONE_STATUS.running);
  });
});

describe('one-click new machine', () => {
  it('takes exactly 30 free uses a month under 20 concurrent batches, one per phone', async () => {
    const carol = await member();
    const ids = await rentPhones(t, carol.id, 40);
    const batches = Array.from({ length: 20 }, (_, i) => [ids[(i * 2) % 40]!, ids[(i * 2 + 1) % 40]!]);
    const answers = await Promise.all(batches.map((phoneIds) => op('/infra/renew/renew', { phoneIds }, carol.token)));
    const results = answers.flatMap((a) => a.data.results);
    expect(results.filter((r) => r.ok)).toHaveLength(30);
    expect(results.filter((r) => !r.ok).every((r) => r.msg === '本月免费一键新机次数已用完')).toBe(true);
    const quota = await t.call<{ used: number; remaining: number }>({
      method: 'GET',
      url: '/app-api/infra/renew-redesign/query-renew-times',
      headers: bearer(carol.token),
    });
    expect(quota.data).toMatchObject({ used: 30, remaining: 0 });
    const initializing = await t.deps.db
      .select({ n: count() })
      .from(phones)
      .innerJoin(devices, eq(devices.id, phones.deviceId))
      .where(eq(devices.status, PHONE_STATUS.initializing));
    expect(initializing[0]!.n).toBeGreaterThanOrEqual(30);
  });

  it('reports other images as unsupported without taking a use', async () => {
    const dave = await member();
    const [old] = await rentPhones(t, dave.id, 1, { android: '12', chip: 'SD888' });
    expect((await op('/infra/renew/renew', { phoneIds: [old] }, dave.token)).data.results[0]).toMatchObject({
      ok: false,
      msg: '仅支持安卓 10 (Orion865) 的云机',
    });
    const quota = await t.call<{ used: number }>({
      method: 'GET',
      url: '/app-api/infra/renew-redesign/query-renew-times',
      headers: bearer(dave.token),
    });
    expect(quota.data.used).toBe(0);
  });
});

describe('customization and the catalogue', () => {
  it('customises brand, model, place and density', async () => {
    const [id] = await rentPhones(t, alice.id, 1);
    const models = await t.call<Array<{ brand: string; model: string }>>({
      method: 'GET',
      url: '/app-api/infra/model-library/list',
      headers: bearer(alice.token),
    });
    const cities = await t.call<Array<{ id: number; timeZone: string }>>({
      method: 'GET',
      url: '/app-api/infra/renew-redesign/cities/4',
      headers: bearer(alice.token),
    });
    const pick = models.data[0]!;
    const res = await op('/infra/renew-redesign/renew', {
      phoneIds: [id],
      brand: pick.brand,
      model: pick.model,
      countryId: 4,
      cityId: cities.data[0]!.id,
      dpi: 480,
    });
    expect(res.data.results[0]!.ok).toBe(true);
    const row = (await page({ keyword: await owlOf(id!) })).data.list[0]!;
    expect(row).toMatchObject({ brand: pick.brand, model: pick.model, country: 'JP', city: 'Tokyo', timeZone: 'Asia/Tokyo', dpi: 480 });
    expect(
      await op('/infra/renew-redesign/renew', { phoneIds: [id], brand: 'x', model: 'y', countryId: 4, cityId: 1, serialNumber: '!' }),
    ).toMatchObject({
      status: 400,
      msg: '序列号为 6-20 位字母或数字',
    });
    expect((await op('/infra/density/setDensity', { phoneIds: [id], dpi: 320 })).data.results[0]!.ok).toBe(true);
  });
});

describe('expiry and the recycle bin', () => {
  it('stops an expired phone, keeps it in the recycle bin through the grace period, then releases it', async () => {
    const erin = await member();
    const [id] = await rentPhones(t, erin.id, 1, { days: 1 });
    const owl = await owlOf(id!);
    await elapse(t, 86_400_000 + 1000);
    expect(await t.deps.expiry.sweep()).toMatchObject({ recycled: expect.any(Number) });
    expect((await page({}, erin.token)).data.total).toBe(0);
    const bin = await t.call<PageResult<{ id: number; releaseTime: number }>>({
      method: 'GET',
      url: '/app-api/trade/phone/recycle-page',
      headers: bearer(erin.token),
    });
    expect(bin.data.list.map((p) => p.id)).toEqual([id]);
    expect((await t.deps.driver.get(owl))!.powerOn).toBe(false);
    await elapse(t, 7 * 86_400_000);
    await t.deps.expiry.sweep();
    const empty = await t.call<PageResult<unknown>>({
      method: 'GET',
      url: '/app-api/trade/phone/recycle-page',
      headers: bearer(erin.token),
    });
    expect(empty.data.total).toBe(0);
    expect((await t.deps.driver.get(owl))!.status).toBe(PHONE_STATUS.resetting);
  });
});

describe('trial phone', () => {
  it('gives a new member one trial phone, once', async () => {
    const fay = await member();
    const first = await post<{ phoneId: number }>('/trade/phone/distribute-for-new-member', {}, fay.token);
    expect(first.code).toBe(0);
    expect((await page({}, fay.token)).data.list).toMatchObject([{ id: first.data.phoneId, padType: 2 }]);
    const again = await Promise.all([0, 1, 2].map(() => post('/trade/phone/distribute-for-new-member', {}, fay.token)));
    expect(again.map((a) => a.msg)).toEqual(['已领取过试用云机', '已领取过试用云机', '已领取过试用云机']);
    expect((await page({}, fay.token)).data.total).toBe(1);
  });
});

describe('control plane', () => {
  it('repairs drift from the driver: a status changed while nobody listened', async () => {
    const [id] = await rentPhones(t, alice.id, 1);
    const owl = await owlOf(id!);
    await t.deps.db.update(devices).set({ status: PHONE_STATUS.resetting, version: 0 }).where(eq(devices.owlId, owl));
    expect(await statusOf(id!)).toBe(PHONE_STATUS.resetting);
    await t.deps.reconciler.sync();
    expect(await statusOf(id!)).toBe(PHONE_STATUS.running);
  });
});

describe('scoping', () => {
  const batchEndpoints: Array<[string, object]> = [
    ['/infra/cacloud/reboot-instance', {}],
    ['/trade/phone/reset-batch', {}],
    ['/infra/cacloud/powerOnInstanceAsync', {}],
    ['/infra/cacloud/shutDownInstanceAsync', {}],
    ['/infra/cacloud/start', {}],
    ['/infra/cacloud/stop', {}],
    ['/trade/phone/check', {}],
    ['/trade/phone/updPhoneStateRunning', {}],
    ['/trade/phone/check-replace', {}],
    ['/trade/phone-bound/retry-migrate', {}],
    ['/infra/renew/renew', {}],
    ['/infra/file/clear-phone-files', {}],
    ['/infra/file/return-home', {}],
    ['/trade/phone/replace', { migrate: false }],
    ['/trade/phone/replace-batch', { migrate: true }],
    ['/infra/density/setDensity', { dpi: 240 }],
    ['/infra/renew-redesign/renew', { brand: 'Google', model: 'Pixel 5', countryId: 3, cityId: 301 }],
  ];

  it.each(batchEndpoints)('%s answers another member’s phone as not found and leaves it alone', async (url, extra) => {
    const [victim] = await rentPhones(t, alice.id, 1);
    const owl = await owlOf(victim!);
    const before = await t.deps.driver.get(owl);
    const res = await op(url, { phoneIds: [victim], ...extra }, bob.token);
    expect(res.data.results).toEqual([{ phoneId: victim, ok: false, msg: '云手机不存在' }]);
    expect(await owlOf(victim!)).toBe(owl);
    expect((await t.deps.driver.get(owl))!.version).toBe(before!.version);
    const [{ n }] = (await t.deps.db.select({ n: count() }).from(phoneOperations).where(eq(phoneOperations.phoneId, victim!))) as [
      { n: number },
    ];
    expect(n).toBe(0);
  });

  it('keeps query-status, history and rename to the phones the member can see', async () => {
    const [victim] = await rentPhones(t, alice.id, 1);
    expect((await post<{ list: unknown[] }>('/trade/phone-bound/query-status', { phoneIds: [victim] }, bob.token)).data.list).toEqual([]);
    expect(
      (await t.call({ method: 'GET', url: `/app-api/trade/phone/operations?phoneId=${victim}`, headers: bearer(bob.token) })).status,
    ).toBe(404);
    expect((await page({ keyword: await owlOf(victim!) }, bob.token)).data.total).toBe(0);
  });
});
