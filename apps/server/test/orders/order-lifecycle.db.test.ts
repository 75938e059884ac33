import {
  memberApi,
  phonesApi,
  playApi,
  type PageResult,
  type PhoneRow,
  type PointRecord,
  type RenewablePhones,
} from '@cloudphone/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members, phones } from '../../src/db/schema.js';
import { seedDemoOffers } from '../../src/modules/offers/demo-offers.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, quickMember, type SignedInMember } from '../kit/members.js';
import { elapse } from '../kit/rented-phones.js';
import { orderKit } from './orders-kit.js';

let t: Harness;
let kit: ReturnType<typeof orderKit>;
let buyer: SignedInMember;
let purchase: (quantity?: number) => object;

beforeAll(async () => {
  t = await createHarness();
  await seedDemoOffers(t.deps.offers, t.clock);
  kit = orderKit(t);
  buyer = await quickMember(t);
  kit.anyToken = buyer.token;
  const basic = await kit.spec('畅玩版');
  const price = await kit.price(basic.id, 'purchase', 7, 'day');
  purchase = (quantity = 1) => ({
    type: 'purchase',
    configurationId: basic.id,
    regionId: basic.regions[0]!.id,
    priceId: price.id,
    quantity,
    payChannel: 'sandbox',
    agreed: true,
  });
});
afterAll(() => t.close());
// Tests move the clock past the access token's life: each starts with a fresh member.
beforeEach(async () => {
  buyer = await quickMember(t);
  kit.anyToken = buyer.token;
});

const stock = async () => (await kit.spec('畅玩版')).regions[0]!.stock;
const sandbox = () => t.deps.sandbox!;
const notify = (headers: Record<string, string | string[] | undefined>, body: string) =>
  t.app.inject({ method: 'POST', url: '/app-api/pay/notify/sandbox', headers: headers as Record<string, string>, payload: body });
const paidBody = (orderNo: string, amount: number, serialNo = 'SBXREPLAY') =>
  JSON.stringify({ event: 'paid', orderNo, amount, serialNo, paidAt: t.clock.now().getTime() });
const ledger = async (token: string) =>
  (await t.call<PageResult<PointRecord>>({ method: 'GET', url: '/app-api/member/integral/page?pageSize=100', headers: bearer(token) }))
    .data;
const balance = async (memberId: number) =>
  (await t.deps.db.select({ point: members.point }).from(members).where(eq(members.id, memberId)))[0]!.point;

describe('cancelling and timing out', () => {
  it('cancels a pending order: its stock goes back on sale and the cashier no longer takes it', async () => {
    const before = await stock();
    const { orderNo } = (await kit.create(buyer.token, purchase(2))).data;
    expect(await stock()).toBe(before - 2);
    expect((await kit.cancel(buyer.token, orderNo)).code).toBe(0);
    expect((await kit.get(buyer.token, orderNo)).data.status).toBe('cancel');
    expect(await stock()).toBe(before);
    const pay = await kit.pay(orderNo);
    expect(pay.statusCode).toBe(409);
    expect((await kit.get(buyer.token, orderNo)).data.status).toBe('cancel');
    expect(await kit.cancel(buyer.token, orderNo, 'en-US')).toMatchObject({
      code: 1011006013,
      msg: 'This order is already paid, cancelled or timed out',
    });
  });

  it("never shows or cancels another member's order", async () => {
    const { orderNo } = (await kit.create(buyer.token, purchase())).data;
    const stranger = await quickMember(t);
    expect(await kit.get(stranger.token, orderNo)).toMatchObject({ status: 404, code: 1011006012, msg: '订单不存在' });
    expect((await kit.cancel(stranger.token, orderNo)).code).toBe(1011006012);
    expect((await kit.get(buyer.token, orderNo)).data.status).toBe('pending');
    await kit.cancel(buyer.token, orderNo);
  });

  it('times out an unpaid order after 15 minutes, giving its stock back, once across sweeps', async () => {
    const before = await stock();
    const { orderNo } = (await kit.create(buyer.token, purchase(3))).data;
    t.clock.advance(14 * 60_000);
    await t.deps.sweepOnce();
    expect((await kit.get(buyer.token, orderNo)).data.status).toBe('pending');
    t.clock.advance(61_000);
    const [first, second] = await Promise.all([t.deps.sweepOnce(), t.deps.sweepOnce()]);
    expect([first, second].filter((run) => run !== null)).toHaveLength(1);
    expect((await kit.get(buyer.token, orderNo)).data.status).toBe('timeout');
    expect(await stock()).toBe(before);
    expect((await kit.pay(orderNo)).statusCode).toBe(409);
  });

  it('does not lose a paid order whose notification was lost: the sweep asks the provider first', async () => {
    const { orderNo } = (await kit.create(buyer.token, purchase())).data;
    expect(await sandbox().pay(orderNo, { notify: false })).toBe('paid');
    expect((await kit.get(buyer.token, orderNo)).data.status).toBe('pending');
    t.clock.advance(16 * 60_000);
    await t.deps.sweepOnce();
    const order = (await kit.get(buyer.token, orderNo)).data;
    expect(order.status).toBe('success');
    expect(order.phoneIds).toHaveLength(1);
    expect(order.paySerialNo).toBe((await sandbox().trade(orderNo))!.serialNo);
  });

  it('credits an order the member cancels after paying (the provider says it is paid), and does not cancel it', async () => {
    const { orderNo } = (await kit.create(buyer.token, purchase())).data;
    await sandbox().pay(orderNo, { notify: false });
    expect((await kit.cancel(buyer.token, orderNo)).code).toBe(1011006013);
    expect((await kit.get(buyer.token, orderNo)).data.status).toBe('success');
  });
});

describe('notifications', () => {
  it('credits a notification replayed 20 times once: one set of phones, one points entry', async () => {
    const { orderNo, payPrice } = (await kit.create(buyer.token, purchase(2))).data;
    await sandbox().pay(orderNo, { notify: false });
    const { headers, body } = sandbox().signedNotification(paidBody(orderNo, payPrice));
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(headers, body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const order = (await kit.get(buyer.token, orderNo)).data;
    expect(order).toMatchObject({ status: 'success', paySerialNo: 'SBXREPLAY' });
    expect(order.phoneIds).toHaveLength(2);
    expect((await ledger(buyer.token)).list.filter((r) => r.orderNo === orderNo)).toHaveLength(1);
  });

  it('refuses a notification with a bad signature or the wrong amount, and changes nothing', async () => {
    const { orderNo, payPrice } = (await kit.create(buyer.token, purchase())).data;
    const forged = sandbox().signedNotification(paidBody(orderNo, payPrice));
    const tampered = await notify(forged.headers, paidBody(orderNo, payPrice, 'SBXFORGED'));
    expect(tampered.statusCode).toBe(401);
    const cheap = sandbox().signedNotification(paidBody(orderNo, payPrice - 1));
    expect((await notify(cheap.headers, cheap.body)).statusCode).toBe(400);
    const stale = sandbox().signedNotification(paidBody(orderNo, payPrice), new Date(t.clock.now().getTime() - 10 * 60_000));
    expect((await notify(stale.headers, stale.body)).statusCode).toBe(401);
    expect((await notify({ 'content-type': 'application/json' }, paidBody(orderNo, payPrice))).statusCode).toBe(401);
    expect((await kit.get(buyer.token, orderNo)).data).toMatchObject({ status: 'pending', paySerialNo: null, phoneIds: [] });
  });
});

describe('renewing', () => {
  it('extends from the later of now and the expiry, brings a phone back from the recycle bin, and notes it in the history', async () => {
    const owner = await quickMember(t);
    const { orderNo: bought } = (await kit.create(owner.token, purchase(2))).data;
    await kit.pay(bought);
    const [activeId, recycledId] = (await kit.get(owner.token, bought)).data.phoneIds as [number, number];
    const past = new Date(t.clock.now().getTime() - 86_400_000);
    await t.deps.db.update(phones).set({ expireTime: past, recycledAt: past }).where(eq(phones.id, recycledId));
    const list = async () =>
      (
        await t.call<PageResult<PhoneRow>>({
          method: 'POST',
          url: phonesApi.endpoints.page.path,
          headers: bearer(owner.token),
          payload: { pageSize: 50 },
        })
      ).data.list;
    const activeBefore = (await list()).find((p) => p.id === activeId)!.expireTime;
    expect((await list()).map((p) => p.id)).not.toContain(recycledId);

    const basic = await kit.spec('畅玩版');
    const renewal = await kit.price(basic.id, 'renewal', 7, 'day');
    const res = await kit.create(owner.token, {
      type: 'renewal',
      priceId: renewal.id,
      phoneIds: [activeId, recycledId],
      payChannel: 'sandbox',
      agreed: true,
    });
    expect(res.data.payPrice).toBe(renewal.price * 2);
    await kit.pay(res.data.orderNo);
    const now = t.clock.now().getTime();
    const after = await list();
    expect(after.find((p) => p.id === activeId)!.expireTime).toBe(activeBefore + 7 * 86_400_000);
    expect(after.find((p) => p.id === recycledId)!.expireTime).toBe(now + 7 * 86_400_000);
    const history = await t.call<{ kind: string }[]>({
      method: 'GET',
      url: `${phonesApi.endpoints.history.path}?phoneId=${recycledId}`,
      headers: bearer(owner.token),
    });
    expect(history.data[0]!.kind).toBe('renew');
  });
});

describe('the renewal page', () => {
  it('lists own phones nearest expiry first, the recycle bin included, with their spec, flags and next month’s spend', async () => {
    const owner = await quickMember(t);
    await t.deps.phones.grantTrial(owner.id);
    const { orderNo } = (await kit.create(owner.token, purchase(2))).data;
    await kit.pay(orderNo);
    const [kept, binned] = (await kit.get(owner.token, orderNo)).data.phoneIds as [number, number];
    const past = new Date(t.clock.now().getTime() - 86_400_000);
    await t.deps.db.update(phones).set({ expireTime: past, recycledAt: past }).where(eq(phones.id, binned));
    await elapse(t, 15 * 86_400_000);
    // Fifteen days outlive every access token: the owner signs in again.
    owner.token = (await t.deps.sessions.open(t.deps.db, 'member', owner.id, { loginType: 'password' })).tokens.accessToken;
    kit.anyToken = owner.token;
    const opened = await t.call({
      method: 'POST',
      url: playApi.endpoints.start.path,
      headers: bearer(owner.token),
      payload: { phoneId: kept },
    });
    expect(opened.code, opened.msg).toBe(0);
    const res = await t.call<RenewablePhones>({
      method: 'GET',
      url: '/app-api/trade/order/renewable-phones',
      headers: bearer(owner.token),
    });
    const basic = await kit.spec('畅玩版');
    const list = res.data.phones;
    expect(list.map((p) => p.id).slice(0, 1)).toEqual([binned]);
    expect(list).toHaveLength(3);
    expect(list.find((p) => p.id === binned)).toMatchObject({ recycled: true, configurationId: basic.id, configurationName: '畅玩版' });
    // The trial phone was never sold as a spec: it renews as the spec its image matches.
    expect(list.every((p) => p.configurationId === basic.id)).toBe(true);
    expect(list.find((p) => p.id === kept)!.idle).toBe(false);
    expect(list.find((p) => p.id === binned)!.idle).toBe(true);
    const monthly = (await kit.price(basic.id, 'renewal', 1, 'month')).price;
    expect(res.data.insights).toEqual({ expired: 3, recycled: 1, idle: 2, due: 3, nextMonthCost: 3 * monthly });
  });
});

describe('orders and points', () => {
  it('pages the orders newest first with filters, and keeps each balance equal to its ledger', async () => {
    const member = await quickMember(t);
    const paid = (await kit.create(member.token, purchase())).data;
    await kit.pay(paid.orderNo);
    t.clock.advance(1000);
    const open = (await kit.create(member.token, purchase())).data;
    const all = (await kit.page(member.token)).data;
    expect(all.total).toBe(2);
    expect(all.list.map((o) => o.orderNo)).toEqual([open.orderNo, paid.orderNo]);
    expect((await kit.page(member.token, 'status=success')).data.list.map((o) => o.orderNo)).toEqual([paid.orderNo]);
    expect((await kit.page(member.token, 'type=renewal')).data.total).toBe(0);
    expect((await kit.page(member.token, `beginTime=${open.expireTime}`)).data.total).toBe(0);
    const badStatus = await t.call({
      method: 'GET',
      url: '/app-api/trade/order/web-page?status=lost',
      headers: { ...bearer(member.token), 'accept-language': 'en-US' },
    });
    expect(badStatus).toMatchObject({ status: 400, msg: 'Unknown order status' });

    const { list } = await ledger(member.token);
    expect(list).toEqual([
      {
        type: 'purchase',
        point: Math.floor(paid.payPrice / 100),
        balance: Math.floor(paid.payPrice / 100),
        orderNo: paid.orderNo,
        createTime: expect.any(Number),
      },
    ]);
    expect(await balance(member.id)).toBe(list.reduce((sum, r) => sum + r.point, 0));
    // The balance the account shows is the ledger's.
    const info = await t.call<{ point: number }>({ method: 'GET', url: memberApi.endpoints.current.path, headers: bearer(member.token) });
    expect(info.data.point).toBe(list[0]!.balance);
  });
});
