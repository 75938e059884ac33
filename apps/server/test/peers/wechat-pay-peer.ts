import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { NotificationRequest } from '../../src/providers/payment/types.js';
import { scriptedPeer, type PeerRequest } from './loopback.js';

const pemPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/** The merchant's API key pair: the provider signs with the private half, the stand-in checks with the public one. */
export const MERCHANT_KEYS = pemPair();
/** WeChat Pay's key pair: the public half is the 微信支付公钥 the provider trusts. */
export const PLATFORM_KEYS = pemPair();
/** A key pair nobody trusts, for forged signatures. */
export const STRANGER_KEYS = pemPair();

/** The one merchant account the stand-in serves, spelt as WechatPayOptions spells it (apiUrl and notifyUrl aside). */
export const WECHAT_PAY_ACCOUNT = {
  mchId: '1900009191',
  appId: 'wxd678efh567hg6787',
  apiV3Key: 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6',
  privateKey: MERCHANT_KEYS.privateKey,
  certSerial: '3775B6A45ACD588826D15E583A95F5DD00000001',
  platformPublicKey: PLATFORM_KEYS.publicKey,
  platformPublicKeyId: 'PUB_KEY_ID_0119000091912025061200000000000001',
};
const ACCOUNT = WECHAT_PAY_ACCOUNT;

/** How the stand-in signs its answers; set through `state.answer`. */
export type WechatAnswer = 'genuine' | 'wrongKey' | 'wrongSerial' | 'stale' | 'unsigned' | 'hang';

export interface WechatRefund {
  out_refund_no: string;
  refund_id: string;
  refund: number;
  total: number;
  currency: string;
  reason?: string;
}

export interface WechatTrade {
  out_trade_no: string;
  trade_type: 'NATIVE' | 'MWEB' | 'APP';
  trade_state: 'NOTPAY' | 'USERPAYING' | 'SUCCESS' | 'CLOSED' | 'REVOKED' | 'PAYERROR' | 'REFUND';
  total: number;
  prepay_id: string;
  code_url: string;
  h5_url: string;
  transaction_id?: string;
  success_time?: string;
  refunds: WechatRefund[];
}

/** A request that passed the signature check: its method, path and parsed JSON body. */
export interface WechatReceived {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

/** How a test notification departs from a genuine one. */
export interface NotificationForging {
  eventType?: string;
  /** When WeChat signed it; older than five minutes is a replay. */
  at?: Date;
  signingKey?: string;
  serial?: string;
  apiV3Key?: string;
}

const beijingTime = (at = new Date()) => `${new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** The Wechatpay-* headers WeChat puts on an answer or a notification, lower-case as Node presents them. */
function wechatSignature(
  body: string,
  { at = new Date(), signingKey = PLATFORM_KEYS.privateKey, serial = ACCOUNT.platformPublicKeyId } = {},
) {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const nonce = randomBytes(16).toString('hex');
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-signature': createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(signingKey, 'base64'),
    'wechatpay-serial': serial,
    'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
  };
}

/**
 * Checks an APIv3 Authorization header the way WeChat Pay does (from its signature documentation):
 * the merchant, the certificate serial, a fresh timestamp and an RSA-SHA256 signature over
 * method, path with query, timestamp, nonce and body. Answers why it is refused, or null.
 */
function checkSignature({ method, path, query, headers, body }: PeerRequest): string | null {
  const auth = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(headers.authorization ?? '');
  if (!auth) return 'Authorization 格式不正确';
  const params = Object.fromEntries([...auth[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  if (params.mchid !== ACCOUNT.mchId) return '商户号不匹配';
  if (params.serial_no !== ACCOUNT.certSerial) return '商户证书序列号不匹配';
  if (!(Math.abs(Date.now() / 1000 - Number(params.timestamp)) <= 300)) return '请求时间戳已过期';
  const search = query.toString();
  const message = `${method}\n${path}${search ? `?${search}` : ''}\n${params.timestamp}\n${params.nonce_str}\n${body.toString('utf8')}\n`;
  const genuine = createVerify('RSA-SHA256')
    .update(message)
    .verify(MERCHANT_KEYS.publicKey, params.signature ?? '', 'base64');
  return genuine ? null : '签名错误，请检查后再试';
}

type Refusal = [status: number, code: string, message: string];

/** The fields WeChat checks on a Native, H5 or APP order; answers the refusal, or null. */
function orderRefusal(o: Record<string, unknown>, type: string): Refusal | null {
  const param = (message: string): Refusal => [400, 'PARAM_ERROR', message];
  if (o.appid !== ACCOUNT.appId || o.mchid !== ACCOUNT.mchId) return [400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配'];
  const description = typeof o.description === 'string' ? Buffer.byteLength(o.description) : 0;
  if (description < 1 || description > 127) return param('description 长度应为1到127字节');
  if (typeof o.out_trade_no !== 'string' || !/^[0-9A-Za-z_\-|*]{6,32}$/.test(o.out_trade_no)) return param('out_trade_no 格式不正确');
  if (typeof o.time_expire !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/.test(o.time_expire))
    return param('time_expire 格式不正确');
  if (typeof o.notify_url !== 'string' || !/^https:\/\/[^?#\s]+$/.test(o.notify_url)) return param('notify_url 格式不正确');
  const amount = o.amount as { total?: unknown; currency?: unknown } | undefined;
  if (!Number.isInteger(amount?.total) || (amount!.total as number) < 1) return param('amount.total 应为正整数');
  if (amount!.currency !== 'CNY') return param('amount.currency 只支持CNY');
  const scene = o.scene_info as { payer_client_ip?: unknown; h5_info?: { type?: unknown } } | undefined;
  if (type === 'h5' && (!scene?.payer_client_ip || !scene.h5_info?.type))
    return param('H5支付需要 scene_info.payer_client_ip 与 h5_info.type');
  return null;
}

/** A trade as WeChat describes it in a query answer and in a notification's resource. */
const transactionOf = (t: WechatTrade) => ({
  appid: ACCOUNT.appId,
  mchid: ACCOUNT.mchId,
  out_trade_no: t.out_trade_no,
  trade_type: t.trade_type,
  trade_state: t.trade_state,
  trade_state_desc: t.trade_state === 'SUCCESS' ? '支付成功' : t.trade_state,
  ...(t.transaction_id
    ? {
        transaction_id: t.transaction_id,
        success_time: t.success_time,
        bank_type: 'OTHERS',
        payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      }
    : {}),
  amount: { total: t.total, currency: 'CNY', ...(t.transaction_id ? { payer_total: t.total, payer_currency: 'CNY' } : {}) },
});

/**
 * A loopback WeChat Pay API v3 for one merchant: it checks every request's signature and body as
 * WeChat does, keeps its trades in `trades`, and signs every answer with the platform key (or
 * badly, as `state.answer` says). `pay` plays the payer and gives back the notification WeChat
 * would POST; `notification` builds any other, genuine or forged.
 */
export function wechatPayPeer() {
  const trades = new Map<string, WechatTrade>();

  function reply(res: ServerResponse, mode: WechatAnswer, status: number, payload?: object) {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const signing =
      mode === 'wrongKey'
        ? { signingKey: STRANGER_KEYS.privateKey }
        : mode === 'wrongSerial'
          ? { serial: 'PUB_KEY_ID_0119000091912025061200000000000999' }
          : mode === 'stale'
            ? { at: new Date(Date.now() - 10 * 60_000) }
            : {};
    res.writeHead(status, {
      'request-id': randomUUID(),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(mode === 'unsigned' ? {} : wechatSignature(body, signing)),
    });
    res.end(body);
  }

  function route(method: string, path: string, query: URLSearchParams, o: Record<string, unknown>): [number, object?] | Refusal {
    const order = /^\/v3\/pay\/transactions\/(native|h5|app)$/.exec(path);
    if (method === 'POST' && order) {
      const type = order[1]!;
      const refused = orderRefusal(o, type);
      if (refused) return refused;
      const outTradeNo = o.out_trade_no as string;
      const total = (o.amount as { total: number }).total;
      const found = trades.get(outTradeNo);
      if (found?.trade_state === 'SUCCESS' || found?.trade_state === 'REFUND') return [400, 'ORDERPAID', '该订单已支付'];
      if (found?.trade_state === 'CLOSED') return [400, 'ORDER_CLOSED', '订单已关闭'];
      if (found && found.total !== total) return [400, 'INVALID_REQUEST', '201 商户订单号重复'];
      const prepay = `wx${beijingTime().replace(/\D/g, '').slice(0, 14)}${randomBytes(9).toString('hex')}`;
      const trade = found ?? {
        out_trade_no: outTradeNo,
        trade_type: ({ native: 'NATIVE', h5: 'MWEB', app: 'APP' } as const)[type as 'native'],
        trade_state: 'NOTPAY' as const,
        total,
        prepay_id: prepay,
        code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(5).toString('hex')}`,
        h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepay}&package=${digits(10)}`,
        refunds: [],
      };
      trades.set(outTradeNo, trade);
      return [
        200,
        type === 'native' ? { code_url: trade.code_url } : type === 'h5' ? { h5_url: trade.h5_url } : { prepay_id: trade.prepay_id },
      ];
    }
    const byNo = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path);
    if (byNo) {
      const trade = trades.get(decodeURIComponent(byNo[1]!));
      const close = method === 'POST' && byNo[2];
      if (!close && method !== 'GET') return [405, 'METHOD_NOT_ALLOWED', '不支持的请求方法'];
      if ((close ? o.mchid : query.get('mchid')) !== ACCOUNT.mchId) return [400, 'PARAM_ERROR', 'mchid 不正确'];
      if (!trade) return [404, 'ORDER_NOT_EXIST', '订单不存在'];
      if (!close) return [200, transactionOf(trade)];
      if (trade.trade_state === 'SUCCESS' || trade.trade_state === 'REFUND') return [400, 'ORDERPAID', '订单已支付'];
      trade.trade_state = 'CLOSED';
      return [204];
    }
    if (method === 'POST' && path === '/v3/refund/domestic/refunds') return refund(o);
    return [404, 'RESOURCE_NOT_EXISTS', '资源不存在'];
  }

  function refund(o: Record<string, unknown>): [number, object] | Refusal {
    const trade = trades.get(String(o.out_trade_no));
    const amount = o.amount as { refund?: unknown; total?: unknown; currency?: unknown } | undefined;
    if (!trade) return [404, 'RESOURCE_NOT_EXISTS', '订单不存在'];
    if (trade.trade_state !== 'SUCCESS' && trade.trade_state !== 'REFUND') return [400, 'INVALID_REQUEST', '订单未支付'];
    if (typeof o.out_refund_no !== 'string' || !/^[0-9A-Za-z_\-|*@]{1,64}$/.test(o.out_refund_no))
      return [400, 'PARAM_ERROR', 'out_refund_no 格式不正确'];
    if (!Number.isInteger(amount?.refund) || (amount!.refund as number) < 1 || amount!.currency !== 'CNY')
      return [400, 'PARAM_ERROR', 'amount 不正确'];
    if (amount!.total !== trade.total) return [400, 'PARAM_ERROR', '订单金额与原订单不一致'];
    const sent = { out_refund_no: o.out_refund_no, refund: amount!.refund as number, total: trade.total, currency: 'CNY' };
    let done = trade.refunds.find((r) => r.out_refund_no === o.out_refund_no);
    if (done && done.refund !== sent.refund) return [400, 'INVALID_REQUEST', '退款金额与之前请求不一致'];
    if (!done) {
      if (trade.refunds.reduce((sum, r) => sum + r.refund, 0) + sent.refund > trade.total)
        return [400, 'NOT_ENOUGH', '申请退款金额超过订单可退金额'];
      done = { ...sent, refund_id: `50300${digits(24)}`, ...(typeof o.reason === 'string' ? { reason: o.reason } : {}) };
      trade.refunds.push(done);
      trade.trade_state = 'REFUND';
    }
    return [
      200,
      {
        refund_id: done.refund_id,
        out_refund_no: done.out_refund_no,
        transaction_id: trade.transaction_id,
        out_trade_no: trade.out_trade_no,
        channel: 'ORIGINAL',
        status: 'PROCESSING',
        create_time: beijingTime(),
        amount: { total: done.total, refund: done.refund, payer_total: done.total, payer_refund: done.refund, currency: 'CNY' },
      },
    ];
  }

  const peer = scriptedPeer<WechatReceived, WechatAnswer>('genuine', (req, res, received, mode) => {
    if (mode === 'hang') return; // never answers
    const refused = checkSignature(req);
    if (refused) return reply(res, mode, 401, { code: 'SIGN_ERROR', message: refused });
    let body: Record<string, unknown> | null = null;
    try {
      body = req.body.length ? (JSON.parse(req.body.toString('utf8')) as Record<string, unknown>) : null;
    } catch {
      return reply(res, mode, 400, { code: 'PARAM_ERROR', message: '请求体不是合法的JSON' });
    }
    received.push({ method: req.method, path: req.path, body });
    const [status, codeOrPayload, message] = route(req.method, req.path, req.query, body ?? {});
    reply(res, mode, status, typeof codeOrPayload === 'string' ? { code: codeOrPayload, message } : codeOrPayload);
  });

  /** A notification as WeChat POSTs it: the resource sealed with AES-256-GCM under the APIv3 key, the body signed. */
  function notification(resource: object, how: NotificationForging = {}): NotificationRequest {
    const eventType = how.eventType ?? 'TRANSACTION.SUCCESS';
    const originalType = eventType.startsWith('REFUND.') ? 'refund' : 'transaction';
    const nonce = randomBytes(6).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(how.apiV3Key ?? ACCOUNT.apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
    cipher.setAAD(Buffer.from(originalType, 'utf8'));
    const sealed = Buffer.concat([cipher.update(JSON.stringify(resource), 'utf8'), cipher.final(), cipher.getAuthTag()]);
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: beijingTime(how.at),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType === 'TRANSACTION.SUCCESS' ? '支付成功' : '通知',
      resource: {
        original_type: originalType,
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: sealed.toString('base64'),
        associated_data: originalType,
        nonce,
      },
    });
    return { headers: { 'content-type': 'application/json', ...wechatSignature(body, how) }, body };
  }

  const baseReset = peer.reset;
  return Object.assign(peer, {
    trades,
    notification,
    /** The trade as a query or a notification describes it. */
    transactionOf: (outTradeNo: string) => transactionOf(trades.get(outTradeNo)!),
    /** The payer pays: the trade becomes SUCCESS and the notification WeChat would send is returned. */
    pay(outTradeNo: string, how: NotificationForging = {}): NotificationRequest {
      const trade = trades.get(outTradeNo);
      if (trade?.trade_state !== 'NOTPAY' && trade?.trade_state !== 'USERPAYING') throw new Error(`trade ${outTradeNo} cannot be paid`);
      Object.assign(trade, { trade_state: 'SUCCESS', transaction_id: `4200${digits(24)}`, success_time: beijingTime() });
      return notification(transactionOf(trade), how);
    },
    reset() {
      baseReset();
      trades.clear();
    },
  });
}

export type WechatPayPeer = ReturnType<typeof wechatPayPeer>;
