import { createVerify, randomInt } from 'node:crypto';
import type { PayChannel } from '@cloudphone/contract';
import { describe, expect, it } from 'vitest';
import { usePeer } from '../../../test/peers/use-peer.js';
import { MERCHANT_KEYS, STRANGER_KEYS, WECHAT_PAY_ACCOUNT, wechatPayPeer, type WechatAnswer } from '../../../test/peers/wechat-pay-peer.js';
import { NotificationSignatureError, TradeAlreadyPaidError, type PaymentRequest } from './types.js';
import { wechatPayments, WechatPayError, type WechatPayOptions } from './wechat.js';

const peer = usePeer(wechatPayPeer());
const NOTIFY_URL = 'https://console.example.com/app-api/pay/notify/wechat';
const provider = (overrides: Partial<WechatPayOptions> = {}) =>
  wechatPayments({ ...WECHAT_PAY_ACCOUNT, apiUrl: peer.url, notifyUrl: NOTIFY_URL, timeoutMs: 2_000, ...overrides });
const newOrderNo = () => `CP${Date.now()}${randomInt(1_000_000)}`;
const order = (channel: PayChannel, overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  orderNo: newOrderNo(),
  amount: 2990,
  subject: '畅玩版 1 个月 ×2',
  channel,
  expireTime: new Date('2031-03-04T05:06:07Z'),
  clientIp: '203.0.113.7',
  returnUrl: 'https://console.example.com/orders?paid=1&no=7',
  ...overrides,
});
/** An order created at the stand-in through the provider, for the tests about what comes after. */
async function created(amount = 2990) {
  const request = order('wx_native', { amount, expireTime: new Date(Date.now() + 15 * 60_000) });
  await provider().create(request);
  return request.orderNo;
}

describe('WeChat Pay provider: payments', () => {
  it('creates a Native trade with every field WeChat wants and answers its code_url as the QR text', async () => {
    const request = order('wx_native');
    const start = await provider().create(request);
    expect(start).toEqual({ qrCode: peer.trades.get(request.orderNo)!.code_url });
    expect(start.qrCode).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(peer.received).toEqual([
      {
        method: 'POST',
        path: '/v3/pay/transactions/native',
        body: {
          appid: WECHAT_PAY_ACCOUNT.appId,
          mchid: WECHAT_PAY_ACCOUNT.mchId,
          description: '畅玩版 1 个月 ×2',
          out_trade_no: request.orderNo,
          time_expire: '2031-03-04T13:06:07+08:00',
          notify_url: NOTIFY_URL,
          amount: { total: 2990, currency: 'CNY' },
        },
      },
    ]);
  });

  it('creates an H5 trade with the payer IP and sends the browser back through redirect_url', async () => {
    const request = order('wx_wap');
    const start = await provider().create(request);
    const trade = peer.trades.get(request.orderNo)!;
    expect(trade.trade_type).toBe('MWEB');
    expect(start).toEqual({ payUrl: `${trade.h5_url}&redirect_url=${encodeURIComponent(request.returnUrl)}` });
    expect(new URL(start.payUrl!).searchParams.get('redirect_url')).toBe(request.returnUrl);
    expect(peer.received[0]!.body).toMatchObject({ scene_info: { payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } } });
  });

  it('creates an APP trade and hands the app parameters signed with the merchant key', async () => {
    const request = order('wx_app');
    const start = await provider().create(request);
    const params = JSON.parse(start.appPayParams!) as Record<string, string>;
    expect(params).toMatchObject({
      appid: WECHAT_PAY_ACCOUNT.appId,
      partnerid: WECHAT_PAY_ACCOUNT.mchId,
      prepayid: peer.trades.get(request.orderNo)!.prepay_id,
      package: 'Sign=WXPay',
    });
    expect(Math.abs(Number(params.timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const verifies = (prepayid: string) =>
      createVerify('RSA-SHA256')
        .update(`${params.appid}\n${params.timestamp}\n${params.noncestr}\n${prepayid}\n`)
        .verify(MERCHANT_KEYS.publicKey, params.sign!, 'base64');
    expect(verifies(params.prepayid!)).toBe(true);
    expect(verifies(`${params.prepayid}x`)).toBe(false);
  });

  it('cuts a long subject to 127 UTF-8 bytes without splitting a character', async () => {
    const request = order('wx_native', { subject: '云手机'.repeat(50) });
    await provider().create(request);
    const description = peer.received[0]!.body!.description as string;
    expect(Buffer.byteLength(description)).toBe(126);
    expect(description).toBe('云手机'.repeat(14));
  });

  it('refuses a channel that is not WeChat Pay without calling WeChat', async () => {
    const before = peer.requests.length;
    await expect(provider().create(order('alipay_qr'))).rejects.toThrow(/alipay_qr/);
    expect(peer.requests).toHaveLength(before);
  });

  it('throws WeChat’s code and message when WeChat refuses (an order paid before)', async () => {
    const orderNo = await created();
    peer.pay(orderNo);
    const error = await provider()
      .create(order('wx_native', { orderNo }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WechatPayError);
    expect(error).toMatchObject({ status: 400, code: 'ORDERPAID' });
    expect((error as Error).message).toContain('该订单已支付');
  });
});

describe('WeChat Pay provider: signatures on requests and answers', () => {
  it.each([
    ['another private key', { privateKey: STRANGER_KEYS.privateKey }],
    ['another certificate serial', { certSerial: '3775B6A45ACD588826D15E583A95F5DD00000002' }],
    ['another merchant id', { mchId: '1900000002' }],
  ])('is refused by the stand-in when signed with %s (the signature really is checked)', async (_, overrides) => {
    const error = await provider(overrides)
      .create(order('wx_native'))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'SIGN_ERROR' });
    expect(peer.received).toHaveLength(0);
    expect(peer.trades.size).toBe(0);
  });

  it.each<[WechatAnswer, RegExp]>([
    ['wrongKey', /bad signature/],
    ['wrongSerial', /unknown serial/],
    ['stale', /timestamp/],
    ['unsigned', /unknown serial \(none\)/],
  ])('refuses an answer signed %s, though WeChat took the order', async (answer, why) => {
    peer.state.answer = answer;
    await expect(provider().create(order('wx_native'))).rejects.toThrow(why);
    expect(peer.received).toHaveLength(1);
  });

  it('gives up after timeoutMs when WeChat does not answer', async () => {
    peer.state.answer = 'hang';
    const started = Date.now();
    await expect(provider({ timeoutMs: 200 }).create(order('wx_native'))).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('keeps the keys out of its error messages', async () => {
    const error = (await provider({ privateKey: STRANGER_KEYS.privateKey })
      .create(order('wx_native'))
      .catch((e: unknown) => e)) as Error;
    for (const secret of [WECHAT_PAY_ACCOUNT.apiV3Key, STRANGER_KEYS.privateKey.split('\n')[1]!]) {
      expect(`${error.message} ${error.stack}`).not.toContain(secret);
    }
  });
});

describe('WeChat Pay provider: notifications', () => {
  it('reads a genuine payment notification as paid, with the amount, transaction id and time', async () => {
    const orderNo = await created(1234);
    const notified = peer.pay(orderNo);
    const trade = peer.trades.get(orderNo)!;
    expect(await provider().readNotification(notified)).toEqual({
      kind: 'paid',
      payment: { orderNo, amount: 1234, serialNo: trade.transaction_id, paidAt: new Date(trade.success_time!) },
    });
    expect(trade.transaction_id).toMatch(/^4200\d{24}$/);
  });

  it('reads headers whatever their case', async () => {
    const notified = peer.pay(await created());
    const headers = Object.fromEntries(
      Object.entries(notified.headers).map(([k, v]) => [k.replace(/(^|-)\w/g, (c) => c.toUpperCase()), v]),
    );
    expect(headers).toHaveProperty('Wechatpay-Signature');
    expect((await provider().readNotification({ headers, body: notified.body })).kind).toBe('paid');
  });

  it.each([
    [
      'a tampered body',
      (n: ReturnType<typeof peer.pay>) => ({ ...n, body: n.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') }),
    ],
    ['a wrong serial', (n: ReturnType<typeof peer.pay>) => ({ ...n, headers: { ...n.headers, 'wechatpay-serial': 'PUB_KEY_ID_0000' } })],
    ['no signature', (n: ReturnType<typeof peer.pay>) => ({ ...n, headers: { ...n.headers, 'wechatpay-signature': undefined } })],
  ])('refuses a notification with %s', async (_, spoil) => {
    const notified = peer.pay(await created());
    await expect(provider().readNotification(spoil(notified))).rejects.toBeInstanceOf(NotificationSignatureError);
  });

  it.each([
    ['signed with another key', { signingKey: STRANGER_KEYS.privateKey }],
    ['signed under another serial', { serial: 'PUB_KEY_ID_0119000091912025061200000000000002' }],
    ['signed more than five minutes ago', { at: new Date(Date.now() - 6 * 60_000) }],
    ['signed more than five minutes ahead', { at: new Date(Date.now() + 6 * 60_000) }],
    ['sealed with another APIv3 key', { apiV3Key: 'Z'.repeat(32) }],
  ])('refuses a notification %s', async (_, how) => {
    const notified = peer.pay(await created(), how);
    await expect(provider().readNotification(notified)).rejects.toBeInstanceOf(NotificationSignatureError);
  });

  it('accepts a notification signed four minutes ago (the window is five)', async () => {
    const notified = peer.pay(await created(), { at: new Date(Date.now() - 4 * 60_000) });
    expect((await provider().readNotification(notified)).kind).toBe('paid');
  });

  it('reads a genuine notification of another event (a refund) as other', async () => {
    const orderNo = await created();
    peer.pay(orderNo);
    const refund = {
      mchid: WECHAT_PAY_ACCOUNT.mchId,
      out_trade_no: orderNo,
      refund_status: 'SUCCESS',
      amount: { total: 2990, refund: 2990 },
    };
    expect(await provider().readNotification(peer.notification(refund, { eventType: 'REFUND.SUCCESS' }))).toEqual({ kind: 'other' });
  });

  it('answers WeChat the acknowledgement it expects', () => {
    expect(provider().acknowledgement).toEqual({
      status: 200,
      contentType: 'application/json',
      body: '{"code":"SUCCESS","message":"成功"}',
    });
  });
});

describe('WeChat Pay provider: query, close, refund', () => {
  it('queries a paid trade as paid, by out_trade_no and mchid', async () => {
    const orderNo = await created(4321);
    peer.pay(orderNo);
    const trade = peer.trades.get(orderNo)!;
    expect(await provider().query(orderNo)).toEqual({
      state: 'paid',
      payment: { orderNo, amount: 4321, serialNo: trade.transaction_id, paidAt: new Date(trade.success_time!) },
    });
    expect(peer.requests.at(-1)!.query.get('mchid')).toBe(WECHAT_PAY_ACCOUNT.mchId);
  });

  it.each([
    ['NOTPAY', 'unpaid'],
    ['USERPAYING', 'unpaid'],
    ['CLOSED', 'closed'],
    ['REVOKED', 'closed'],
    ['PAYERROR', 'closed'],
  ] as const)('queries a %s trade as %s', async (tradeState, state) => {
    const orderNo = await created();
    peer.trades.get(orderNo)!.trade_state = tradeState;
    expect(await provider().query(orderNo)).toEqual({ state });
  });

  it('queries a trade WeChat never heard of as unpaid', async () => {
    expect(await provider().query(newOrderNo())).toEqual({ state: 'unpaid' });
    expect(peer.received).toHaveLength(1);
  });

  it('closes an unpaid trade, which then cannot be paid', async () => {
    const orderNo = await created();
    await provider().close(orderNo);
    expect(peer.trades.get(orderNo)!.trade_state).toBe('CLOSED');
    expect(peer.received.at(-1)).toEqual({
      method: 'POST',
      path: `/v3/pay/transactions/out-trade-no/${orderNo}/close`,
      body: { mchid: WECHAT_PAY_ACCOUNT.mchId },
    });
    expect(() => peer.pay(orderNo)).toThrow();
    expect(await provider().query(orderNo)).toEqual({ state: 'closed' });
  });

  it('closes a trade WeChat never heard of quietly, but throws when WeChat refuses the close', async () => {
    await expect(provider().close(newOrderNo())).resolves.toBeUndefined();
    const orderNo = await created();
    await expect(provider({ privateKey: STRANGER_KEYS.privateKey }).close(orderNo)).rejects.toMatchObject({ code: 'SIGN_ERROR' });
    expect(peer.trades.get(orderNo)!.trade_state).toBe('NOTPAY');
  });

  it('throws TradeAlreadyPaidError when closing a paid trade', async () => {
    const orderNo = await created();
    peer.pay(orderNo);
    await expect(provider().close(orderNo)).rejects.toBeInstanceOf(TradeAlreadyPaidError);
    expect(peer.trades.get(orderNo)!.trade_state).toBe('SUCCESS');
  });

  it('refunds part of a paid trade and answers WeChat’s refund_id; the same refund number is the same refund', async () => {
    const orderNo = await created(2990);
    peer.pay(orderNo);
    const request = { orderNo, refundNo: `R${orderNo}`, amount: 1000, total: 2990, reason: '用户申请退款' };
    const { serialNo } = await provider().refund(request);
    expect(peer.trades.get(orderNo)!.refunds).toEqual([
      { out_refund_no: request.refundNo, refund_id: serialNo, refund: 1000, total: 2990, currency: 'CNY', reason: '用户申请退款' },
    ]);
    expect(serialNo).toMatch(/^50300\d{24}$/);
    expect(await provider().refund(request)).toEqual({ serialNo });
    expect(peer.trades.get(orderNo)!.refunds).toHaveLength(1);
  });

  it('throws WeChat’s code when a refund would return more than was paid', async () => {
    const orderNo = await created(2990);
    peer.pay(orderNo);
    await expect(provider().refund({ orderNo, refundNo: `R${orderNo}`, amount: 3000, total: 2990, reason: '' })).rejects.toMatchObject({
      code: 'NOT_ENOUGH',
    });
    expect(peer.trades.get(orderNo)!.refunds).toHaveLength(0);
  });
});

describe('WeChat Pay provider: options', () => {
  it('refuses an APIv3 key that is not 32 bytes', () => {
    expect(() => provider({ apiV3Key: 'short' })).toThrow(/32 bytes/);
  });
});
