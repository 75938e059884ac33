import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { orders, phones } from '../../src/db/schema.js';
import { seedDemoOffers } from '../../src/modules/offers/demo-offers.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { quickMember } from '../kit/members.js';
import { orderKit } from './orders-kit.js';

/** Exactness under concurrency (issue 15), on whichever database the suite runs against (PostgreSQL in CI's second run). */
let t: Harness;
let kit: ReturnType<typeof orderKit>;

beforeAll(async () => {
  t = await createHarness();
  await seedDemoOffers(t.deps.offers, t.clock);
  kit = orderKit(t);
  kit.anyToken = (await quickMember(t)).token;
});
afterAll(() => t.close());

const purchaseOf = async (quantity = 1) => {
  const spec = await kit.spec('旗舰版');
  const price = await kit.price(spec.id, 'purchase');
  return {
    spec,
    payload: {
      type: 'purchase',
      configurationId: spec.id,
      regionId: spec.regions[0]!.id,
      priceId: price.id,
      quantity,
      payChannel: 'sandbox',
      agreed: true,
    },
  };
};

describe('orders under concurrency', () => {
  it('gives the last 10 phones to exactly 10 of 100 concurrent buyers; the others hear "sold out" before paying', async () => {
    const { spec, payload } = await purchaseOf();
    await t.deps.offers.setStock(spec.id, spec.regions[0]!.id, 10);
    const buyers = await Promise.all(Array.from({ length: 100 }, () => quickMember(t)));
    const answers = await Promise.all(buyers.map((b) => kit.create(b.token, payload)));
    const won = answers.filter((a) => a.code === 0);
    expect(won).toHaveLength(10);
    expect(answers.filter((a) => a.code === 1011006011)).toHaveLength(90);
    expect((await kit.spec('旗舰版')).regions[0]!.stock).toBe(0);
    await Promise.all(won.map((a) => kit.pay(a.data.orderNo)));
    const [delivered] = await t.deps.db.select({ n: count() }).from(phones).where(eq(phones.configurationId, spec.id));
    expect(delivered!.n).toBe(10);
  });

  it('makes one order of 10 identical creates with one idempotency key, answering its number or "in progress", never a 5xx', async () => {
    const { payload } = await purchaseOf();
    const { spec } = await purchaseOf();
    await t.deps.offers.setStock(spec.id, spec.regions[0]!.id, 5);
    const member = await quickMember(t);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => kit.create(member.token, payload, key)));
    expect(answers.every((a) => a.status < 500)).toBe(true);
    const numbers = new Set(answers.filter((a) => a.code === 0).map((a) => a.data.orderNo));
    expect(numbers.size).toBe(1);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.code === 1011006014)).toBe(true);
    const [made] = await t.deps.db.select({ n: count() }).from(orders).where(eq(orders.memberId, member.id));
    expect(made!.n).toBe(1);
    expect((await kit.spec('旗舰版')).regions[0]!.stock).toBe(4);
    // A later repeat answers the same order; the same key for another order is refused.
    expect((await kit.create(member.token, payload, key)).data.orderNo).toBe([...numbers][0]);
    expect(await kit.create(member.token, { ...payload, quantity: 2 }, key, 'en-US')).toMatchObject({
      status: 422,
      msg: 'This Idempotency-Key was already used for a different order',
    });
    expect((await kit.create(member.token, payload, 'bad key!')).code).toBe(1011006015);
  });

  it('credits a notification arriving on two nodes at once, and replayed, exactly once', async () => {
    const second = await buildApp({ config: t.config, clock: t.clock, resources: t.deps.resources, logger: false });
    await second.app.ready();
    try {
      const { spec, payload } = await purchaseOf(2);
      await t.deps.offers.setStock(spec.id, spec.regions[0]!.id, 10);
      const member = await quickMember(t);
      const { orderNo, payPrice } = (await kit.create(member.token, payload)).data;
      await t.deps.sandbox!.pay(orderNo, { notify: false });
      const body = JSON.stringify({ event: 'paid', orderNo, amount: payPrice, serialNo: 'SBXTWONODES', paidAt: t.clock.now().getTime() });
      const { headers } = t.deps.sandbox!.signedNotification(body);
      const send = (app: typeof t.app) =>
        app.inject({ method: 'POST', url: '/app-api/pay/notify/sandbox', headers: headers as Record<string, string>, payload: body });
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send(i % 2 ? second.app : t.app)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      const order = (await kit.get(member.token, orderNo)).data;
      expect(order.status).toBe('success');
      expect(order.phoneIds).toHaveLength(2);
      const [owned] = await t.deps.db.select({ n: count() }).from(phones).where(eq(phones.memberId, member.id));
      expect(owned!.n).toBe(2);
    } finally {
      await second.app.close();
    }
  });
});
