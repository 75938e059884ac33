import { createPrivateKey, createPublicKey } from 'node:crypto';
import { AlipaySdk, type AlipaySdkCommonResult, type IRequestParams } from 'alipay-sdk';
import {
  NotificationSignatureError,
  TradeAlreadyPaidError,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentStart,
  type ProviderNotification,
  type ProviderPayment,
  type ProviderTradeState,
} from './types.js';

export interface AlipayOptions {
  appId: string;
  /** The app's private key: PEM, PKCS8 ("PRIVATE KEY") or PKCS1 ("RSA PRIVATE KEY"), or the bare base64 Alipay's key tool gives. */
  privateKey: string;
  /** Alipay's public key (public-key mode), PEM or bare base64. */
  alipayPublicKey: string;
  /** https://openapi.alipay.com/gateway.do in production; the sandbox's or a loopback URL elsewhere. */
  gateway: string;
  notifyUrl: string;
  /** Bound on one gateway call; 10 s unless told. */
  timeoutMs?: number;
}

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);
const SHANGHAI_OFFSET_MS = 8 * 3_600_000; // UTC+8 all year: China has no daylight saving time

/** 'yyyy-MM-dd HH:mm:ss' in Beijing time, the only time format the gateway speaks. */
export const shanghaiTime = (at: Date) => new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

function parseShanghaiTime(text: string | undefined): Date {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(text ?? '');
  return match ? new Date(`${match[1]}T${match[2]}+08:00`) : new Date();
}

/** Integer fen → '19.99': integer arithmetic, so no float ever rounds an amount. */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen <= 0) throw new Error(`amount ${fen} is not a positive number of fen`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** '19.99' → 1999, split on the point for the same reason. */
export function yuanToFen(yuan: string | undefined): number {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(yuan ?? '');
  if (!match) throw new Error(`Alipay amount "${yuan}" is not a yuan amount`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The SDK rebuilds the PEM from keyType, so a PKCS1 key announced as PKCS8 (the default is PKCS1) would not load. */
function keyTypeOf(key: string): 'PKCS1' | 'PKCS8' {
  if (key.includes('-----BEGIN RSA PRIVATE KEY-----')) return 'PKCS1';
  if (key.includes('-----BEGIN PRIVATE KEY-----')) return 'PKCS8';
  if (key.includes('-----BEGIN')) throw new Error('ALIPAY private key: only an unencrypted RSA PRIVATE KEY or PRIVATE KEY is supported');
  try {
    createPrivateKey({ key: Buffer.from(key.replace(/\s/g, ''), 'base64'), format: 'der', type: 'pkcs8' });
    return 'PKCS8';
  } catch {
    return 'PKCS1';
  }
}

/** SDK errors quote request URLs (whose query holds the signature) and the signatures they checked: neither goes further. */
function describeSdkError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  if (err.message.startsWith('验签失败')) return 'the response signature does not verify with the Alipay public key';
  return err.message
    .replace(/(https?:\/\/[^\s?]+)\?\S*/g, '$1?…')
    .replace(/sign\W+[A-Za-z0-9+/=]{40,}/g, 'sign …')
    .slice(0, 300);
}

const describeResult = (r: AlipaySdkCommonResult) =>
  [r.code, r.msg, r.sub_code, r.sub_msg].filter(Boolean).map(String).join(' ').slice(0, 300);

/**
 * Alipay open platform (OpenAPI v1 gateway, RSA2, public-key mode) through the official alipay-sdk.
 * Every call is signed with the app's key; every answer is checked against Alipay's public key.
 */
export function alipayPayments(options: AlipayOptions): PaymentProvider {
  const sdk = new AlipaySdk({
    appId: options.appId,
    privateKey: options.privateKey.trim(),
    alipayPublicKey: options.alipayPublicKey.trim(),
    gateway: options.gateway,
    keyType: keyTypeOf(options.privateKey),
    signType: 'RSA2',
    timeout: options.timeoutMs ?? 10_000,
    camelcase: false,
  });
  // A key that does not load fails here, at start-up, not at the first payment; the SDK only checks keys when it signs.
  createPrivateKey(sdk.config.privateKey);
  createPublicKey(sdk.config.alipayPublicKey);

  /**
   * The SDK stamps requests with the process's local time, but the gateway reads them as Beijing time:
   * a server in UTC would be eight hours off. Passing `timestamp` overrides the SDK's.
   */
  const stamped = <T extends IRequestParams>(params: T) => ({ ...params, timestamp: shanghaiTime(new Date()) });

  async function exec(method: string, bizContent: Record<string, string>, extra: Record<string, string> = {}) {
    try {
      return await sdk.exec(method, stamped({ ...extra, bizContent }), { validateSign: true });
    } catch (err) {
      throw new Error(`Alipay ${method} failed: ${describeSdkError(err)}`);
    }
  }

  function tradeContent(request: PaymentRequest): Record<string, string> {
    return {
      out_trade_no: request.orderNo,
      total_amount: fenToYuan(request.amount),
      // Code points, so a cut never splits a surrogate pair.
      subject: Array.from(request.subject).slice(0, 256).join(''),
      time_expire: shanghaiTime(request.expireTime),
    };
  }
  const returnTo = (url: string) => (url ? { return_url: url } : {});

  async function query(orderNo: string): Promise<ProviderTradeState> {
    const result = await exec('alipay.trade.query', { out_trade_no: orderNo });
    // Not existing is normal: a QR trade appears when it is scanned, a page trade when the page is opened.
    if (result.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'unpaid' };
    if (result.code !== '10000') throw new Error(`Alipay alipay.trade.query refused: ${describeResult(result)}`);
    const status = String(result.trade_status);
    if (PAID.has(status)) {
      const payment: ProviderPayment = {
        orderNo: String(result.out_trade_no ?? orderNo),
        amount: yuanToFen(result.total_amount as string | undefined),
        serialNo: String(result.trade_no),
        paidAt: parseShanghaiTime(result.send_pay_date as string | undefined),
      };
      return { state: 'paid', payment };
    }
    if (status === 'TRADE_CLOSED') return { state: 'closed' };
    if (status === 'WAIT_BUYER_PAY') return { state: 'unpaid' };
    throw new Error(`Alipay alipay.trade.query: unknown trade_status ${status}`);
  }

  return {
    name: 'alipay',
    acknowledgement: { status: 200, contentType: 'text/plain', body: 'success' },

    async create(request): Promise<PaymentStart> {
      const content = tradeContent(request);
      const notify = { notify_url: options.notifyUrl };
      switch (request.channel) {
        case 'alipay_qr': {
          const result = await exec('alipay.trade.precreate', content, notify);
          if (result.code !== '10000' || typeof result.qr_code !== 'string')
            throw new Error(`Alipay alipay.trade.precreate refused: ${describeResult(result)}`);
          return { qrCode: result.qr_code };
        }
        case 'alipay_pc':
          return {
            payUrl: sdk.pageExecute(
              'alipay.trade.page.pay',
              'GET',
              stamped({ ...notify, ...returnTo(request.returnUrl), bizContent: { ...content, product_code: 'FAST_INSTANT_TRADE_PAY' } }),
            ),
          };
        case 'alipay_wap': {
          const quit = request.returnUrl ? { quit_url: request.returnUrl } : {};
          const bizContent = { ...content, product_code: 'QUICK_WAP_WAY', ...quit };
          return {
            payUrl: sdk.pageExecute('alipay.trade.wap.pay', 'GET', stamped({ ...notify, ...returnTo(request.returnUrl), bizContent })),
          };
        }
        case 'alipay_app':
          // No camelCase round trip of our already snake_case keys.
          return {
            appPayParams: sdk.sdkExecute('alipay.trade.app.pay', stamped({ ...notify, bizContent: content }), {
              bizContentAutoSnakeCase: false,
            }),
          };
        default:
          throw new Error(`Alipay does not serve the channel ${request.channel}`);
      }
    },

    async readNotification({ body }): Promise<ProviderNotification> {
      const params: Record<string, string> = Object.fromEntries(new URLSearchParams(body));
      // URLSearchParams has already decoded the values: checkNotifySignV2 signs them as they are, while
      // checkNotifySign would decode them a second time (and throws on a value holding a '%').
      let genuine = false;
      try {
        genuine = (params.sign_type ?? 'RSA2') === 'RSA2' && sdk.checkNotifySignV2(params);
      } catch {
        genuine = false;
      }
      if (!genuine) throw new NotificationSignatureError('Alipay notification signature does not verify');
      if (params.app_id !== options.appId) throw new NotificationSignatureError('Alipay notification for another app_id');
      if (!PAID.has(params.trade_status ?? '')) return { kind: 'other' };
      return {
        kind: 'paid',
        payment: {
          orderNo: params.out_trade_no ?? '',
          amount: yuanToFen(params.total_amount),
          serialNo: params.trade_no ?? '',
          paidAt: parseShanghaiTime(params.gmt_payment),
        },
      };
    },

    query,

    async close(orderNo) {
      const result = await exec('alipay.trade.close', { out_trade_no: orderNo });
      if (result.code === '10000' || result.sub_code === 'ACQ.TRADE_NOT_EXIST') return;
      if (result.sub_code === 'ACQ.TRADE_STATUS_ERROR') {
        // Paid, or closed already: only the first is a problem.
        const state = await query(orderNo);
        if (state.state === 'paid') throw new TradeAlreadyPaidError(orderNo);
        if (state.state === 'closed') return;
      }
      throw new Error(`Alipay alipay.trade.close refused: ${describeResult(result)}`);
    },

    async refund({ orderNo, refundNo, amount, reason }) {
      const refundAmount = fenToYuan(amount);
      const result = await exec('alipay.trade.refund', {
        out_trade_no: orderNo,
        refund_amount: refundAmount,
        out_request_no: refundNo,
        refund_reason: reason,
      });
      if (result.code !== '10000') throw new Error(`Alipay alipay.trade.refund refused: ${describeResult(result)}`);
      if (result.fund_change === 'Y') return { serialNo: String(result.trade_no) };
      // 'N' also answers a repeat of a refund that went through: Alipay says to confirm with the refund query.
      const confirmed = await exec('alipay.trade.fastpay.refund.query', { out_trade_no: orderNo, out_request_no: refundNo });
      const refunded = confirmed.code === '10000' && confirmed.refund_status === 'REFUND_SUCCESS';
      if (refunded && yuanToFen(confirmed.refund_amount as string | undefined) === amount) return { serialNo: String(result.trade_no) };
      throw new Error(`Alipay refund ${refundNo} of ${orderNo} moved no money: ${describeResult(confirmed)}`);
    },
  };
}
