import { PHONE_STATUS } from '@cloudphone/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { phones } from '../../src/db/schema.js';
import { alice, bob, MIN, op, page, post, t, usePhonesSuite } from './phones-suite.js';
import { deviceOf, elapse, owlOf, rentPhones, sharePhoneFor } from '../kit/rented-phones.js';

usePhonesSuite();

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
    await sharePhoneFor(t, { phoneId: ids[0]!, ownerId: alice.id, granteeId: bob.id, accreditType: 1 });
    const bobs = await page({}, bob.token);
    expect(bobs.data.list).toHaveLength(1);
    expect(bobs.data.list[0]).toMatchObject({ id: ids[0], authorized: true, accreditType: 1, groupId: null });
    expect((await page({ authorized: true })).data.list.map((p) => p.id)).toEqual([ids[0]]);
    expect((await page({ authorized: false })).data.total).toBe(5);
  });

  it('lists the tree’s fixed entries exactly: ungrouped (groupId 0) and shared with me (groupId -1)', async () => {
    const group = (await post<number>('/trade/phone-group/create', { name: 'g-list' })).data;
    await post('/trade/phone-group/move', { phoneIds: [ids[1], ids[2]], groupId: group });
    const sorted = (list: Array<{ id: number }>) => list.map((p) => p.id).sort((a, b) => a - b);
    expect(sorted((await page({ groupId: 0, pageSize: 100 })).data.list)).toEqual([ids[0]!, ids[3]!, ids[4]!, ids[5]!]);
    expect((await page({ groupId: group })).data.total).toBe(2);
    expect((await page({ groupId: -1 })).data.total).toBe(0);
    expect((await page({ groupId: -1 }, bob.token)).data.list.map((p) => p.id)).toEqual([ids[0]]);
    expect((await page({ groupId: 0 }, bob.token)).data.total).toBe(0);
    expect(await page({ groupId: -2 })).toMatchObject({ status: 400, msg: '请求参数不正确' });
  });

  it('filters by the device’s status and ID as they change: a restart, a move to another device', async () => {
    const [id] = await rentPhones(t, alice.id, 1, { alias: () => 'moving' });
    expect((await op('/infra/cacloud/reboot-instance', { phoneIds: [id] })).data.results[0]!.ok).toBe(true);
    expect((await page({ status: PHONE_STATUS.restarting })).data.list.map((p) => p.id)).toEqual([id]);
    expect((await page({ sortType: 4, pageSize: 100 })).data.list.at(-1)!.id).toBe(id);
    await elapse(t, 10 * MIN);
    expect((await page({ status: PHONE_STATUS.restarting })).data.total).toBe(0);

    const before = await owlOf(t, id!);
    const [spare] = await rentPhones(t, bob.id, 1);
    const spareDevice = (await deviceOf(t, spare!)).id;
    await t.deps.db.delete(phones).where(eq(phones.id, spare!));
    await t.deps.db.update(phones).set({ deviceId: spareDevice }).where(eq(phones.id, id!));
    const after = await owlOf(t, id!);
    expect((await page({ keyword: after })).data.list.map((p) => p.id)).toEqual([id]);
    expect((await page({ keyword: before })).data.total).toBe(0);
  });

  it('rejects bad filters with a translated message', async () => {
    expect(await page({ pageSize: 501 })).toMatchObject({ status: 400 });
    expect(await page({ sortType: 9 }, alice.token)).toMatchObject({ status: 400, msg: '请求参数不正确' });
    expect((await t.call({ method: 'POST', url: '/app-api/trade/phone/app-page', payload: {} })).status).toBe(401);
  });
});
