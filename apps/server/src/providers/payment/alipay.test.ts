import { describe, expect, it } from 'vitest';
import { ALIPAY_APP_ID, ALIPAY_KEYS, alipayParams, alipayPeer, appSignatureValid, gatewayParams } from '../../../test/peers/alipay-peer.js';
import { usePeer } from '../../../test/peers/use-peer.js';
import { alipayPayments, fenToYuan, yuanToFen, type AlipayOptions } from './alipay.js';
import { NotificationSignatureError, TradeAlreadyPaidError, type PaymentRequest } from './types.js';

const peer = usePeer(alipayPeer());
const NOTIFY_URL = 'https://console.example.com/app-api/pay/notify/alipay';
const RETURN_URL = 'https://console.example.com/orders/paid';
const provider = (overrides: Partial<AlipayOptions> = {}) =>
  alipayPayments({
    appId: ALIPAY_APP_ID,
    privateKey: ALIPAY_KEYS.appPrivateKey,
    alipayPublicKey: ALIPAY_KEYS.alipayPublicKey,
    gateway: `${peer.url}/gateway.do`,
    notifyUrl: NOTIFY_URL,
    timeoutMs: 5_000,
    ...overrides,
  });
let serial = 0;
const newOrderNo = () => `CP${Date.now()}${++serial}`;
const request = (overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  orderNo: newOrderNo(),
  amount: 1999,
  subject: '畅玩版 1 个月 ×2',
  channel: 'alipay_qr',
  // 12:30:00 in Beijing.
  expireTime: new Date('2025-03-01T04:30:00Z'),
  clientIp: '203.0.113.7',
  returnUrl: RETURN_URL,
  ...overrides,
});
const notice = (body: string) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
const beijing = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`).getTime();
/** Creates a QR trade the buyer has scanned: a trade Alipay knows. */
async function scannedTrade(amount = 1999) {
  const order = request({ amount });
  await provider().create(order);
  peer.scan(order.orderNo);
  return order.orderNo;
}

describe('Alipay amounts', () => {
  it('writes fen as yuan with two decimals and reads them back exactly, where float arithmetic would slip', () => {
    expect([1999, 2000, 1, 10, 123450].map(fenToYuan)).toEqual(['19.99', '20.00', '0.01', '0.10', '1234.50']);
    expect(['19.99', '0.01', '1234.50', '1234.5', '20', '0.29'].map(yuanToFen)).toEqual([1999, 1, 123450, 123450, 2000, 29]);
    expect(Math.floor(0.29 * 100)).toBe(28); // why amounts are never multiplied as floats
    for (let fen = 1; fen <= 20_000; fen++) if (yuanToFen(fenToYuan(fen)) !== fen) throw new Error(`${fen} does not round-trip`);
    for (const bad of ['', '1.234', '-1.00', '1e3', '.5']) expect(() => yuanToFen(bad)).toThrow();
    for (const bad of [0, -1, 1.5]) expect(() => fenToYuan(bad)).toThrow();
  });
});

describe('Alipay payment provider: starting a payment', () => {
  it('precreates a QR trade signed with the app key, Beijing times and the amount in yuan, and gives the qr_code', async () => {
    const order = request();
    const started = await provider().create(order);
    expect(started.qrCode).toMatch(/^https:\/\/qr\.alipay\.com\/bax0[0-9a-f]{20}$/);
    expect(peer.received).toHaveLength(1);
    const { method, params, biz } = peer.received[0]!;
    expect(method).toBe('alipay.trade.precreate');
    expect(params.notify_url).toBe(NOTIFY_URL);
    expect(biz).toEqual({
      out_trade_no: order.orderNo,
      total_amount: '19.99',
      subject: '畅玩版 1 个月 ×2',
      time_expire: '2025-03-01 12:30:00',
    });
    // The test process runs in whatever zone; the gateway reads the timestamp as Beijing time.
    expect(Math.abs(beijing(params.timestamp!) - Date.now())).toBeLessThan(60_000);
  });

  it('writes whole yuan with two decimals and cuts the subject to 256 characters', async () => {
    await provider().create(request({ amount: 2000, subject: '云'.repeat(300) }));
    expect(peer.received[0]!.biz.total_amount).toBe('20.00');
    expect(peer.received[0]!.biz.subject).toBe('云'.repeat(256));
  });

  it('signs with a PKCS1 key as well as a PKCS8 one', async () => {
    await expect(provider({ privateKey: ALIPAY_KEYS.appPrivateKeyPkcs1 }).create(request())).resolves.toHaveProperty('qrCode');
    expect(peer.received).toHaveLength(1);
  });

  it('gives a signed gateway URL for page pay, which the buyer opening it turns into a trade', async () => {
    const order = request({ channel: 'alipay_pc' });
    const { payUrl } = await provider().create(order);
    expect(payUrl?.startsWith(`${peer.url}/gateway.do?`)).toBe(true);
    expect(peer.requests).toHaveLength(0); // a page payment calls nobody until the buyer opens it
    const params = alipayParams(payUrl!);
    expect(params).toMatchObject({
      method: 'alipay.trade.page.pay',
      app_id: ALIPAY_APP_ID,
      notify_url: NOTIFY_URL,
      return_url: RETURN_URL,
    });
    expect(JSON.parse(params.biz_content!)).toEqual({
      out_trade_no: order.orderNo,
      total_amount: '19.99',
      subject: order.subject,
      time_expire: '2025-03-01 12:30:00',
      product_code: 'FAST_INSTANT_TRADE_PAY',
    });
    expect(appSignatureValid(params)).toBe(true);
    const cheaper = JSON.stringify({ ...JSON.parse(params.biz_content!), total_amount: '0.01' });
    expect(appSignatureValid({ ...params, biz_content: cheaper })).toBe(false);

    expect(await provider().query(order.orderNo)).toEqual({ state: 'unpaid' });
    expect(peer.trades.has(order.orderNo)).toBe(false);
    peer.open(payUrl!);
    expect(peer.trades.get(order.orderNo)?.fen).toBe(1999);
  });

  it('gives a signed gateway URL for wap pay, with the return page as quit_url', async () => {
    const order = request({ channel: 'alipay_wap', amount: 123450 });
    const params = alipayParams((await provider().create(order)).payUrl!);
    expect(params).toMatchObject({ method: 'alipay.trade.wap.pay', notify_url: NOTIFY_URL, return_url: RETURN_URL });
    expect(JSON.parse(params.biz_content!)).toMatchObject({
      out_trade_no: order.orderNo,
      total_amount: '1234.50',
      product_code: 'QUICK_WAP_WAY',
      quit_url: RETURN_URL,
    });
    expect(appSignatureValid(params)).toBe(true);
    expect(appSignatureValid({ ...params, return_url: 'https://evil.example.com/' })).toBe(false);
  });

  it('gives an order string for the app that verifies the same way', async () => {
    const order = request({ channel: 'alipay_app', amount: 1 });
    const { appPayParams } = await provider().create(order);
    const params = alipayParams(appPayParams!);
    expect(params).toMatchObject({ method: 'alipay.trade.app.pay', app_id: ALIPAY_APP_ID, notify_url: NOTIFY_URL, sign_type: 'RSA2' });
    expect(JSON.parse(params.biz_content!)).toMatchObject({ out_trade_no: order.orderNo, total_amount: '0.01' });
    expect(appSignatureValid(params)).toBe(true);
    expect(peer.open(appPayParams!).biz.out_trade_no).toBe(order.orderNo);
  });

  it('refuses a channel that is not Alipay', async () => {
    await expect(provider().create(request({ channel: 'wx_native' }))).rejects.toThrow(/wx_native/);
  });
});

describe('Alipay payment provider: signatures on the wire', () => {
  it('is refused by the stand-in when it signs with another private key (the stand-in checks signatures)', async () => {
    const error = await provider({ privateKey: ALIPAY_KEYS.strangerPrivateKey })
      .create(request())
      .catch((e: Error) => e);
    expect((error as Error).message).toMatch(/40002 Invalid Arguments isv\.invalid-signature/);
    expect(peer.requests).toHaveLength(1);
    expect(peer.received).toHaveLength(0);
    expect(gatewayParams(peer.requests[0]!).sign).toBeTruthy();
    expect((error as Error).message).not.toContain(gatewayParams(peer.requests[0]!).sign!);
  });

  it('refuses an answer not signed by Alipay, without quoting the signature', async () => {
    peer.state.answer = 'wrongKey';
    const error = await provider()
      .create(request())
      .catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/alipay\.trade\.precreate failed: the response signature does not verify/);
    expect((error as Error).message).not.toMatch(/[A-Za-z0-9+/]{60,}/);
    expect(peer.received).toHaveLength(1); // the request was fine; the answer is what was refused
  });

  it('does not start with a key that does not load', () => {
    expect(() => provider({ privateKey: '-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----' })).toThrow();
    expect(() => provider({ alipayPublicKey: 'bm90IGEga2V5' })).toThrow();
  });
});

describe('Alipay payment provider: notifications', () => {
  it.each([
    [1999, '19.99'],
    [1, '0.01'],
    [123450, '1234.50'],
  ])('reads a genuine notification of %i fen (%s yuan) as paid, to the fen', async (fen, yuan) => {
    const orderNo = newOrderNo();
    const body = peer.pay(orderNo, fen);
    expect(new URLSearchParams(body).get('total_amount')).toBe(yuan);
    expect(body).toContain('%25'); // the subject holds a '%', which a second decoding would break
    const read = await provider().readNotification(notice(body));
    const trade = peer.trades.get(orderNo)!;
    expect(read).toEqual({
      kind: 'paid',
      payment: { orderNo, amount: fen, serialNo: trade.tradeNo, paidAt: new Date(beijing(trade.paidAt!)) },
    });
    expect(Math.abs(beijing(trade.paidAt!) - Date.now())).toBeLessThan(5_000);
  });

  it('refuses a notification whose amount was changed', async () => {
    const body = new URLSearchParams(peer.pay(newOrderNo(), 199_900));
    body.set('total_amount', '0.01');
    await expect(provider().readNotification(notice(body.toString()))).rejects.toBeInstanceOf(NotificationSignatureError);
  });

  it('refuses a notification signed with a key that is not Alipay’s, or not signed', async () => {
    const forged = peer.pay(newOrderNo(), 1999, 'stranger');
    await expect(provider().readNotification(notice(forged))).rejects.toBeInstanceOf(NotificationSignatureError);
    const unsigned = new URLSearchParams(peer.pay(newOrderNo(), 1999));
    unsigned.delete('sign');
    await expect(provider().readNotification(notice(unsigned.toString()))).rejects.toBeInstanceOf(NotificationSignatureError);
  });

  it('refuses a genuine notification for another app', async () => {
    const orderNo = newOrderNo();
    peer.pay(orderNo, 1999);
    const body = peer.notification({ ...peer.notificationFields(orderNo), app_id: '2021000000009999' });
    await expect(provider().readNotification(notice(body))).rejects.toBeInstanceOf(NotificationSignatureError);
  });

  it('reads WAIT_BUYER_PAY as nothing to act on', async () => {
    const orderNo = await scannedTrade();
    const fields = peer.notificationFields(orderNo);
    expect(fields.trade_status).toBe('WAIT_BUYER_PAY');
    expect(await provider().readNotification(notice(peer.notification(fields)))).toEqual({ kind: 'other' });
  });

  it('acknowledges as Alipay documents it', () => {
    expect(provider().name).toBe('alipay');
    expect(provider().acknowledgement).toEqual({ status: 200, contentType: 'text/plain', body: 'success' });
  });
});

describe('Alipay payment provider: query, close, refund', () => {
  it('queries a paid trade as paid, with amount, trade_no and payment time', async () => {
    const orderNo = await scannedTrade(1234);
    peer.pay(orderNo);
    const trade = peer.trades.get(orderNo)!;
    expect(await provider().query(orderNo)).toEqual({
      state: 'paid',
      payment: { orderNo, amount: 1234, serialNo: trade.tradeNo, paidAt: new Date(beijing(trade.paidAt!)) },
    });
    expect(peer.received.at(-1)).toMatchObject({ method: 'alipay.trade.query', biz: { out_trade_no: orderNo } });
  });

  it('queries a scanned trade as unpaid, a closed one as closed, and one Alipay does not know as unpaid', async () => {
    const orderNo = await scannedTrade();
    expect(await provider().query(orderNo)).toEqual({ state: 'unpaid' });
    await provider().close(orderNo);
    expect(peer.trades.get(orderNo)?.status).toBe('TRADE_CLOSED');
    expect(await provider().query(orderNo)).toEqual({ state: 'closed' });
    expect(await provider().query(newOrderNo())).toEqual({ state: 'unpaid' });
  });

  it('closes an unknown trade and a closed one without complaint, and refuses to close a paid one', async () => {
    await expect(provider().close(newOrderNo())).resolves.toBeUndefined();
    const closed = await scannedTrade();
    await provider().close(closed);
    await expect(provider().close(closed)).resolves.toBeUndefined();
    const paid = newOrderNo();
    peer.pay(paid, 1999);
    await expect(provider().close(paid)).rejects.toBeInstanceOf(TradeAlreadyPaidError);
    expect(peer.trades.get(paid)?.status).toBe('TRADE_SUCCESS');
  });

  it('refunds with the amount in yuan and the refund number, and a retry is the same refund', async () => {
    const orderNo = newOrderNo();
    peer.pay(orderNo, 5000);
    const refund = { orderNo, refundNo: 'RF20250301001', amount: 1234, total: 5000, reason: '用户申请退款' };
    const { serialNo } = await provider().refund(refund);
    expect(serialNo).toBe(peer.trades.get(orderNo)!.tradeNo);
    expect(peer.received.at(-1)).toMatchObject({
      method: 'alipay.trade.refund',
      biz: { out_trade_no: orderNo, refund_amount: '12.34', out_request_no: 'RF20250301001', refund_reason: '用户申请退款' },
    });
    expect(await provider().refund(refund)).toEqual({ serialNo });
    expect(peer.received.at(-1)?.method).toBe('alipay.trade.fastpay.refund.query'); // fund_change N, so it checked
    expect([...peer.trades.get(orderNo)!.refunds]).toEqual([['RF20250301001', 1234]]);
  });

  it('throws when Alipay refuses the refund', async () => {
    const orderNo = newOrderNo();
    peer.pay(orderNo, 1000);
    await expect(provider().refund({ orderNo, refundNo: 'RF1', amount: 1001, total: 1000, reason: 'x' })).rejects.toThrow(
      /ACQ\.REFUND_AMT_NOT_EQUAL_TOTAL/,
    );
    const unpaid = await scannedTrade();
    await expect(provider().refund({ orderNo: unpaid, refundNo: 'RF2', amount: 100, total: 1999, reason: 'x' })).rejects.toThrow(
      /ACQ\.TRADE_STATUS_ERROR/,
    );
  });
});
