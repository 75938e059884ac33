import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoOffers } from '../../src/modules/offers/demo-offers.js';
import { ALIPAY_APP_ID, ALIPAY_KEYS, alipayPeer } from '../peers/alipay-peer.js';
import { usePeer } from '../peers/use-peer.js';
import { WECHAT_PAY_ACCOUNT, wechatPayPeer } from '../peers/wechat-pay-peer.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { quickMember, type SignedInMember } from '../kit/members.js';
import { orderKit } from './orders-kit.js';

/** Orders paid through WeChat Pay and Alipay, against loopback stand-ins that check signatures as they do. */
const alipay = usePeer(alipayPeer());
const wechat = usePeer(wechatPayPeer());
let t: Harness;
let kit: ReturnType<typeof orderKit>;
let buyer: SignedInMember;
let purchase: (payChannel: string) => object;

function keyFile(name: string, text: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cp-pay-'));
  writeFileSync(path.join(dir, name), text);
  return path.join(dir, name);
}

beforeAll(async () => {
  t = await createHarness({
    PAY_PROVIDERS: 'wechat,alipay',
    PUBLIC_URL: 'https://console.example.cn',
    WECHAT_PAY_MCH_ID: WECHAT_PAY_ACCOUNT.mchId,
    WECHAT_PAY_APP_ID: WECHAT_PAY_ACCOUNT.appId,
    WECHAT_PAY_API_V3_KEY: WECHAT_PAY_ACCOUNT.apiV3Key,
    WECHAT_PAY_PRIVATE_KEY_PATH: keyFile('merchant.pem', WECHAT_PAY_ACCOUNT.privateKey),
    WECHAT_PAY_CERT_SERIAL: WECHAT_PAY_ACCOUNT.certSerial,
    WECHAT_PAY_PUBLIC_KEY_PATH: keyFile('wechat.pem', WECHAT_PAY_ACCOUNT.platformPublicKey),
    WECHAT_PAY_PUBLIC_KEY_ID: WECHAT_PAY_ACCOUNT.platformPublicKeyId,
    WECHAT_PAY_API_URL: wechat.url,
    ALIPAY_APP_ID,
    ALIPAY_PRIVATE_KEY_PATH: keyFile('app.pem', ALIPAY_KEYS.appPrivateKey),
    ALIPAY_PUBLIC_KEY_PATH: keyFile('alipay.pem', ALIPAY_KEYS.alipayPublicKey),
    ALIPAY_GATEWAY: `${alipay.url}/gateway.do`,
  });
  await seedDemoOffers(t.deps.offers, t.clock);
  kit = orderKit(t);
  buyer = await quickMember(t);
  kit.anyToken = buyer.token;
  const spec = await kit.spec('畅玩版');
  const price = await kit.price(spec.id, 'purchase');
  purchase = (payChannel) => ({
    type: 'purchase',
    configurationId: spec.id,
    regionId: spec.regions[0]!.id,
    priceId: price.id,
    quantity: 1,
    payChannel,
    agreed: true,
  });
});
afterAll(() => t.close());

const notify = (provider: string, headers: Record<string, string | string[] | undefined>, body: string) =>
  t.app.inject({ method: 'POST', url: `/app-api/pay/notify/${provider}`, headers: headers as Record<string, string>, payload: body });
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('WeChat Pay', () => {
  it('shows the Native code, credits the verified notification once, and answers as WeChat expects', async () => {
    const created = (await kit.create(buyer.token, purchase('wx_native'))).data;
    expect(created.qrCode).toMatch(/^weixin:\/\/wxpay\/bizpayurl/);
    expect(wechat.trades.get(created.orderNo)!.total).toBe(created.payPrice);
    const { headers, body } = wechat.pay(created.orderNo);
    const first = await notify('wechat', headers, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: 'SUCCESS', message: '成功' });
    expect((await notify('wechat', headers, body)).statusCode).toBe(200);
    const order = (await kit.get(buyer.token, created.orderNo)).data;
    expect(order).toMatchObject({ status: 'success', paySerialNo: wechat.trades.get(created.orderNo)!.transaction_id });
    expect(order.phoneIds).toHaveLength(1);
  });

  it('refuses a notification signed with another key, and lists the WeChat and Alipay channels only', async () => {
    const created = (await kit.create(buyer.token, purchase('wx_native'))).data;
    const forged = wechat.pay(created.orderNo, { signingKey: ALIPAY_KEYS.appPrivateKey });
    expect((await notify('wechat', forged.headers, forged.body)).statusCode).toBe(401);
    expect((await kit.get(buyer.token, created.orderNo)).data.status).toBe('pending');
    const channels = await t.call<string[]>({
      method: 'GET',
      url: '/app-api/trade/order/pay-channels',
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(channels.data).toEqual(['wx_native', 'wx_app', 'wx_wap', 'alipay_pc', 'alipay_qr', 'alipay_app', 'alipay_wap']);
    expect((await kit.create(buyer.token, purchase('sandbox'))).code).toBe(1011006019);
  });

  it('closes the trade at WeChat when the member cancels', async () => {
    const created = (await kit.create(buyer.token, purchase('wx_native'))).data;
    expect((await kit.cancel(buyer.token, created.orderNo)).code).toBe(0);
    expect(wechat.trades.get(created.orderNo)!.trade_state).toBe('CLOSED');
  });
});

describe('Alipay', () => {
  it('precreates the QR code and credits the verified notification, answering "success"', async () => {
    const created = (await kit.create(buyer.token, purchase('alipay_qr'))).data;
    expect(created.qrCode).toBeTruthy();
    alipay.scan(created.orderNo);
    const answer = await notify('alipay', form, alipay.pay(created.orderNo));
    expect(answer.body).toBe('success');
    const order = (await kit.get(buyer.token, created.orderNo)).data;
    expect(order.status).toBe('success');
    expect(order.paySerialNo).toBeTruthy();
  });

  it('refunds at once a payment that arrives after the order was cancelled (an unscanned QR cannot be closed)', async () => {
    const created = (await kit.create(buyer.token, purchase('alipay_qr'))).data;
    expect((await kit.cancel(buyer.token, created.orderNo)).code).toBe(0);
    const late = alipay.pay(created.orderNo, created.payPrice);
    expect((await notify('alipay', form, late)).body).toBe('success');
    expect((await notify('alipay', form, late)).body).toBe('success');
    expect((await kit.get(buyer.token, created.orderNo)).data).toMatchObject({ status: 'cancel', phoneIds: [] });
    const refunds = alipay.received.filter((r) => r.method === 'alipay.trade.refund' && r.biz.out_trade_no === created.orderNo);
    expect(refunds.length).toBeGreaterThanOrEqual(1);
    expect(new Set(refunds.map((r) => r.biz.out_request_no)).size).toBe(1);
    expect(refunds[0]!.biz.refund_amount).toBe((created.payPrice / 100).toFixed(2));
  });

  it('sends a phone to Alipay’s wap cashier for alipay_wap', async () => {
    const created = (await kit.create(buyer.token, purchase('alipay_wap'))).data;
    expect(created.payUrl).toContain('alipay.trade.wap.pay');
    expect(alipay.open(created.payUrl!).biz).toMatchObject({ out_trade_no: created.orderNo, product_code: 'QUICK_WAP_WAY' });
  });
});
