import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../infra/clock.js';
import type { Kv } from '../../infra/kv.js';
import {
  NotificationSignatureError,
  TradeAlreadyPaidError,
  type NotificationRequest,
  type PaymentProvider,
  type ProviderNotification,
  type ProviderTradeState,
} from './types.js';

/** A sandbox trade as the pretend provider keeps it. */
export interface SandboxTrade {
  orderNo: string;
  amount: number;
  subject: string;
  expireTime: number;
  state: 'unpaid' | 'paid' | 'closed';
  serialNo?: string;
  paidAt?: number;
  refunded?: number;
}

/** A notification older or newer than this is refused, as WeChat Pay refuses replays of old ones. */
const NOTIFICATION_WINDOW_MS = 5 * 60_000;
const header = (request: NotificationRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The built-in pretend provider of a machine without a payment account (refused in production).
 * It keeps its trades like a provider would (in the key-value store, so every node sees them),
 * serves a cashier page at /pay-sandbox/{orderNo}, and notifies payments signed with a key of this
 * installation, in the shape of WeChat Pay's signature headers, through the notify route a real
 * provider's notifications take (`send`).
 */
export function sandboxPayments(deps: {
  kv: Kv;
  clock: Clock;
  secret: string;
  publicUrl: string;
  send: (request: NotificationRequest) => Promise<void>;
}) {
  const { kv, clock } = deps;
  const key = createHmac('sha256', deps.secret).update('pay-sandbox').digest();
  const tradeKey = (orderNo: string) => `paysbx:${orderNo}`;
  const sign = (timestamp: string, nonce: string, body: string) =>
    createHmac('sha256', key).update(`${timestamp}\n${nonce}\n${body}\n`).digest('base64');

  const decisionKey = (orderNo: string) => `paysbx:decided:${orderNo}`;
  const ttlFor = (expireTime: number) => Math.max(60, Math.ceil((expireTime - clock.now().getTime()) / 1000)) + 86_400;

  /** The trade with its outcome: paid or closed is decided once (set-if-absent), so a pay racing a close, or two pays, agree. */
  async function trade(orderNo: string): Promise<SandboxTrade | null> {
    const raw = await kv.get(tradeKey(orderNo));
    if (!raw) return null;
    const found = JSON.parse(raw) as SandboxTrade;
    const decided = await kv.get(decisionKey(orderNo));
    if (!decided) return found;
    const outcome = JSON.parse(decided) as Pick<SandboxTrade, 'state' | 'serialNo' | 'paidAt'>;
    const refunded = Number((await kv.get(`paysbx:refunded:${orderNo}`)) ?? 0);
    return { ...found, ...outcome, refunded };
  }
  /** Decides a trade's outcome unless it was decided before; answers the outcome that holds. */
  async function decide(found: SandboxTrade, outcome: Pick<SandboxTrade, 'state' | 'serialNo' | 'paidAt'>) {
    await kv.setIfAbsent(decisionKey(found.orderNo), JSON.stringify(outcome), ttlFor(found.expireTime));
    return (await trade(found.orderNo))!;
  }

  /** Signs a notification the way the sandbox's payer would receive it. */
  function signedNotification(body: string, at = clock.now()): NotificationRequest {
    const timestamp = String(Math.floor(at.getTime() / 1000));
    const nonce = randomBytes(16).toString('hex');
    return {
      headers: {
        'content-type': 'application/json',
        'sandbox-timestamp': timestamp,
        'sandbox-nonce': nonce,
        'sandbox-signature': sign(timestamp, nonce, body),
      },
      body,
    };
  }

  const provider: PaymentProvider = {
    name: 'sandbox',
    acknowledgement: { status: 200, contentType: 'application/json', body: '{"code":"SUCCESS"}' },

    async create(request) {
      const expireTime = request.expireTime.getTime();
      const record: SandboxTrade = {
        orderNo: request.orderNo,
        amount: request.amount,
        subject: request.subject,
        expireTime,
        state: 'unpaid',
      };
      await kv.set(tradeKey(request.orderNo), JSON.stringify(record), ttlFor(expireTime));
      const url = `${deps.publicUrl}/pay-sandbox/${encodeURIComponent(request.orderNo)}`;
      return { qrCode: url, payUrl: url };
    },

    async readNotification(request): Promise<ProviderNotification> {
      const timestamp = header(request, 'sandbox-timestamp') ?? '';
      const nonce = header(request, 'sandbox-nonce') ?? '';
      const given = Buffer.from(header(request, 'sandbox-signature') ?? '', 'base64');
      const wanted = Buffer.from(sign(timestamp, nonce, request.body), 'base64');
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) throw new NotificationSignatureError('bad signature');
      if (!/^\d{1,12}$/.test(timestamp) || Math.abs(Number(timestamp) * 1000 - clock.now().getTime()) > NOTIFICATION_WINDOW_MS)
        throw new NotificationSignatureError('stale notification');
      const event = JSON.parse(request.body) as { event: string; orderNo: string; amount: number; serialNo: string; paidAt: number };
      if (event.event !== 'paid') return { kind: 'other' };
      return {
        kind: 'paid',
        payment: { orderNo: event.orderNo, amount: event.amount, serialNo: event.serialNo, paidAt: new Date(event.paidAt) },
      };
    },

    async query(orderNo): Promise<ProviderTradeState> {
      const found = await trade(orderNo);
      if (found?.state === 'paid')
        return {
          state: 'paid',
          payment: { orderNo, amount: found.amount, serialNo: found.serialNo!, paidAt: new Date(found.paidAt!) },
        };
      return { state: found?.state === 'closed' ? 'closed' : 'unpaid' };
    },

    async close(orderNo) {
      const found = await trade(orderNo);
      if (!found) return;
      if ((await decide(found, { state: 'closed' })).state === 'paid') throw new TradeAlreadyPaidError(orderNo);
    },

    async refund({ orderNo, amount }) {
      const found = await trade(orderNo);
      if (found?.state !== 'paid') throw new Error(`sandbox trade ${orderNo} is not paid`);
      const refunded = (found.refunded ?? 0) + amount;
      if (refunded > found.amount) throw new Error(`sandbox trade ${orderNo} would refund more than was paid`);
      await kv.set(`paysbx:refunded:${orderNo}`, String(refunded), ttlFor(found.expireTime));
      return { serialNo: `SBXR${randomUUID().replaceAll('-', '').slice(0, 24)}` };
    },
  };

  return {
    provider,
    trade,
    signedNotification,
    /**
     * The payer pays at the cashier: the trade is paid once (a repeat changes nothing) and the
     * notification goes out, unless `notify` is false (a notification lost on the way).
     */
    async pay(orderNo: string, { notify = true } = {}): Promise<'paid' | 'closed' | 'unknown'> {
      const found = await trade(orderNo);
      if (!found) return 'unknown';
      if (found.state === 'unpaid' && found.expireTime <= clock.now().getTime()) return 'closed';
      const paid = await decide(found, {
        state: 'paid',
        serialNo: `SBX${randomUUID().replaceAll('-', '').slice(0, 26)}`,
        paidAt: clock.now().getTime(),
      });
      if (paid.state !== 'paid') return 'closed';
      if (notify) {
        const body = JSON.stringify({ event: 'paid', orderNo, amount: paid.amount, serialNo: paid.serialNo, paidAt: paid.paidAt });
        await deps.send(signedNotification(body));
      }
      return 'paid';
    },
    /** The payer gives up at the cashier: nothing is paid, the order stays pending until it times out or is cancelled. */
    async fail(orderNo: string) {
      return (await trade(orderNo)) ? 'failed' : 'unknown';
    },
  };
}
export type SandboxPayments = ReturnType<typeof sandboxPayments>;
