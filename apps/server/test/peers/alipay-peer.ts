import { createPrivateKey, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { scriptedPeer, type PeerRequest } from './loopback.js';

const keyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
const app = keyPair();
const alipay = keyPair();
const stranger = keyPair();

/** The only app the peer serves. */
export const ALIPAY_APP_ID = '2021004100000001';
/** Made for this test run: the app's pair (the peer checks requests with its public key) and Alipay's (it signs answers). */
export const ALIPAY_KEYS = {
  appPrivateKey: app.privateKey,
  appPrivateKeyPkcs1: createPrivateKey(app.privateKey).export({ type: 'pkcs1', format: 'pem' }).toString(),
  appPublicKey: app.publicKey,
  alipayPrivateKey: alipay.privateKey,
  alipayPublicKey: alipay.publicKey,
  /** Neither the app's nor Alipay's: what a forger signs with. */
  strangerPrivateKey: stranger.privateKey,
};

/** 'ok', or 'wrongKey': answers signed with a key that is not Alipay's. */
export type AlipayAnswer = 'ok' | 'wrongKey';
export type AlipaySigner = 'alipay' | 'stranger';

/** A gateway call that passed the signature check: every parameter, and biz_content parsed. */
export interface AlipayReceived {
  method: string;
  params: Record<string, string>;
  biz: Record<string, string>;
}

export interface AlipayPeerTrade {
  outTradeNo: string;
  tradeNo: string;
  fen: number;
  subject: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  /** Alipay knows a QR trade only once it is scanned, a page trade once the page is opened. */
  visible: boolean;
  paidAt?: string;
  /** out_request_no → fen. */
  refunds: Map<string, number>;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);
const fenOf = (text: string | undefined) => (/^\d+(\.\d{1,2})?$/.test(text ?? '') ? Math.round(Number(text) * 100) : NaN);
const beijingNow = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
const digits = (n: number) => Array.from(randomBytes(n), (b) => b % 10).join('');

/** Alipay's string to sign: the parameters but those omitted and the empty ones, sorted by key, values as they are. */
export function alipaySignContent(params: Record<string, string>, omit: string[]): string {
  return Object.keys(params)
    .filter((k) => !omit.includes(k) && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

/** Checks a request, page URL or app order string as the gateway does: RSA2 over all but `sign` (sign_type included). */
export function appSignatureValid(params: Record<string, string>): boolean {
  if (!params.sign) return false;
  return createVerify('RSA-SHA256')
    .update(alipaySignContent(params, ['sign']), 'utf8')
    .verify(app.publicKey, params.sign, 'base64');
}

/** The parameters of a page-pay URL or an app order string. */
export function alipayParams(urlOrOrderString: string): Record<string, string> {
  const query = urlOrOrderString.includes('?') ? urlOrOrderString.slice(urlOrOrderString.indexOf('?') + 1) : urlOrOrderString;
  return Object.fromEntries(new URLSearchParams(query));
}

/** A gateway call's parameters, from the URL query and the form body alike (the SDK splits them). */
export const gatewayParams = (req: PeerRequest): Record<string, string> => ({
  ...Object.fromEntries(req.query),
  ...Object.fromEntries(new URLSearchParams(req.body.toString('utf8'))),
});

const rsa2 = (text: string, signer: AlipaySigner) =>
  createSign('RSA-SHA256')
    .update(text, 'utf8')
    .sign(signer === 'alipay' ? alipay.privateKey : stranger.privateKey, 'base64');

/**
 * A loopback Alipay gateway (OpenAPI v1, public-key mode), written from Alipay's documentation: it
 * checks every call's RSA2 signature with the app's public key, keeps trades in memory, and signs
 * each answer's `<method>_response` node, its JSON text exactly as sent, with Alipay's key.
 */
export function alipayPeer() {
  const trades = new Map<string, AlipayPeerTrade>();

  const peer = scriptedPeer<AlipayReceived, AlipayAnswer>('ok', (req, res, received, answer) => {
    const params = gatewayParams(req);
    const method = params.method ?? '';
    const reply = (node: object) => {
      const json = JSON.stringify(node);
      const key = method ? `${method.replaceAll('.', '_')}_response` : 'error_response';
      res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
      res.end(`{"${key}":${json},"sign":"${rsa2(json, answer === 'wrongKey' ? 'stranger' : 'alipay')}"}`);
    };
    const invalid = (sub_code: string, sub_msg: string) => reply({ code: '40002', msg: 'Invalid Arguments', sub_code, sub_msg });
    const business = (sub_code: string, sub_msg: string, extra: object = {}) =>
      reply({ code: '40004', msg: 'Business Failed', sub_code, sub_msg, ...extra });
    const success = (fields: object) => reply({ code: '10000', msg: 'Success', ...fields });

    if (req.method !== 'POST' || req.path !== '/gateway.do') return invalid('isv.invalid-method', `${req.method} ${req.path}`);
    const required = { method: 'method', sign: 'signature', sign_type: 'signature-type', timestamp: 'timestamp', app_id: 'app-id' };
    for (const [name, code] of Object.entries(required)) if (!params[name]) return invalid(`isv.missing-${code}`, `缺少${name}参数`);
    if (params.app_id !== ALIPAY_APP_ID) return invalid('isv.invalid-app-id', '无效的AppID参数');
    if (params.sign_type !== 'RSA2') return invalid('isv.invalid-signature-type', '无效的签名类型');
    if (params.charset !== 'utf-8' || params.version !== '1.0') return invalid('isv.invalid-charset', '字符集或版本不合法');
    if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(params.timestamp!)) return invalid('isv.invalid-timestamp', '非法的时间戳参数');
    if (!appSignatureValid(params))
      return invalid('isv.invalid-signature', `验签出错，网关生成的验签字符串为：${alipaySignContent(params, ['sign'])}`);
    let biz: Record<string, string>;
    try {
      biz = JSON.parse(params.biz_content ?? '') as Record<string, string>;
    } catch {
      return invalid('isv.invalid-biz-content', 'biz_content 不是 JSON'); // the sub_code is ours
    }
    received.push({ method, params, biz });

    const trade = trades.get(biz.out_trade_no ?? '');
    const known = trade?.visible ? trade : undefined;
    const notExist = () => business('ACQ.TRADE_NOT_EXIST', '交易不存在', { out_trade_no: biz.out_trade_no });
    switch (method) {
      case 'alipay.trade.precreate': {
        const fen = fenOf(biz.total_amount);
        if (!biz.out_trade_no || !biz.subject || !(fen > 0)) return business('ACQ.INVALID_PARAMETER', '参数无效');
        if (trade?.status === 'TRADE_SUCCESS') return business('ACQ.TRADE_HAS_SUCCESS', '交易已被支付');
        if (trade?.status === 'TRADE_CLOSED') return business('ACQ.TRADE_HAS_CLOSE', '交易已经关闭');
        trades.set(biz.out_trade_no, newTrade(biz.out_trade_no, fen, biz.subject, false));
        return success({ out_trade_no: biz.out_trade_no, qr_code: `https://qr.alipay.com/bax0${randomBytes(10).toString('hex')}` });
      }
      case 'alipay.trade.query':
        if (!known) return notExist();
        return success({
          trade_no: known.tradeNo,
          out_trade_no: known.outTradeNo,
          buyer_logon_id: 'buy***@example.com',
          trade_status: known.status,
          total_amount: yuan(known.fen),
          ...(known.paidAt ? { send_pay_date: known.paidAt, buyer_pay_amount: yuan(known.fen) } : {}),
        });
      case 'alipay.trade.close':
        if (!known) return notExist();
        if (known.status !== 'WAIT_BUYER_PAY') return business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
        known.status = 'TRADE_CLOSED';
        return success({ trade_no: known.tradeNo, out_trade_no: known.outTradeNo });
      case 'alipay.trade.refund': {
        if (!known) return notExist();
        if (known.status !== 'TRADE_SUCCESS') return business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
        const fen = fenOf(biz.refund_amount);
        const requestNo = biz.out_request_no ?? known.outTradeNo;
        if (!(fen > 0)) return business('ACQ.INVALID_PARAMETER', '参数无效');
        const before = known.refunds.get(requestNo);
        if (before !== undefined && before !== fen) return business('ACQ.DISCORDANT_REPEAT_REQUEST', '请求信息不一致');
        const refunded = [...known.refunds.values()].reduce((a, b) => a + b, 0);
        if (before === undefined && refunded + fen > known.fen) return business('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
        known.refunds.set(requestNo, fen);
        return success({
          trade_no: known.tradeNo,
          out_trade_no: known.outTradeNo,
          buyer_logon_id: 'buy***@example.com',
          // A repeat of a refund already made moves no money again.
          fund_change: before === undefined ? 'Y' : 'N',
          refund_fee: yuan(refunded + (before === undefined ? fen : 0)),
          gmt_refund_pay: beijingNow(),
        });
      }
      case 'alipay.trade.fastpay.refund.query': {
        if (!known) return notExist();
        const fen = known.refunds.get(biz.out_request_no ?? '');
        const found = fen === undefined ? {} : { refund_amount: yuan(fen), refund_status: 'REFUND_SUCCESS' };
        return success({
          trade_no: known.tradeNo,
          out_trade_no: known.outTradeNo,
          out_request_no: biz.out_request_no,
          total_amount: yuan(known.fen),
          ...found,
        });
      }
      default:
        return invalid('isv.invalid-method', '不存在的方法名');
    }
  });

  function newTrade(outTradeNo: string, fen: number, subject: string, visible: boolean): AlipayPeerTrade {
    return { outTradeNo, tradeNo: `2024${digits(24)}`, fen, subject, status: 'WAIT_BUYER_PAY', visible, refunds: new Map() };
  }

  /** A notification as Alipay posts it: form-encoded, signed over all but sign and sign_type, values decoded. */
  function notification(fields: Record<string, string>, signer: AlipaySigner = 'alipay'): string {
    const sign = rsa2(alipaySignContent(fields, ['sign', 'sign_type']), signer);
    return new URLSearchParams({ ...fields, sign }).toString();
  }

  /** The fields Alipay notifies for a trade as it stands now. */
  function notificationFields(outTradeNo: string): Record<string, string> {
    const trade = trades.get(outTradeNo);
    if (!trade) throw new Error(`the peer has no trade ${outTradeNo}`);
    const amount = yuan(trade.fen);
    return {
      notify_time: beijingNow(),
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(16).toString('hex'),
      app_id: ALIPAY_APP_ID,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      buyer_id: '2088102177846880',
      buyer_logon_id: 'buy***@example.com',
      seller_id: '2088101106499364',
      trade_status: trade.status,
      total_amount: amount,
      receipt_amount: amount,
      buyer_pay_amount: amount,
      subject: trade.subject,
      gmt_create: beijingNow(),
      ...(trade.paidAt ? { gmt_payment: trade.paidAt } : {}),
      fund_bill_list: JSON.stringify([{ amount, fundChannel: 'ALIPAYACCOUNT' }]),
    };
  }

  const clearScript = peer.reset;
  return Object.assign(peer, {
    trades,
    notification,
    notificationFields,
    reset() {
      clearScript();
      peer.requests.length = 0;
      trades.clear();
    },
    /** The buyer scans a precreated QR code: from now on the trade exists for query and close. */
    scan(outTradeNo: string) {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`no precreated trade ${outTradeNo}`);
      trade.visible = true;
    },
    /**
     * The buyer opens a page-pay URL, or the Alipay app is handed an order string: Alipay checks it
     * as it checks gateway calls, and only then does the trade exist. Returns what it read.
     */
    open(urlOrOrderString: string): AlipayReceived {
      const params = alipayParams(urlOrOrderString);
      if (!appSignatureValid(params)) throw new Error('isv.invalid-signature');
      if (params.app_id !== ALIPAY_APP_ID) throw new Error('isv.invalid-app-id');
      const biz = JSON.parse(params.biz_content ?? '') as Record<string, string>;
      if (!biz.out_trade_no || !(fenOf(biz.total_amount) > 0)) throw new Error('ACQ.INVALID_PARAMETER');
      if (!trades.has(biz.out_trade_no))
        trades.set(biz.out_trade_no, newTrade(biz.out_trade_no, fenOf(biz.total_amount), biz.subject ?? '', true));
      return { method: params.method ?? '', params, biz };
    },
    /**
     * The buyer pays (`amountFen` sets the amount, and makes the trade if there is none): the trade is
     * TRADE_SUCCESS and the notification Alipay would post is returned, signed by `signer`.
     */
    pay(outTradeNo: string, amountFen?: number, signer: AlipaySigner = 'alipay'): string {
      let trade = trades.get(outTradeNo);
      if (!trade) {
        if (amountFen === undefined) throw new Error(`no trade ${outTradeNo} and no amount to make one`);
        trade = newTrade(outTradeNo, amountFen, '畅玩版 1 个月 ×2 (100% off+&=)', true);
        trades.set(outTradeNo, trade);
      }
      if (trade.status === 'TRADE_CLOSED') throw new Error(`trade ${outTradeNo} is closed`);
      if (amountFen !== undefined) trade.fen = amountFen;
      Object.assign(trade, { visible: true, status: 'TRADE_SUCCESS', paidAt: trade.paidAt ?? beijingNow() });
      return notification(notificationFields(outTradeNo), signer);
    },
  });
}

export type AlipayPeer = ReturnType<typeof alipayPeer>;
