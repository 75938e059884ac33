import { addDuration, phonesApi, type PageResult, type PhoneRow } from '@cloudphone/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoOffers } from '../../src/modules/offers/demo-offers.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, quickMember, type SignedInMember } from '../kit/members.js';
import { sharePhoneFor } from '../kit/rented-phones.js';
import { orderKit } from './orders-kit.js';

let t: Harness;
let kit: ReturnType<typeof orderKit>;
let buyer: SignedInMember;
let basic: Awaited<ReturnType<typeof kit.spec>>;
let month: Awaited<ReturnType<typeof kit.price>>;

beforeAll(async () => {
  t = await createHarness();
  await seedDemoOffers(t.deps.offers, t.clock);
  kit = orderKit(t);
  buyer = await quickMember(t);
  kit.anyToken = buyer.token;
  basic = await kit.spec('畅玩版');
  month = await kit.price(basic.id, 'purchase');
});
afterAll(() => t.close());

const east = () => basic.regions[0]!;
const purchase = (overrides: object = {}) => ({
  type: 'purchase',
  configurationId: basic.id,
  regionId: east().id,
  priceId: month.id,
  quantity: 2,
  payChannel: 'sandbox',
  agreed: true,
  ...overrides,
});
const stockOf = async (spec: string, region = '华东') => (await kit.spec(spec)).regions.find((r) => r.name === region)!.stock;
const phonesOf = async (token: string) =>
  (
    await t.call<PageResult<PhoneRow>>({
      method: 'POST',
      url: phonesApi.endpoints.page.path,
      headers: bearer(token),
      payload: { pageNo: 1, pageSize: 100 },
    })
  ).data.list;

describe('buying phones with the sandbox', () => {
  it('holds the stock, answers where to pay, and after the payment delivers the phones of the spec', async () => {
    const before = await stockOf('畅玩版');
    const res = await kit.create(buyer.token, purchase());
    expect(res.code).toBe(0);
    const { orderNo, payUrl, qrCode, payPrice, expireTime } = res.data;
    expect(orderNo).toMatch(/^\d{23}$/);
    expect(payUrl).toContain(`/pay-sandbox/${orderNo}`);
    expect(qrCode).toContain(`/pay-sandbox/${orderNo}`);
    expect(payPrice).toBe(month.price * 2);
    expect(expireTime).toBe(t.clock.now().getTime() + 15 * 60_000);
    expect(await stockOf('畅玩版')).toBe(before - 2);
    expect((await kit.get(buyer.token, orderNo)).data).toMatchObject({ status: 'pending', quantity: 2, phoneIds: [], paySerialNo: null });

    expect((await kit.pay(orderNo)).json()).toMatchObject({ code: 0, data: true });
    const paid = (await kit.get(buyer.token, orderNo)).data;
    expect(paid).toMatchObject({ status: 'success', payPrice: month.price * 2, configurationName: '畅玩版', packageName: '1 个月' });
    expect(paid.paySerialNo).toMatch(/^SBX/);
    expect(paid.phoneIds).toHaveLength(2);
    expect(paid.points).toBe(Math.floor((month.price * 2) / 100));
    // Paid: the held phones are sold, so what is shown stays down by two.
    expect(await stockOf('畅玩版')).toBe(before - 2);

    const phones = (await phonesOf(buyer.token)).filter((p) => paid.phoneIds.includes(p.id));
    expect(phones).toHaveLength(2);
    const expected = addDuration(paid.payTime!, 1, 'month');
    for (const phone of phones) {
      expect(phone).toMatchObject({ configurationId: basic.id, androidVersion: '10', chip: 'Orion865', padType: 5 });
      expect(phone.expireTime).toBe(expected);
    }
  });

  it("tells the member's consoles the moment an order is paid", async () => {
    const heard: unknown[] = [];
    const stop = t.deps.bus.subscribe('to-member', (event) => void heard.push(event));
    try {
      const { orderNo } = (await kit.create(buyer.token, purchase({ quantity: 1 }))).data;
      await kit.pay(orderNo);
      await expect.poll(() => heard).toContainEqual({ memberId: buyer.id, message: { type: 'order-paid', data: { orderNo } } });
    } finally {
      stop();
    }
  });

  it('pays once: a second pay at the cashier changes nothing', async () => {
    const { orderNo } = (await kit.create(buyer.token, purchase({ quantity: 1 }))).data;
    await kit.pay(orderNo);
    const first = (await kit.get(buyer.token, orderNo)).data;
    expect((await kit.pay(orderNo)).statusCode).toBe(200);
    const again = (await kit.get(buyer.token, orderNo)).data;
    expect(again).toEqual(first);
    expect(again.phoneIds).toHaveLength(1);
  });

  it('shows the cashier page with the amount in yuan and both buttons', async () => {
    const { orderNo } = (await kit.create(buyer.token, purchase({ quantity: 1 }))).data;
    const page = await t.app.inject({ method: 'GET', url: `/pay-sandbox/${orderNo}` });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`¥${(month.price / 100).toFixed(2).replace(/\.?0+$/, '')}`);
    expect(page.body).toContain('支付 / Pay');
    expect(page.body).toContain('失败 / Fail');
    // A browser's form post is sent back to the page, which then shows the trade paid.
    const form = await t.app.inject({
      method: 'POST',
      url: `/pay-sandbox/${orderNo}/pay`,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(form.statusCode).toBe(303);
    expect((await t.app.inject({ method: 'GET', url: `/pay-sandbox/${orderNo}` })).body).toContain('data-state="paid"');
    expect((await t.app.inject({ method: 'GET', url: '/pay-sandbox/99999999' })).statusCode).toBe(404);
  });
});

describe('the API reference', () => {
  it('documents the order, payment, points and code endpoints, the providers’ notify route and the sandbox pay', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/app-api/docs/json' })).json() as { paths: Record<string, unknown> };
    for (const path of [
      '/app-api/trade/order/create',
      '/app-api/trade/order/web-page',
      '/app-api/trade/order/renewable-phones',
      '/admin-api/trade/order/refund',
      '/app-api/member/integral/page',
      '/app-api/trade/redeem-code/redeem',
      '/admin-api/trade/redeem-code/export',
      '/app-api/pay/notify/{provider}',
      '/pay-sandbox/{orderNo}/pay',
    ])
      expect(Object.keys(doc.paths), path).toContain(path);
    expect(Object.keys(doc.paths)).not.toContain('/pay-sandbox/{orderNo}');
  });
});

describe('refusals change nothing', () => {
  const refused = async (payload: object, code: number, message: string, lang = 'zh-CN') => {
    const before = await stockOf('畅玩版');
    const { total } = (await kit.page(buyer.token)).data;
    const res = await kit.create(buyer.token, payload, randomUUID(), lang);
    expect(res.code).toBe(code);
    expect(res.msg).toBe(message);
    expect((await kit.page(buyer.token)).data.total).toBe(total);
    expect(await stockOf('畅玩版')).toBe(before);
  };

  it('refuses an order without the agreement, in both languages', async () => {
    await refused(purchase({ agreed: undefined }), 400, '请阅读并勾选授权协议');
    await refused(purchase({ agreed: false }), 400, 'Please read and accept the authorization agreement', 'en-US');
  });

  it('refuses a bad quantity, an unknown channel, and a channel this installation does not take', async () => {
    await refused(purchase({ quantity: 0 }), 400, '购买数量为 1 到 20 台');
    await refused(purchase({ quantity: 21 }), 400, '购买数量为 1 到 20 台');
    await refused(purchase({ payChannel: 'bitcoin' }), 400, '请选择支付方式');
    await refused(purchase({ payChannel: 'wx_native' }), 1011006019, '该支付方式暂不可用，请选择其他方式');
  });

  it('refuses a package of another order type or another spec, and a region the spec is not sold in', async () => {
    const renewal = await kit.price(basic.id, 'renewal');
    await refused(purchase({ priceId: renewal.id }), 1011006010, '该套餐不存在或不适用于此订单类型');
    const flagship = await kit.spec('旗舰版');
    await refused(purchase({ configurationId: flagship.id }), 1011006010, '该套餐不存在或不适用于此订单类型');
    await refused(purchase({ regionId: 999_999 }), 1011006001, '该地区不存在');
  });

  it('refuses more phones than are left with "sold out", before any payment', async () => {
    const south = basic.regions.find((r) => r.name === '华南')!;
    await t.deps.offers.setStock(basic.id, south.id, 3);
    await refused(purchase({ regionId: south.id, quantity: 4 }), 1011006011, '该地区库存不足，请减少数量或选择其他地区');
    const strong = await kit.spec('高配版');
    const soldOut = strong.regions.find((r) => r.name === '华南')!;
    expect(soldOut.stock).toBe(0);
    const price = await kit.price(strong.id, 'purchase');
    const res = await kit.create(
      buyer.token,
      purchase({ configurationId: strong.id, regionId: soldOut.id, priceId: price.id, quantity: 1 }),
      randomUUID(),
      'en-US',
    );
    expect(res).toMatchObject({ status: 409, code: 1011006011, msg: 'Sold out in this region: buy fewer or choose another region' });
  });

  it('refuses a renewal without phones, with phones of someone else, and with a package of another spec', async () => {
    const renewal = await kit.price(basic.id, 'renewal');
    const renew = (phoneIds: unknown, priceId = renewal.id) => ({
      type: 'renewal',
      priceId,
      phoneIds,
      payChannel: 'sandbox',
      agreed: true,
    });
    await refused(renew([]), 400, '请至少选择一台云手机');
    const stranger = await quickMember(t);
    await t.deps.phones.grantTrial(stranger.id);
    const theirs = (await phonesOf(stranger.token))[0]!;
    // Someone else's phone does not exist for the buyer; one shared with them is not theirs to renew.
    await refused(renew([theirs.id]), 1011001000, '云手机不存在');
    await sharePhoneFor(t, { phoneId: theirs.id, ownerId: stranger.id, granteeId: buyer.id });
    await refused(renew([theirs.id]), 1011006017, '只能为自己的云手机续费或升级');
    const mine = (await phonesOf(buyer.token)).find((p) => p.accreditType === null)!;
    const flagshipRenewal = await kit.price((await kit.spec('旗舰版')).id, 'renewal');
    await refused(renew([mine.id], flagshipRenewal.id), 1011006018, '所选套餐不适用于所选云手机的配置');
  });
});
