import {
  addDuration,
  providerOfChannel,
  type AdminOrder,
  type AdminOrderPageQuerySchema,
  type DurationUnit,
  type PayChannel,
  type RefundOrderSchema,
} from '@cloudphone/contract';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import type { Kv } from '../../infra/kv.js';
import { createPointsRepo } from '../points/points.repo.js';
import { createOrderPhonesRepo } from './order-phones.repo.js';
import { createOrdersRepo, type OrderRow } from './orders.repo.js';
import { toOrder } from './orders.service.js';
import type { PaymentProviders } from './payments.js';

/** Longer than a provider's refund call can take (its own timeout ends it sooner); a crashed node's lock lapses. */
const REFUND_LOCK_S = 120;

export const toAdminOrder = (row: OrderRow, locale: string): AdminOrder => ({
  ...toOrder(row, locale),
  memberId: row.memberId,
  refundSerialNo: row.refundSerialNo,
  refundTime: row.refundTime?.getTime() ?? null,
});

/**
 * Refunds (issue 15), by an operator: the money goes back through the order's provider first
 * (the refund number is the order's, so a retried refund is the same refund there), then the
 * order becomes refunded once, its points are taken back in proportion, and what it delivered
 * is undone when the whole order is refunded: a purchase's phones go to the recycle bin at once,
 * a renewal's time is taken back. A partial refund leaves the phones as they are.
 *
 * One refund of an order at a time, across nodes (a lock in the shared store, taken before the
 * order is read): two operators refunding the same order at once see one refund done and the
 * other refused, and the provider is asked once, for the amount that is recorded. The reason and
 * the operator are stored on the order.
 */
export function createOrderRefunds(deps: { db: Db; kv: Kv; clock: Clock; payments: PaymentProviders; log: FastifyBaseLogger }) {
  const { db, kv, clock, payments, log } = deps;
  const repo = createOrdersRepo(db);

  return {
    /** `before` is handed the order as it was once read (the audit log's "before"). */
    async refund(
      operatorId: number,
      input: z.output<typeof RefundOrderSchema>,
      locale: string,
      before: (order: OrderRow) => void = () => {},
    ): Promise<AdminOrder> {
      const lock = `order-refund:${input.orderNo}`;
      const holder = randomUUID();
      if (!(await kv.setIfAbsent(lock, holder, REFUND_LOCK_S))) throw new AppError('ORDER_ADMIN_REFUND_BUSY');
      try {
        return await refundOnce(operatorId, input, locale, before);
      } finally {
        await kv.deleteIfEquals(lock, holder);
      }
    },

    async page(query: z.output<typeof AdminOrderPageQuerySchema>, locale: string) {
      const { rows, total } = await repo.page(query.memberId, {
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        type: query.type,
        status: query.status,
        orderNo: query.orderNo,
        ...(query.beginTime !== undefined ? { begin: new Date(query.beginTime) } : {}),
        ...(query.endTime !== undefined ? { end: new Date(query.endTime) } : {}),
      });
      return { list: rows.map((row) => toAdminOrder(row, locale)), total };
    },
  };

  async function refundOnce(
    operatorId: number,
    input: z.output<typeof RefundOrderSchema>,
    locale: string,
    before: (order: OrderRow) => void,
  ): Promise<AdminOrder> {
    const order = await repo.byOrderNo(input.orderNo);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    before(order);
    if (order.status !== 'success') throw new AppError('ORDER_NOT_REFUNDABLE');
    const amount = input.amount ?? order.payPrice;
    if (amount > order.payPrice || amount < 1) throw new AppError('ORDER_REFUND_TOO_MUCH');
    const provider = payments.byName(providerOfChannel(order.payChannel as PayChannel));
    if (!provider) throw new AppError('ORDER_PAY_CHANNEL_UNAVAILABLE');
    let serialNo: string;
    try {
      ({ serialNo } = await provider.refund({
        orderNo: order.orderNo,
        refundNo: `${order.orderNo}R`,
        amount,
        total: order.payPrice,
        reason: input.reason,
      }));
    } catch (err) {
      log.error({ err, orderNo: order.orderNo }, 'the provider refused a refund');
      throw new AppError('ORDER_PROVIDER_FAILED');
    }
    const now = clock.now();
    const refunded = await db.transaction(async (tx) => {
      const row = await createOrdersRepo(tx).markRefunded(order.id, { price: amount, serialNo, now, reason: input.reason, operatorId });
      if (!row) return undefined;
      await createPointsRepo(tx).takeBack(row.memberId, row.orderNo, { numerator: amount, denominator: row.payPrice }, now);
      if (amount === row.payPrice) await undoDelivery(tx, row, now);
      return row;
    });
    if (!refunded) throw new AppError('ORDER_NOT_REFUNDABLE');
    log.info({ orderNo: order.orderNo, amount, operatorId }, 'order refunded');
    return toAdminOrder(refunded, locale);
  }
}

/** What a fully refunded order gave is taken away: a purchase's phones, a renewal's time. */
async function undoDelivery(tx: Parameters<Parameters<Db['transaction']>[0]>[0], order: OrderRow, now: Date) {
  const phones = createOrderPhonesRepo(tx);
  if (order.type === 'purchase') return phones.recycleNow(order.memberId, order.phoneIds, now);
  if (order.type !== 'renewal') return;
  for (const phone of await phones.owned(order.memberId, order.phoneIds)) {
    const back = addDuration(phone.expireTime.getTime(), -order.duration, order.durationUnit as DurationUnit);
    await phones.setExpiry(order.memberId, phone.id, new Date(back));
  }
}
export type OrderRefunds = ReturnType<typeof createOrderRefunds>;
