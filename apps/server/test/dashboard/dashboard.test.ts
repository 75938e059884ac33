import { dashboardAdminApi, PAD_TYPE, PHONE_STATUS_CODES, type DashboardStats } from '@cloudphone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, orders, phoneConfigurations, userFeedback } from '../../src/db/schema.js';
import { seedDemoOffers } from '../../src/modules/offers/demo-offers.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, freshPhone, makeMember, operatorToken, signIn } from '../kit/members.js';
import { givePhones } from '../kit/phones-fixture.js';

const { stats } = dashboardAdminApi.endpoints;
const DAY = 86_400_000;
/** 10:00 in Shanghai on 23 November 2026. */
const NOW = new Date('2026-11-23T02:00:00Z');
/** The instant a Shanghai calendar day starts. */
const shanghai = (date: string, time = '00:00:00') => new Date(`${date}T${time}+08:00`);

let t: Harness;
let admin: string;
let before: DashboardStats;
beforeAll(async () => {
  t = await createHarness();
  t.clock.set(NOW);
  admin = await operatorToken(t);
  before = (await read()).data;
});
afterAll(() => t.close());

function read(query = '', token = admin, lang = 'zh-CN') {
  return t.call<DashboardStats>({ method: 'GET', url: `${stats.path}${query}`, headers: { ...bearer(token), 'accept-language': lang } });
}

describe('the dashboard', () => {
  it('starts from nothing but the fleet’s devices', () => {
    expect(before.phones).toEqual({ active: 0, expiring: 0, expired: 0 });
    expect(before.openFeedback).toBe(0);
    expect(before.days.every((d) => d.signUps === 0 && d.orders === 0 && d.revenue === 0)).toBe(true);
  });

  it('counts seeded rows exactly: phones, sign-ups, orders and revenue per Shanghai day, devices by status, open feedback', async () => {
    await seedDemoOffers(t.deps.offers, t.clock);
    const [spec] = await t.deps.db.select().from(phoneConfigurations).limit(1);
    // Sign-ups: two today (one at the first second of the Shanghai day), one the second before it
    // (yesterday in Shanghai, though the same UTC date), one six days ago, one before the window.
    const signUps = [
      shanghai('2026-11-23'),
      shanghai('2026-11-23', '09:59:59'),
      shanghai('2026-11-22', '23:59:59'),
      shanghai('2026-11-17', '12:00:00'),
      shanghai('2026-10-24', '12:00:00'),
    ];
    const made = await t.deps.db
      .insert(members)
      .values(signUps.map((createdAt, i) => ({ phone: freshPhone(), nickname: `d${i}`, createdAt })))
      .returning({ id: members.id });
    const buyer = made[0]!.id;

    // Orders: created on one day and paid on the next count on each; a refunded one was paid.
    const order = (n: number, createdAt: Date, paid?: { at: Date; price: number; refunded?: boolean }) => ({
      orderNo: `DB${n}`,
      memberId: buyer,
      type: 'purchase',
      status: paid ? (paid.refunded ? 'refunded' : 'success') : 'pending',
      configurationId: spec!.id,
      configurationName: spec!.name,
      priceId: 1,
      duration: 1,
      durationUnit: 'month',
      quantity: 1,
      unitPrice: paid?.price ?? 500,
      originalPrice: paid?.price ?? 500,
      payPrice: paid?.price ?? 500,
      payChannel: 'sandbox',
      createdAt,
      expireTime: new Date(createdAt.getTime() + 900_000),
      ...(paid ? { payTime: paid.at, paySerialNo: `S${n}` } : {}),
      ...(paid?.refunded ? { refundPrice: paid.price, refundTime: NOW } : {}),
    });
    await t.deps.db
      .insert(orders)
      .values([
        order(1, shanghai('2026-11-22', '23:50:00'), { at: shanghai('2026-11-23', '00:10:00'), price: 1990 }),
        order(2, shanghai('2026-11-23', '08:00:00'), { at: shanghai('2026-11-23', '08:01:00'), price: 3000, refunded: true }),
        order(3, shanghai('2026-11-23', '09:00:00')),
        order(4, shanghai('2026-11-20', '12:00:00'), { at: shanghai('2026-11-20', '12:05:00'), price: 700 }),
        order(5, shanghai('2026-09-01', '12:00:00'), { at: shanghai('2026-09-01', '12:05:00'), price: 99_999 }),
      ]);

    // Phones of a paid kind: 3 running long, 2 expiring in 3 days, 1 expired, 1 in the recycle bin;
    // 2 trial phones that count nowhere. Their devices are counted by status.
    // Their member signed up long before the window.
    const [{ id: owner }] = (await t.deps.db
      .insert(members)
      .values({ phone: freshPhone(), nickname: 'owner', createdAt: shanghai('2026-01-01') })
      .returning({ id: members.id })) as [{ id: number }];
    const soon = new Date(NOW.getTime() + 3 * DAY);
    const past = new Date(NOW.getTime() - DAY);
    await givePhones(t.deps.db, owner, 3, { now: NOW, status: 1 });
    await givePhones(t.deps.db, owner, 2, { now: NOW, expireTime: soon, status: 99 });
    await givePhones(t.deps.db, owner, 1, { now: NOW, expireTime: past, status: 14 });
    await givePhones(t.deps.db, owner, 1, { now: NOW, expireTime: past, recycledAt: NOW, status: 0 });
    await givePhones(t.deps.db, owner, 2, { now: NOW, padType: PAD_TYPE.webTrial, status: 1 });
    // A phone expiring exactly at the 7-day edge still counts as expiring.
    await givePhones(t.deps.db, owner, 1, { now: NOW, expireTime: new Date(NOW.getTime() + 7 * DAY), status: 1 });

    // Feedback: two open, one replied, one closed.
    const feedback = (title: string, extra: object = {}) => ({
      memberId: owner,
      title,
      content: title,
      source: '1',
      createdAt: NOW,
      ...extra,
    });
    await t.deps.db
      .insert(userFeedback)
      .values([feedback('a'), feedback('b'), feedback('c', { replyContent: 'ok', replyTime: NOW }), feedback('d', { closedAt: NOW })]);

    const res = await read('?days=7');
    expect(res.code, res.msg).toBe(0);
    const s = res.data;
    expect(s.phones).toEqual({ active: 6, expiring: 3, expired: 2 });
    expect(s.openFeedback).toBe(2);
    expect(s.days).toEqual([
      { date: '2026-11-17', signUps: 1, orders: 0, paidOrders: 0, revenue: 0 },
      { date: '2026-11-18', signUps: 0, orders: 0, paidOrders: 0, revenue: 0 },
      { date: '2026-11-19', signUps: 0, orders: 0, paidOrders: 0, revenue: 0 },
      { date: '2026-11-20', signUps: 0, orders: 1, paidOrders: 1, revenue: 700 },
      { date: '2026-11-21', signUps: 0, orders: 0, paidOrders: 0, revenue: 0 },
      { date: '2026-11-22', signUps: 1, orders: 1, paidOrders: 0, revenue: 0 },
      { date: '2026-11-23', signUps: 2, orders: 2, paidOrders: 2, revenue: 4990 },
    ]);
    const count = (status: number) => s.devices.find((d) => d.status === status)!.count;
    const was = (status: number) => before.devices.find((d) => d.status === status)!.count;
    expect(s.devices.map((d) => d.status)).toEqual(PHONE_STATUS_CODES);
    expect(count(1) - was(1)).toBe(6);
    expect(count(99) - was(99)).toBe(2);
    expect(count(14) - was(14)).toBe(1);
    expect(count(0) - was(0)).toBe(1);
    expect(count(5) - was(5)).toBe(0);

    // The default window is 30 days ending today, and reaches the sign-up of 24 October only at 31.
    const month = (await read()).data.days;
    expect(month).toHaveLength(30);
    expect([month[0]!.date, month.at(-1)!.date]).toEqual(['2026-10-25', '2026-11-23']);
    expect(month.reduce((n, d) => n + d.signUps, 0)).toBe(4);
    expect((await read('?days=90')).data.days.reduce((n, d) => n + d.revenue, 0)).toBe(1990 + 3000 + 700 + 99_999);
  });

  it('refuses a window outside 7–90 days with a translated message', async () => {
    expect(await read('?days=6')).toMatchObject({ status: 400, msg: '统计天数须在 7 到 90 之间' });
    expect(await read('?days=91', admin, 'en-US')).toMatchObject({ status: 400, msg: 'The number of days must be between 7 and 90' });
    expect(await read('?days=abc', admin, 'en-US')).toMatchObject({ status: 400, msg: 'The number of days must be between 7 and 90' });
  });

  it('is read by every role holding dashboard:stats:query, and by no one else', async () => {
    for (const role of ['ops', 'finance']) expect((await read('', await operatorToken(t, [role]))).code).toBe(0);
    expect(await read('', await operatorToken(t, []), 'en-US')).toMatchObject({ status: 403, msg: 'Current operation has no permission' });
    const member = await signIn(t, (await makeMember(t.deps.db)).phone);
    expect((await read('', member.accessToken)).status).toBe(401);
  });
});
