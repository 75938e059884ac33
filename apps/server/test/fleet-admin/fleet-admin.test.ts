import {
  PHONE_STATUS,
  type AdminPhoneRow,
  type DeviceHostRow,
  type OperationResults,
  type PageResult,
  type PhoneOperationEntry,
} from '@cloudphone/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, operateLogs, phoneConfigurations, phones } from '../../src/db/schema.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, makeMember, operatorToken, signIn } from '../kit/members.js';
import { givePhones } from '../kit/phones-fixture.js';
import { deviceOf, elapse, owlOf, rentPhones, statusOf } from '../kit/rented-phones.js';

let t: Harness;
let admin: string;
let finance: string;
let nobody: string;
beforeAll(async () => {
  t = await createHarness({ DEVICE_FAULTS: 'true' });
  [admin, finance, nobody] = await Promise.all([operatorToken(t), operatorToken(t, ['finance']), operatorToken(t, [])]);
});
afterAll(() => t.close());

const headers = (token: string, lang = 'zh-CN') => ({ ...bearer(token), 'accept-language': lang });
const get = <T>(url: string, token = admin, lang = 'zh-CN') => t.call<T>({ method: 'GET', url, headers: headers(token, lang) });
const send = <T>(method: 'POST' | 'PUT', url: string, payload: object, token = admin, lang = 'zh-CN') =>
  t.call<T>({ method, url, payload, headers: headers(token, lang) });
const page = (query: string, token = admin, lang = 'zh-CN') =>
  get<PageResult<AdminPhoneRow>>(`/admin-api/device/phone/page?${query}`, token, lang);
const maintenance = (payload: object, token = admin, lang = 'zh-CN') =>
  send<OperationResults>('PUT', '/admin-api/device/phone/maintenance', payload, token, lang);
const operate = (payload: object, token = admin, lang = 'zh-CN') =>
  send<OperationResults>('POST', '/admin-api/device/phone/operate', payload, token, lang);

/** The audit log's rows for a path, newest first. */
const audits = (path: string) => t.deps.db.select().from(operateLogs).where(eq(operateLogs.path, path)).orderBy(desc(operateLogs.id));
const auditCount = async () => (await t.deps.db.select({ n: count() }).from(operateLogs))[0]!.n;
const statuses = (ids: number[]) => Promise.all(ids.map((id) => statusOf(t, id)));

/** A member signed in, with phones rented through the simulator. */
async function ownerWith(n: number) {
  const m = await makeMember(t.deps.db);
  const token = (await signIn(t, m.phone)).accessToken;
  return { ...m, token, phoneIds: await rentPhones(t, m.id, n) };
}
const memberReboot = (token: string, phoneIds: number[]) =>
  send<OperationResults>('POST', '/app-api/infra/cacloud/reboot-instance', { phoneIds }, token);

describe('device hosts', () => {
  it('lists the in-process simulator with its health, no fixed capacity and the devices on it by status', async () => {
    const owner = await ownerWith(2);
    await maintenance({ ids: [owner.phoneIds[0]], on: true });
    const res = await get<DeviceHostRow[]>('/admin-api/device/host/list');
    expect(res.code, res.msg).toBe(0);
    const byStatus = await t.deps.db
      .select({ status: devices.status, n: count() })
      .from(devices)
      .where(eq(devices.driver, 'simulator'))
      .groupBy(devices.status);
    const used = byStatus.reduce((n, s) => n + s.n, 0);
    const [rented] = await t.deps.db
      .select({ n: count() })
      .from(phones)
      .innerJoin(devices, eq(devices.id, phones.deviceId))
      .where(eq(devices.driver, 'simulator'));
    expect(res.data).toEqual([
      {
        id: 'simulator',
        name: 'simulator',
        driver: 'simulator',
        address: null,
        online: true,
        problem: null,
        lastSeenTime: t.clock.now().getTime(),
        latencyMs: 0,
        capacity: null,
        used,
        rented: rented!.n,
        byStatus: expect.arrayContaining(byStatus.map((s) => ({ status: s.status, count: s.n }))),
        faultInjection: true,
      },
    ]);
    expect(res.data[0]!.byStatus).toHaveLength(byStatus.length);
    expect(res.data[0]!.byStatus).toContainEqual({ status: PHONE_STATUS.maintenance, count: expect.any(Number) });
    expect(used).toBeGreaterThanOrEqual(2);
  });

  it('is read by finance and refused, in the caller’s language, to an operator without device:host:query', async () => {
    expect((await get('/admin-api/device/host/list', finance)).status).toBe(200);
    expect(await get('/admin-api/device/host/list', nobody, 'en-US')).toMatchObject({
      status: 403,
      msg: 'Current operation has no permission',
    });
  });
});

describe('phones across members', () => {
  let a: { id: number; phone: string };
  let b: { id: number; phone: string };
  let aPhones: number[];
  let bPhones: number[];
  let configurationId: number;
  beforeAll(async () => {
    a = await makeMember(t.deps.db);
    b = await makeMember(t.deps.db);
    const now = t.clock.now();
    aPhones = await givePhones(t.deps.db, a.id, 3, { now, aliasPrefix: 'A' });
    bPhones = [
      ...(await givePhones(t.deps.db, b.id, 1, { now, status: PHONE_STATUS.maintenance, androidVersion: '12', chip: 'Kirin990' })),
      ...(await givePhones(t.deps.db, b.id, 1, { now, expireTime: new Date(now.getTime() - 1000), recycledAt: now })),
    ];
    const [config] = await t.deps.db
      .insert(phoneConfigurations)
      .values({
        tab: '安卓 10',
        name: 'VIP 8G',
        padType: 5,
        androidVersion: '10',
        chip: 'Orion865',
        cpu: '8 核',
        memory: '8G',
        storage: '128G',
        createdAt: now,
      })
      .returning({ id: phoneConfigurations.id });
    configurationId = config!.id;
    await t.deps.db.update(phones).set({ configurationId }).where(eq(phones.id, aPhones[0]!));
    const [moved] = await t.deps.db.select({ deviceId: phones.deviceId }).from(phones).where(eq(phones.id, aPhones[1]!));
    await t.deps.db.update(devices).set({ country: 'US', city: 'New York' }).where(eq(devices.id, moved!.deviceId));
  });
  const ids = (res: { data: PageResult<AdminPhoneRow> }) => res.data.list.map((r) => r.id);

  it('pages every member’s phones, newest first, with the owner’s full phone number', async () => {
    const res = await page(`memberId=${a.id}`);
    expect(res.code, res.msg).toBe(0);
    expect(res.data.total).toBe(3);
    expect(ids(res)).toEqual([...aPhones].reverse());
    const row = res.data.list.find((r) => r.id === aPhones[0])!;
    const device = await deviceOf(t, aPhones[0]!);
    expect(row).toEqual({
      id: aPhones[0],
      alias: 'A1',
      owlId: device.owlId,
      status: PHONE_STATUS.running,
      online: true,
      powerOn: true,
      memberId: a.id,
      memberPhone: a.phone,
      padType: 5,
      androidVersion: '10',
      chip: 'Orion865',
      configurationId,
      configurationName: 'VIP 8G',
      country: 'CN',
      city: 'Shanghai',
      driver: 'simulator',
      expireTime: expect.any(Number),
      expired: false,
      recycleTime: null,
      createTime: t.clock.now().getTime(),
    });
    const second = await page(`memberId=${a.id}&pageNo=2&pageSize=2`);
    expect(second.data).toMatchObject({ total: 3 });
    expect(ids(second)).toEqual([aPhones[0]]);
  });

  it('filters by status, spec, region and city, member phone, owlId and expiry', async () => {
    expect(ids(await page(`memberId=${b.id}&status=99`))).toEqual([bPhones[0]]);
    expect(ids(await page(`memberId=${b.id}&status=1`))).toEqual([bPhones[1]]);
    expect(ids(await page(`memberId=${b.id}&androidVersion=12&chip=kirin990`))).toEqual([bPhones[0]]);
    expect(ids(await page(`memberId=${a.id}&configurationId=${configurationId}`))).toEqual([aPhones[0]]);
    expect(ids(await page(`memberId=${a.id}&country=us`))).toEqual([aPhones[1]]);
    expect(ids(await page(`memberId=${a.id}&country=CN&city=shanghai`))).toEqual([aPhones[2], aPhones[0]]);
    expect(ids(await page(`memberPhone=${a.phone.slice(3)}`))).toEqual([...aPhones].reverse());
    const owl = (await deviceOf(t, bPhones[0]!)).owlId;
    expect(ids(await page(`owlId=${owl.slice(2, 12).toLowerCase()}`))).toEqual([bPhones[0]]);
    const expired = await page(`memberId=${b.id}&expired=true`);
    expect(ids(expired)).toEqual([bPhones[1]]);
    expect(expired.data.list[0]).toMatchObject({ expired: true, recycleTime: t.clock.now().getTime() });
    expect(ids(await page(`memberId=${b.id}&expired=false`))).toEqual([bPhones[0]]);
    // An empty filter is no filter; a search with LIKE's wildcards finds nothing rather than everything.
    expect((await page(`memberId=${a.id}&chip=&owlId=`)).data.total).toBe(3);
    expect((await page(`owlId=%25`)).data.total).toBe(0);
  });

  it('refuses bad filters with a translated message', async () => {
    expect(await page('status=15')).toMatchObject({ status: 400, msg: '云机状态无效' });
    expect(await page('status=-1', admin, 'en-US')).toMatchObject({ status: 400, msg: 'Unknown phone status' });
    expect(await page('status=x', admin, 'en-US')).toMatchObject({ status: 400, msg: 'Unknown phone status' });
    expect((await page('pageSize=0')).status).toBe(400);
    expect((await page('expired=maybe')).status).toBe(400);
    expect((await page('memberId=0')).status).toBe(400);
    expect((await page(`owlId=${'x'.repeat(33)}`)).status).toBe(400);
  });

  it('is read by finance and refused to an operator without device:phone:query', async () => {
    expect((await page(`memberId=${a.id}`, finance)).data.total).toBe(3);
    expect(await page('', nobody)).toMatchObject({ status: 403, msg: '当前操作没有权限' });
  });
});

describe('maintenance mode', () => {
  it('puts devices under maintenance (99): members cannot operate them; off brings them back running, applied at once', async () => {
    const owner = await ownerWith(2);
    const before = await auditCount();
    const on = await maintenance({ ids: owner.phoneIds, on: true });
    expect(on.code, on.msg).toBe(0);
    expect(on.data.results).toEqual(owner.phoneIds.map((phoneId) => ({ phoneId, ok: true, msg: '操作成功' })));
    expect(await statuses(owner.phoneIds)).toEqual([PHONE_STATUS.maintenance, PHONE_STATUS.maintenance]);
    expect((await t.deps.driver.get(await owlOf(t, owner.phoneIds[0]!)))!.status).toBe(PHONE_STATUS.maintenance);
    // The member sees it under maintenance and is refused.
    const list = await send<PageResult<{ id: number; status: number }>>('POST', '/app-api/trade/phone/app-page', {}, owner.token);
    expect(list.data.list.map((p) => p.status)).toEqual([PHONE_STATUS.maintenance, PHONE_STATUS.maintenance]);
    expect((await memberReboot(owner.token, [owner.phoneIds[0]!])).data.results[0]).toMatchObject({
      ok: false,
      msg: '云机状态维护中，请稍后再试',
    });

    // Recorded with the phones as they were.
    expect(await auditCount()).toBe(before + 1);
    const [log] = await audits('/admin-api/device/phone/maintenance');
    expect(log).toMatchObject({ method: 'PUT', after: { ids: owner.phoneIds, on: true } });
    expect(log!.before).toEqual(
      await Promise.all(
        owner.phoneIds.map(async (id) => ({ id, memberId: owner.id, owlId: await owlOf(t, id), status: PHONE_STATUS.running })),
      ),
    );

    const off = await maintenance({ ids: [owner.phoneIds[0]], on: false }, admin, 'en-US');
    expect(off.data.results).toEqual([{ phoneId: owner.phoneIds[0], ok: true, msg: 'Done' }]);
    expect(await statuses(owner.phoneIds)).toEqual([PHONE_STATUS.running, PHONE_STATUS.maintenance]);
    expect((await memberReboot(owner.token, [owner.phoneIds[0]!])).data.results[0]).toMatchObject({ ok: true });
  });

  it('answers a refusal per phone: off on a phone not under maintenance, on for a phone mid-operation', async () => {
    const owner = await ownerWith(2);
    await memberReboot(owner.token, [owner.phoneIds[1]!]);
    expect(await statuses(owner.phoneIds)).toEqual([PHONE_STATUS.running, PHONE_STATUS.restarting]);
    const off = await maintenance({ ids: [owner.phoneIds[0]], on: false }, admin, 'en-US');
    expect(off.data.results).toEqual([{ phoneId: owner.phoneIds[0], ok: false, msg: 'The phone is not under maintenance' }]);
    const on = await maintenance({ ids: owner.phoneIds, on: true });
    expect(on.data.results).toEqual([
      { phoneId: owner.phoneIds[0], ok: true, msg: '操作成功' },
      { phoneId: owner.phoneIds[1], ok: false, msg: '云机状态重启中，请稍后再试' },
    ]);
    expect(await statuses(owner.phoneIds)).toEqual([PHONE_STATUS.maintenance, PHONE_STATUS.restarting]);
    await elapse(t, 5 * 60_000);
    expect(await statusOf(t, owner.phoneIds[1]!)).toBe(PHONE_STATUS.running);
  });

  it('refuses unknown ids and bad input with a translated message, and changes nothing', async () => {
    const owner = await ownerWith(1);
    const id = owner.phoneIds[0]!;
    const before = await auditCount();
    expect(await maintenance({ ids: [id, 999_999_999], on: true })).toMatchObject({
      status: 404,
      code: 1002006000,
      msg: '云机不存在：999999999',
    });
    expect(await maintenance({ ids: [], on: true })).toMatchObject({ status: 400, msg: '请选择云机' });
    expect(await maintenance({ on: true }, admin, 'en-US')).toMatchObject({ status: 400, msg: 'Please choose phones' });
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect(await maintenance({ ids: many, on: true }, admin, 'en-US')).toMatchObject({
      status: 400,
      msg: 'Choose at most 100 phones at a time',
    });
    expect(await maintenance({ ids: [id, id], on: true })).toMatchObject({ status: 400, msg: '同一台云机不能选择两次' });
    expect(await maintenance({ ids: [id] }, admin, 'en-US')).toMatchObject({
      status: 400,
      msg: 'Please choose whether maintenance is on or off',
    });
    expect(await maintenance({ ids: [id], on: 'yes' })).toMatchObject({ status: 400, msg: '请选择开启或关闭维护模式' });
    expect(await statusOf(t, id)).toBe(PHONE_STATUS.running);
    expect(await auditCount()).toBe(before);
  });

  it('is refused (403) to finance and to an operator without device:phone:update, changing nothing', async () => {
    const owner = await ownerWith(1);
    const before = await auditCount();
    expect(await maintenance({ ids: owner.phoneIds, on: true }, finance, 'en-US')).toMatchObject({
      status: 403,
      msg: 'Current operation has no permission',
    });
    expect((await maintenance({ ids: owner.phoneIds, on: true }, nobody)).status).toBe(403);
    expect(await statusOf(t, owner.phoneIds[0]!)).toBe(PHONE_STATUS.running);
    expect(await auditCount()).toBe(before);
    expect((await maintenance({ ids: owner.phoneIds, on: true }, await operatorToken(t, ['ops']))).data.results[0]!.ok).toBe(true);
  });
});

describe('operations on behalf of a member', () => {
  const history = async (token: string, phoneId: number) =>
    (await get<PhoneOperationEntry[]>(`/app-api/trade/phone/operations?phoneId=${phoneId}`, token)).data;

  it('reboots phones of several members as each owner, with a result per phone, recorded in the audit log', async () => {
    const one = await ownerWith(1);
    const two = await ownerWith(1);
    const ids = [one.phoneIds[0]!, two.phoneIds[0]!];
    const res = await operate({ ids, operation: 'reboot' });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.results).toEqual(ids.map((phoneId) => ({ phoneId, ok: true, msg: '操作成功' })));
    expect(await statuses(ids)).toEqual([PHONE_STATUS.restarting, PHONE_STATUS.restarting]);
    // In the owner's history, as if they had run it.
    expect((await history(one.token, ids[0]!))[0]).toMatchObject({ kind: 'reboot', state: 'running' });
    const [log] = await audits('/admin-api/device/phone/operate');
    expect(log).toMatchObject({ method: 'POST', after: { ids, operation: 'reboot' } });
    expect((log!.before as Array<{ id: number; memberId: number; status: number }>).map((p) => [p.id, p.memberId, p.status])).toEqual([
      [ids[0], one.id, PHONE_STATUS.running],
      [ids[1], two.id, PHONE_STATUS.running],
    ]);
    await elapse(t, 5 * 60_000);
    expect(await statuses(ids)).toEqual([PHONE_STATUS.running, PHONE_STATUS.running]);
    expect((await history(one.token, ids[0]!))[0]).toMatchObject({ kind: 'reboot', state: 'succeeded' });
  });

  it('resets and replaces as the member console does, and answers the phone’s own refusal', async () => {
    const owner = await ownerWith(3);
    const [resetId, replaceId, busyId] = owner.phoneIds as [number, number, number];
    await maintenance({ ids: [busyId], on: true });
    const reset = await operate({ ids: [resetId, busyId], operation: 'reset' }, admin, 'en-US');
    expect(reset.data.results).toEqual([
      { phoneId: resetId, ok: true, msg: 'Done' },
      { phoneId: busyId, ok: false, msg: 'Phone status Under maintenance, try later' },
    ]);
    expect(await statusOf(t, resetId)).toBe(PHONE_STATUS.resetting);

    const oldOwl = await owlOf(t, replaceId);
    const replaced = await operate({ ids: [replaceId], operation: 'replace', migrate: false });
    expect(replaced.data.results).toEqual([{ phoneId: replaceId, ok: true, msg: '操作成功' }]);
    expect(await owlOf(t, replaceId)).not.toBe(oldOwl);
    expect((await history(owner.token, replaceId))[0]).toMatchObject({ kind: 'replace', state: 'succeeded' });
  });

  it('refuses unknown ids, a replacement without the data choice and unknown operations, changing nothing', async () => {
    const owner = await ownerWith(1);
    const id = owner.phoneIds[0]!;
    const before = await auditCount();
    expect(await operate({ ids: [999_999_998, id], operation: 'reboot' }, admin, 'en-US')).toMatchObject({
      status: 404,
      msg: 'No such phone: 999999998',
    });
    expect(await operate({ ids: [id], operation: 'replace' })).toMatchObject({ status: 400, msg: '请选择是否迁移数据' });
    expect(await operate({ ids: [id], operation: 'explode' }, admin, 'en-US')).toMatchObject({
      status: 400,
      msg: 'Please choose reboot, reset or replace',
    });
    expect(await operate({ ids: [], operation: 'reboot' })).toMatchObject({ status: 400, msg: '请选择云机' });
    expect(await statusOf(t, id)).toBe(PHONE_STATUS.running);
    expect(await history(owner.token, id)).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it('is refused (403) to finance, running nothing', async () => {
    const owner = await ownerWith(1);
    expect((await operate({ ids: owner.phoneIds, operation: 'reboot' }, finance)).status).toBe(403);
    expect(await statusOf(t, owner.phoneIds[0]!)).toBe(PHONE_STATUS.running);
  });
});

describe('fault injection from the contract', () => {
  it('takes the same body, checks it with translated messages, and is refused to finance', async () => {
    const owner = await ownerWith(1);
    const owlId = await owlOf(t, owner.phoneIds[0]!);
    const fault = (body: object, token = admin, lang = 'zh-CN') =>
      send<{ status: number }>('POST', '/admin-api/devices/fault', body, token, lang);
    expect(await fault({ fault: { kind: 'offline' } }, admin, 'en-US')).toMatchObject({ status: 400, msg: 'Please enter the phone ID' });
    expect(await fault({ owlId, fault: { kind: 'explode' } })).toMatchObject({ status: 400, msg: '不支持的故障类型' });
    expect((await fault({ owlId, fault: { kind: 'offline' } }, finance)).status).toBe(403);
    expect(await statusOf(t, owner.phoneIds[0]!)).toBe(PHONE_STATUS.running);
    expect(await fault({ owlId, fault: { kind: 'offline' } })).toMatchObject({
      status: 200,
      data: { owlId, status: PHONE_STATUS.abnormal, online: false },
    });
    // The fleet list shows it off line.
    const [row] = (await page(`owlId=${owlId}`)).data.list;
    expect(row).toMatchObject({ status: PHONE_STATUS.abnormal, online: false });
    const rows = await t.deps.db
      .select({ status: devices.status })
      .from(devices)
      .where(and(eq(devices.owlId, owlId), inArray(devices.status, [PHONE_STATUS.abnormal])));
    expect(rows).toHaveLength(1);
  });
});
