import { pageResult, PhoneRowSchema, type PhonePageQuery, type PhoneRow } from '@cloudphone/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { phones } from '../../src/db/schema.js';
import { createPhoneListCache } from '../../src/modules/phones/phone-list.cache.js';
import { pagePhonesJson } from '../../src/modules/phones/phone-list.repo.js';
import { alice, bob, member, MIN, op, page, post, t, usePhonesSuite } from './phones-suite.js';
import { elapse, rentPhones, sharePhoneFor } from '../kit/rented-phones.js';

usePhonesSuite();

const alias = async (id: number, token = alice.token) => (await page({ pageSize: 100 }, token)).data.list.find((p) => p.id === id)?.alias;

/** Changes a row behind every trigger's back, as no code path of the app can. */
async function renameUnseen(id: number, name: string) {
  await t.deps.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.update(phones).set({ alias: name }).where(eq(phones.id, id));
  });
}

describe('phone list cache', () => {
  let ids: number[];
  beforeAll(async () => {
    ids = await rentPhones(t, alice.id, 3, { alias: (i) => `c${i}` });
  });

  it('answers a repeated page from the cache until the time limit, then reads the database', async () => {
    expect(await alias(ids[0]!)).toBe('c0');
    await renameUnseen(ids[0]!, 'unseen');
    expect(await alias(ids[0]!)).toBe('c0');
    t.clock.advance(t.config.PHONE_LIST_CACHE_MS);
    expect(await alias(ids[0]!)).toBe('unseen');
  });

  it('shows a rename, a group, a tag and their renames on the very next request', async () => {
    expect(await alias(ids[1]!)).toBe('c1');
    await post('/trade/phone/update-alias', { phoneId: ids[1], alias: 'renamed' });
    expect(await alias(ids[1]!)).toBe('renamed');

    const group = (await post<number>('/trade/phone-group/create', { name: 'g1' })).data;
    await post('/trade/phone-group/move', { phoneIds: [ids[1]], groupId: group });
    const row = async () => (await page({ pageSize: 100 })).data.list.find((p) => p.id === ids[1])!;
    expect((await row()).groupName).toBe('g1');
    await post('/trade/phone-group/update', { id: group, name: 'g2' });
    expect((await row()).groupName).toBe('g2');

    const tag = (await post<number>('/trade/phone-tag/create', { name: 't1' })).data;
    await post('/trade/phone-tag/bind', { phoneTagId: tag, phoneId: ids[1] });
    expect((await row()).tags).toEqual([{ id: tag, name: 't1' }]);
    await post('/trade/phone-tag/update', { id: tag, name: 't2' });
    expect((await row()).tags).toEqual([{ id: tag, name: 't2' }]);
    await post('/trade/phone-tag/delete', { id: tag });
    expect((await row()).tags).toEqual([]);
    await post('/trade/phone-group/delete', { id: group });
    expect((await row()).groupName).toBeNull();
  });

  it('follows device status changes live, in the owner’s list and the grantee’s', async () => {
    const carol = await member();
    await sharePhoneFor(t, { phoneId: ids[2]!, ownerId: alice.id, granteeId: carol.id });
    const status = async (token: string) => (await page({ pageSize: 100 }, token)).data.list.find((p) => p.id === ids[2])?.status;
    expect(await status(alice.token)).toBe(1);
    expect(await status(carol.token)).toBe(1);

    expect((await op('/infra/cacloud/reboot-instance', { phoneIds: [ids[2]] })).data.results[0]!.ok).toBe(true);
    expect(await status(alice.token)).toBe(2);
    expect(await status(carol.token)).toBe(2);
    await elapse(t, 10 * MIN);
    expect(await status(alice.token)).toBe(1);
    expect(await status(carol.token)).toBe(1);
  });

  it('adds and removes a shared phone from the grantee’s list at once', async () => {
    const dave = await member();
    expect((await page({}, dave.token)).data.total).toBe(0);
    await sharePhoneFor(t, { phoneId: ids[0]!, ownerId: alice.id, granteeId: dave.id });
    expect((await page({}, dave.token)).data.list.map((p) => p.id)).toEqual([ids[0]]);
    await t.deps.db.execute(sql`DELETE FROM phone_accredits WHERE grantee_id = ${dave.id}`);
    expect((await page({}, dave.token)).data.total).toBe(0);
  });

  it('counts remaining time down on every answer, cached or not', async () => {
    const before = (await page({})).data.list[0]!;
    t.clock.advance(1_000);
    const after = (await page({})).data.list[0]!;
    expect(after.id).toBe(before.id);
    expect(after.remainingSeconds).toBe(before.remainingSeconds - 1);
  });

  it('answers in the shape the contract documents', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/app-api/trade/phone/app-page',
      payload: { pageSize: 5 },
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.code).toBe(0);
    expect(pageResult(PhoneRowSchema).safeParse(res.data).success).toBe(true);
  });

  it('keeps members apart: one member’s page never answers another’s', async () => {
    const bobs = await rentPhones(t, bob.id, 1, { alias: () => 'bobs' });
    const query = { pageNo: 1, pageSize: 20 };
    expect((await page(query)).data.list.map((p) => p.id)).not.toContain(bobs[0]);
    expect((await page(query, bob.token)).data.list.map((p) => p.id)).toEqual(bobs);
  });
});

describe('phone list cache, on its own', () => {
  const query = { pageNo: 1, pageSize: 20, sortType: 1 } as PhonePageQuery;

  it('loads once for requests that miss together, and again after a change', async () => {
    const m = await member();
    const cache = createPhoneListCache({ db: t.deps.db, clock: t.clock, ttlMs: 60_000 });
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 20));
      return { list: '[]', total: loads };
    };
    const pages = await Promise.all(Array.from({ length: 10 }, () => cache.page(m.id, query, load)));
    expect(loads).toBe(1);
    expect(pages.every((p) => p.total === 1)).toBe(true);
    expect((await cache.page(m.id, query, load)).total).toBe(1);

    await rentPhones(t, m.id, 1);
    expect((await cache.page(m.id, query, load)).total).toBe(2);
    expect((await cache.page(m.id, { ...query, pageNo: 2 }, load)).total).toBe(3);
  });

  it('answers the same uncached, straight from the database’s text, as from the objects it keeps', async () => {
    const m = await member();
    const ids = await rentPhones(t, m.id, 3, { days: 2 });
    // Expiring in 2 days 3.9004 s; read 0.321 s later, 2 days 3.5794 s are left: the whole seconds
    // are 2 days 3, where rounding would say 4.
    const expiry = new Date(t.clock.now().getTime() + 2 * 86_400_000 + 3_900);
    await t.deps.db.execute(
      sql`UPDATE ${phones} SET expire_time = ${expiry}::timestamptz + interval '0.4 milliseconds' WHERE id = ${ids[0]!}`,
    );
    await sharePhoneFor(t, { phoneId: ids[1]!, ownerId: m.id, granteeId: bob.id });
    const kept = createPhoneListCache({ db: t.deps.db, clock: t.clock, ttlMs: 60_000 });
    const off = createPhoneListCache({ db: t.deps.db, clock: t.clock, ttlMs: 0 });
    // A clock between two whole seconds: the remaining times are rounded down alike on both paths.
    t.clock.set(new Date(t.clock.now().getTime() + 321));
    for (const [memberId, q] of [
      [m.id, { ...query, sortType: 1 }],
      [m.id, { ...query, sortType: 2, authorized: true }],
      [bob.id, { ...query, groupId: -1 }],
    ] as Array<[number, PhonePageQuery]>) {
      const load = () => pagePhonesJson(t.deps.db, memberId, q, t.clock.now());
      const cached = await kept.pageJson(memberId, q, load);
      const uncached = await off.pageJson(memberId, q, load);
      expect(JSON.parse(uncached)).toEqual(JSON.parse(cached));
      expect(JSON.parse(uncached).list.length).toBeGreaterThan(0);
      const first = (JSON.parse(uncached) as { list: PhoneRow[] }).list.find((r) => r.id === ids[0]);
      if (memberId === m.id && !q.authorized) expect(first?.remainingSeconds).toBe(2 * 86_400 + 3);
      expect(pageResult(PhoneRowSchema).safeParse(JSON.parse(uncached)).success).toBe(true);
    }
  });

  it('reads every time when turned off', async () => {
    const m = await member();
    const cache = createPhoneListCache({ db: t.deps.db, clock: t.clock, ttlMs: 0 });
    let loads = 0;
    const load = async () => ({ list: '[]', total: ++loads });
    await cache.page(m.id, query, load);
    await cache.pageJson(m.id, query, load);
    expect(loads).toBe(2);
  });
});
