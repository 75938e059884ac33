import { createDecipheriv, createPrivateKey, createPublicKey, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';
import {
  NotificationSignatureError,
  TradeAlreadyPaidError,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentStart,
  type ProviderPayment,
  type ProviderTradeState,
} from './types.js';

export interface WechatPayOptions {
  mchId: string;
  appId: string;
  /** The APIv3 key set in the merchant platform: 32 ASCII characters, the AES-256-GCM key of notifications. */
  apiV3Key: string;
  /** The merchant API private key (apiclient_key.pem). */
  privateKey: string;
  /** The serial number of the merchant API certificate, which tells WeChat which key signed. */
  certSerial: string;
  /** The WeChat Pay public key (微信支付公钥) PEM, which signs every answer and notification. */
  platformPublicKey: string;
  /** Its id (PUB_KEY_ID_…), sent as Wechatpay-Serial. */
  platformPublicKeyId: string;
  /** https://api.mch.weixin.qq.com in production; a loopback stand-in in tests. */
  apiUrl: string;
  notifyUrl: string;
  timeoutMs?: number;
}

/** WeChat Pay refused a request: `code` is WeChat's error code (SIGN_ERROR, ORDERPAID, …). */
export class WechatPayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** WeChat Pay's own replay window for signed messages, applied to its answers and notifications alike. */
const WINDOW_S = 5 * 60;
const TRADE_TYPES = { wx_native: 'native', wx_wap: 'h5', wx_app: 'app' } as const;
const CLOSED_STATES = new Set(['CLOSED', 'REVOKED', 'PAYERROR']);
const UNPAID_STATES = new Set(['NOTPAY', 'USERPAYING']);

interface Transaction {
  out_trade_no: string;
  transaction_id?: string;
  trade_state: string;
  success_time?: string;
  amount: { total: number };
}

const nonce = () => randomBytes(16).toString('hex');
const epochSeconds = () => Math.floor(Date.now() / 1000);
const rsaSign = (key: KeyObject, message: string) => createSign('RSA-SHA256').update(message).sign(key, 'base64');

/** WeChat counts description's limit in UTF-8 bytes; cut on a character boundary so a Chinese subject stays valid. */
function cutToBytes(text: string, max: number) {
  let out = '';
  let used = 0;
  for (const ch of text) {
    used += Buffer.byteLength(ch);
    if (used > max) break;
    out += ch;
  }
  return out;
}

/** WeChat wants RFC 3339 in Beijing time; an instant written with +08:00 is the same instant. */
const beijingTime = (at: Date) => `${new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;

const paymentOf = (t: Transaction): ProviderPayment => ({
  orderNo: t.out_trade_no,
  amount: t.amount.total,
  serialNo: t.transaction_id ?? '',
  paidAt: new Date(t.success_time ?? Date.now()),
});

/**
 * WeChat Pay API v3 (direct merchant, WeChat Pay public key mode): Native, H5 and APP payments.
 * Requests are signed and answers and notifications verified here with node:crypto; decision 021
 * says why not through wechatpay-axios-plugin.
 */
export function wechatPayments(options: WechatPayOptions): PaymentProvider {
  const { mchId, appId, certSerial, platformPublicKeyId, notifyUrl, timeoutMs = 10_000 } = options;
  // Parsed once, so a bad PEM or key fails at start-up rather than at the first payment.
  const privateKey = createPrivateKey(options.privateKey);
  const platformKey = createPublicKey(options.platformPublicKey);
  const aesKey = Buffer.from(options.apiV3Key, 'utf8');
  if (aesKey.length !== 32) throw new Error('WeChat Pay: the APIv3 key must be 32 bytes');
  const base = new URL(options.apiUrl.replace(/\/+$/, ''));

  /** Checks WeChat's signature headers over `body`; answers why it is not genuine, or null. */
  function refusal(header: (name: string) => string | undefined, body: string): string | null {
    const timestamp = header('wechatpay-timestamp') ?? '';
    const nonceStr = header('wechatpay-nonce') ?? '';
    const signature = header('wechatpay-signature') ?? '';
    const serial = header('wechatpay-serial') ?? '';
    if (serial !== platformPublicKeyId) return `unknown serial ${serial || '(none)'}`;
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(epochSeconds() - Number(timestamp)) > WINDOW_S) return 'timestamp out of window';
    const genuine = createVerify('RSA-SHA256').update(`${timestamp}\n${nonceStr}\n${body}\n`).verify(platformKey, signature, 'base64');
    return genuine ? null : 'bad signature';
  }

  async function call<T>(method: 'GET' | 'POST', path: string, payload?: object): Promise<{ status: number; data: T }> {
    const url = new URL(`${base.pathname.replace(/\/$/, '')}${path}`, base);
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const timestamp = String(epochSeconds());
    const nonceStr = nonce();
    const signature = rsaSign(privateKey, `${method}\n${url.pathname}${url.search}\n${timestamp}\n${nonceStr}\n${body}\n`);
    const res = await fetch(url, {
      method,
      headers: {
        Authorization: `WECHATPAY2-SHA256-RSA2048 mchid="${mchId}",nonce_str="${nonceStr}",signature="${signature}",timestamp="${timestamp}",serial_no="${certSerial}"`,
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'User-Agent': 'cloudphone-server wechatpay-v3',
      },
      body: payload === undefined ? undefined : body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    if (!res.ok) {
      let error: { code?: string; message?: string } = {};
      try {
        error = JSON.parse(text) as typeof error;
      } catch {
        // Not JSON (a proxy's page): the status alone says it.
      }
      const code = error.code ?? `HTTP_${res.status}`;
      throw new WechatPayError(res.status, code, `WeChat Pay ${method} ${path}: ${res.status} ${code} ${error.message ?? ''}`.trim());
    }
    const why = refusal((name) => res.headers.get(name) ?? undefined, text);
    if (why) throw new Error(`WeChat Pay ${method} ${path}: answer not verified (${why})`);
    return { status: res.status, data: (text ? JSON.parse(text) : {}) as T };
  }

  async function create(request: PaymentRequest): Promise<PaymentStart> {
    const type = TRADE_TYPES[request.channel as keyof typeof TRADE_TYPES];
    if (!type) throw new Error(`WeChat Pay does not take the ${request.channel} channel`);
    const order = {
      appid: appId,
      mchid: mchId,
      description: cutToBytes(request.subject, 127),
      out_trade_no: request.orderNo,
      time_expire: beijingTime(request.expireTime),
      notify_url: notifyUrl,
      amount: { total: request.amount, currency: 'CNY' },
      ...(type === 'h5' ? { scene_info: { payer_client_ip: request.clientIp, h5_info: { type: 'Wap' } } } : {}),
    };
    const { data } = await call<{ code_url?: string; h5_url?: string; prepay_id?: string }>('POST', `/v3/pay/transactions/${type}`, order);
    if (type === 'native') return { qrCode: data.code_url };
    if (type === 'h5') return { payUrl: `${data.h5_url}&redirect_url=${encodeURIComponent(request.returnUrl)}` };
    // What the APP hands to the WeChat SDK, signed as WeChat documents for APP payment (调起支付).
    const timestamp = String(epochSeconds());
    const noncestr = nonce();
    const prepayid = data.prepay_id ?? '';
    const sign = rsaSign(privateKey, `${appId}\n${timestamp}\n${noncestr}\n${prepayid}\n`);
    return {
      appPayParams: JSON.stringify({ appid: appId, partnerid: mchId, prepayid, package: 'Sign=WXPay', noncestr, timestamp, sign }),
    };
  }

  const tradePath = (orderNo: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}`;
  const notExists = (e: unknown) =>
    e instanceof WechatPayError && e.status === 404 && ['ORDER_NOT_EXIST', 'ORDERNOTEXIST'].includes(e.code);

  return {
    name: 'wechat',
    acknowledgement: { status: 200, contentType: 'application/json', body: '{"code":"SUCCESS","message":"成功"}' },
    create,

    async readNotification({ headers, body }) {
      const header = (name: string) => {
        const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
        const value = key === undefined ? undefined : headers[key];
        return Array.isArray(value) ? value[0] : value;
      };
      const why = refusal(header, body);
      if (why) throw new NotificationSignatureError(`WeChat Pay notification: ${why}`);
      const event = JSON.parse(body) as {
        event_type?: string;
        resource?: { algorithm?: string; ciphertext?: string; nonce?: string; associated_data?: string };
      };
      const { resource } = event;
      if (resource?.algorithm !== 'AEAD_AES_256_GCM') throw new NotificationSignatureError('WeChat Pay notification: unknown algorithm');
      let transaction: Transaction;
      try {
        const sealed = Buffer.from(resource.ciphertext ?? '', 'base64');
        const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(resource.nonce ?? '', 'utf8'));
        decipher.setAuthTag(sealed.subarray(sealed.length - 16));
        decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
        const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
        transaction = JSON.parse(plain.toString('utf8')) as Transaction;
      } catch {
        // A wrong APIv3 key and a forged resource look alike: the tag does not match.
        throw new NotificationSignatureError('WeChat Pay notification: resource does not decrypt');
      }
      if (event.event_type !== 'TRANSACTION.SUCCESS' || transaction.trade_state !== 'SUCCESS') return { kind: 'other' };
      return { kind: 'paid', payment: paymentOf(transaction) };
    },

    async query(orderNo): Promise<ProviderTradeState> {
      let trade: Transaction;
      try {
        trade = (await call<Transaction>('GET', `${tradePath(orderNo)}?mchid=${encodeURIComponent(mchId)}`)).data;
      } catch (e) {
        // A trade whose creation never reached WeChat can still be paid by nobody.
        if (notExists(e)) return { state: 'unpaid' };
        throw e;
      }
      // REFUND: it was paid, and refunded since; the payment still happened.
      if (trade.trade_state === 'SUCCESS' || trade.trade_state === 'REFUND') return { state: 'paid', payment: paymentOf(trade) };
      if (CLOSED_STATES.has(trade.trade_state)) return { state: 'closed' };
      if (UNPAID_STATES.has(trade.trade_state)) return { state: 'unpaid' };
      throw new Error(`WeChat Pay trade ${orderNo}: unknown trade_state ${trade.trade_state}`);
    },

    async close(orderNo) {
      try {
        await call('POST', `${tradePath(orderNo)}/close`, { mchid: mchId });
      } catch (e) {
        if (e instanceof WechatPayError && e.code === 'ORDERPAID') throw new TradeAlreadyPaidError(orderNo);
        if (notExists(e)) return;
        throw e;
      }
    },

    async refund({ orderNo, refundNo, amount, total, reason }) {
      const { data } = await call<{ refund_id: string }>('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: orderNo,
        out_refund_no: refundNo,
        // WeChat takes at most 80 characters; the reason is optional, so an empty one is left out.
        ...(reason ? { reason: [...reason].slice(0, 80).join('') } : {}),
        amount: { refund: amount, total, currency: 'CNY' },
      });
      return { serialNo: data.refund_id };
    },
  };
}
