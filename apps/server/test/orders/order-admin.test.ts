import { ordersAdminApi, type AdminOrder, type AdminOrderDetail, type Order } from '@cloudphone/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operateLogs, orders, pointRecords } from '../../src/db/schema.js';
import { seedDemoOffers } from '../../src/modules/offers/demo-offers.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, operatorToken, quickMember, type SignedInMember } from '../kit/members.js';
import { orderKit } from './orders-kit.js';

let t: Harness;
let kit: ReturnType<typeof orderKit>;
let admin: string;
let purchase: (quantity?: number) => object;
const { get, refund } = ordersAdminApi.endpoints;
const exportPath = ordersAdminApi.endpoints.export.path;

beforeAll(async () => {
  t = await createHarness();
  await seedDemoOffers(t.deps.offers, t.clock);
  kit = orderKit(t);
  kit.anyToken = (await quickMember(t)).token;
  admin = await operatorToken(t);
  const basic = await kit.spec('畅玩版');
  await t.deps.offers.setStock(basic.id, basic.regions[0]!.id, 1000);
  const price = await kit.price(basic.id, 'purchase');
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

const as = (token: string, lang = 'zh-CN') => ({ ...bearer(token), 'accept-language': lang });
const paidOrder = async (member: SignedInMember, quantity = 2): Promise<Order> => {
  const { orderNo } = (await kit.create(member.token, purchase(quantity))).data;
  await kit.pay(orderNo);
  return (await kit.get(member.token, orderNo)).data;
};
const detail = (orderNo: string, token = admin, lang = 'zh-CN') =>
  t.call<AdminOrderDetail>({ method: 'GET', url: `${get.path}?orderNo=${orderNo}`, headers: as(token, lang) });
const refundAs = (token: string, payload: object, lang = 'zh-CN') =>
  t.call<AdminOrder>({ method: 'POST', url: refund.path, headers: as(token, lang), payload });

describe('the order detail', () => {
  it('shows the payment serial number, channel and time, the member, and the delivered phones', async () => {
    const member = await quickMember(t);
    const order = await paidOrder(member);
    const res = await detail(order.orderNo);
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({
      orderNo: order.orderNo,
      memberId: member.id,
      memberPhone: expect.stringMatching(/^1\d{10}$/),
      status: 'success',
      payChannel: 'sandbox',
      paySerialNo: order.paySerialNo,
      payTime: order.payTime,
      refunds: [],
    });
    expect(res.data.paySerialNo).toMatch(/^SBX/);
    expect(res.data.phones.map((p) => p.id)).toEqual([...order.phoneIds].sort((a, b) => a - b));
    expect(res.data.phones[0]).toMatchObject({ memberId: member.id, recycled: false, owlId: expect.any(String) });
  });

  it('shows a refund with its amount, reason, operator and time', async () => {
    const member = await quickMember(t);
    const order = await paidOrder(member, 1);
    const half = Math.floor(order.payPrice / 2);
    expect((await refundAs(admin, { orderNo: order.orderNo, amount: half, reason: '部分退款：服务中断' })).code).toBe(0);
    const { data } = await detail(order.orderNo);
    expect(data.status).toBe('refunded');
    expect(data.refunds).toEqual([
      {
        amount: half,
        reason: '部分退款：服务中断',
        operatorId: expect.any(Number),
        operatorName: expect.stringMatching(/^ops/),
        serialNo: expect.stringMatching(/^SBXR/),
        refundTime: t.clock.now().getTime(),
      },
    ]);
    // The audit log has the order as it was and the refund asked for.
    const [log] = await t.deps.db
      .select()
      .from(operateLogs)
      .where(eq(operateLogs.path, refund.path))
      .orderBy(desc(operateLogs.id))
      .limit(1);
    expect(log).toMatchObject({ before: { orderNo: order.orderNo, status: 'success' }, after: { orderNo: order.orderNo, amount: half } });
  });

  it('answers 404 for an unknown order and 400 for a bad order number', async () => {
    expect(await detail('404404404', admin, 'en-US')).toMatchObject({ status: 404, code: 1011006012 });
    expect((await t.call({ method: 'GET', url: get.path, headers: as(admin) })).status).toBe(400);
    expect((await detail('x'.repeat(40))).status).toBe(400);
  });
});

describe('refunds by two operators at once', () => {
  it('lets one refund happen and refuses the other; the provider refunded exactly what is recorded', async () => {
    const member = await quickMember(t);
    const order = await paidOrder(member, 1);
    const other = await operatorToken(t, ['finance']);
    // The provider takes its time, as a real one does: both requests are under way while it answers.
    const provider = t.deps.sandbox!.provider;
    const answer = provider.refund.bind(provider);
    provider.refund = async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return answer(request);
    };
    const [a, b] = await Promise.all([
      refundAs(admin, { orderNo: order.orderNo, amount: 100, reason: 'first' }),
      refundAs(other, { orderNo: order.orderNo, amount: 200, reason: 'second' }),
    ]).finally(() => {
      provider.refund = answer;
    });
    const outcomes = [a, b].map((r) => r.code).sort();
    expect(outcomes[0]).toBe(0);
    expect([1002005010, 1011006021]).toContain(outcomes[1]);
    const [won] = [a, b].filter((r) => r.code === 0);
    const [row] = await t.deps.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(row).toMatchObject({ status: 'refunded', refundPrice: won!.data.refundPrice });
    // The pretend provider adds up what it was asked to refund: only the winner's amount.
    expect((await t.deps.sandbox!.trade(order.orderNo))!.refunded).toBe(row!.refundPrice);
    const refunds = await t.deps.db.select().from(pointRecords).where(eq(pointRecords.orderNo, order.orderNo));
    expect(refunds.filter((r) => r.type === 'refund')).toHaveLength(1);
  });

  it('tells the second operator the order is already refunded once the first is done', async () => {
    const member = await quickMember(t);
    const order = await paidOrder(member, 1);
    expect((await refundAs(admin, { orderNo: order.orderNo, reason: 'full' })).code).toBe(0);
    expect(await refundAs(admin, { orderNo: order.orderNo, reason: 'again' }, 'en-US')).toMatchObject({
      status: 409,
      msg: 'Only a paid order not yet refunded can be refunded',
    });
  });
});

describe('the order export', () => {
  it('writes the page’s filters as a CSV file: BOM, CRLF, named by Content-Disposition, newest first', async () => {
    const member = await quickMember(t);
    const first = await paidOrder(member, 1);
    t.clock.advance(1000);
    const pending = (await kit.create(member.token, purchase())).data.orderNo;
    const res = await t.app.inject({ method: 'GET', url: `${exportPath}?memberId=${member.id}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{8}-\d{4}\.csv"/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]!.split(',').slice(0, 3)).toEqual(['order_no', 'member_id', 'member_phone']);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([pending, first.orderNo]);
    expect(lines[2]).toContain(first.paySerialNo!);

    const paidOnly = await t.app.inject({
      method: 'GET',
      url: `${exportPath}?memberId=${member.id}&status=success`,
      headers: bearer(admin),
    });
    expect(paidOnly.body.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('escapes a refund reason a spreadsheet would run as a formula', async () => {
    const member = await quickMember(t);
    const order = await paidOrder(member, 1);
    await refundAs(admin, { orderNo: order.orderNo, amount: 1, reason: '=1+2' });
    const res = await t.app.inject({ method: 'GET', url: `${exportPath}?orderNo=${order.orderNo}`, headers: bearer(admin) });
    expect(res.body).toContain(",'=1+2,");
  });

  it('refuses bad filters with a translated message', async () => {
    const res = await t.call({ method: 'GET', url: `${exportPath}?status=paid`, headers: as(admin, 'en-US') });
    expect(res).toMatchObject({ status: 400 });
    expect(res.msg).not.toBe('');
  });
});

describe('who may call', () => {
  it('lets ops read orders but not refund or export them, and finance do all three', async () => {
    const member = await quickMember(t);
    const order = await paidOrder(member, 1);
    const ops = await operatorToken(t, ['ops']);
    const finance = await operatorToken(t, ['finance']);
    expect((await detail(order.orderNo, ops)).code).toBe(0);
    expect(await refundAs(ops, { orderNo: order.orderNo, reason: 'no' }, 'en-US')).toMatchObject({
      status: 403,
      msg: 'Current operation has no permission',
    });
    expect((await t.app.inject({ method: 'GET', url: exportPath, headers: bearer(ops) })).statusCode).toBe(403);
    expect((await kit.get(member.token, order.orderNo)).data.status).toBe('success');
    expect((await t.app.inject({ method: 'GET', url: exportPath, headers: bearer(finance) })).statusCode).toBe(200);
    expect((await refundAs(finance, { orderNo: order.orderNo, reason: 'ok' })).code).toBe(0);
    const nobody = await operatorToken(t, []);
    expect((await detail(order.orderNo, nobody)).status).toBe(403);
    expect((await detail(order.orderNo, member.token)).status).toBe(401);
  });
});
