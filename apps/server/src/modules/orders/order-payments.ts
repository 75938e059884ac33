import {
  pointsForPayment,
  providerOfChannel,
  renewedExpiry,
  type DurationUnit,
  type OrderType,
  type PayChannel,
} from '@cloudphone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { TradeAlreadyPaidError, type ProviderPayment } from '../../providers/payment/types.js';
import { createPointsRepo } from '../points/points.repo.js';
import { createOrderPhonesRepo } from './order-phones.repo.js';
import { createOrdersRepo, type OrderRow } from './orders.repo.js';
import type { PaymentProviders } from './payments.js';

/** What a settled notification or query did: credited now, credited before, or refused. */
export type SettleOutcome = 'credited' | 'duplicate' | 'unknown-order' | 'wrong-amount' | 'wrong-provider' | 'refunded-closed';

/**
 * An order's money (issue 15): a payment the provider vouches for is credited once (the
 * pending → success update decides it), and then a purchase's phones are delivered, a renewal's
 * phones extended or an upgrade's moved; an unpaid order is closed at its provider before here,
 * so it cannot be paid after it ended.
 */
export function createOrderPayments(deps: {
  db: Db;
  clock: Clock;
  payments: PaymentProviders;
  log: FastifyBaseLogger;
  pointsExpireDays: number;
  deliver: (order: OrderRow) => Promise<void>;
  /** Tells the member's open consoles an order was paid (the payment dialog closes at once). */
  announcePaid: (memberId: number, orderNo: string) => Promise<void>;
  /** Moves a phone onto a device of a spec's image, data kept (phone operations' upgrade). */
  upgradeDevice: (memberId: number, phoneId: number, spec: { androidVersion: string; chip: string }, orderNo: string) => Promise<unknown>;
}) {
  const { db, clock, payments, log } = deps;
  const repo = createOrdersRepo(db);

  /** Ends a pending order here and gives its hold back; false when it was no longer pending. */
  async function closeLocally(order: OrderRow, status: 'cancel' | 'timeout') {
    return db.transaction(async (tx) => {
      const orders = createOrdersRepo(tx);
      const closed = await orders.close(order.id, status, clock.now());
      if (closed && closed.type === 'purchase' && closed.regionId !== null)
        await orders.endHold(closed.configurationId, closed.regionId, closed.quantity, false);
      return closed !== undefined;
    });
  }

  /**
   * Credits a payment the provider vouches for (a verified notification, or its answer to a query):
   * once, whatever races it. The amount must be the order's to the fen.
   */
  async function settle(payment: ProviderPayment, providerName: string): Promise<SettleOutcome> {
    const order = await repo.byOrderNo(payment.orderNo);
    if (!order) return 'unknown-order';
    if (providerOfChannel(order.payChannel as PayChannel) !== providerName) return 'wrong-provider';
    if (payment.amount !== order.payPrice) return 'wrong-amount';
    const now = clock.now();
    const type = order.type as OrderType;
    const paid = await db.transaction(async (tx) => {
      const orders = createOrdersRepo(tx);
      const points = pointsForPayment(order.payPrice);
      const row = await orders.markPaid(order.id, { serialNo: payment.serialNo, payTime: now, points });
      if (!row) return undefined;
      if (type === 'purchase' && row.regionId !== null) await orders.endHold(row.configurationId, row.regionId, row.quantity, true);
      if (type === 'upgrade') {
        const spec = await orders.configuration(row.configurationId);
        if (spec)
          await createOrderPhonesRepo(tx).setSpec(row.memberId, row.phoneIds, {
            configurationId: row.configurationId,
            padType: spec.padType,
          });
      }
      if (type === 'renewal') {
        const phones = createOrderPhonesRepo(tx);
        for (const phone of await phones.owned(row.memberId, row.phoneIds)) {
          const expireTime = new Date(
            renewedExpiry(phone.expireTime.getTime(), now.getTime(), row.duration, row.durationUnit as DurationUnit),
          );
          await phones.renew({ id: phone.id, memberId: row.memberId, expireTime, configurationId: row.configurationId }, now);
        }
      }
      await createPointsRepo(tx).earn(row.memberId, {
        type: type === 'upgrade' ? 'upgrade' : type,
        point: points,
        orderNo: row.orderNo,
        now,
        expireTime: new Date(now.getTime() + deps.pointsExpireDays * 86_400_000),
      });
      return row;
    });
    if (!paid) {
      const current = (await repo.byOrderNo(order.orderNo))!;
      if (current.status === 'success' || current.status === 'refunded') return 'duplicate';
      return refundClosed(current, payment, providerName);
    }
    await deps.announcePaid(paid.memberId, paid.orderNo).catch((err: unknown) => log.warn({ err }, 'order-paid push not sent'));
    if (type === 'upgrade') await moveUpgraded(paid);
    if (type === 'purchase')
      await deps.deliver(paid).catch((err: unknown) => log.error({ err, orderNo: paid.orderNo }, 'delivery stopped; the sweep retries'));
    return 'credited';
  }

  /** A paid upgrade's phones move, data kept, onto devices of the new spec's image (the control plane's backup and migration). */
  async function moveUpgraded(order: OrderRow) {
    const spec = await repo.configuration(order.configurationId);
    if (!spec) return;
    for (const phoneId of order.phoneIds)
      await deps
        .upgradeDevice(order.memberId, phoneId, { androidVersion: spec.androidVersion, chip: spec.chip }, order.orderNo)
        .catch((err: unknown) => log.error({ err, orderNo: order.orderNo, phoneId }, 'an upgraded phone did not start moving'));
  }

  /**
   * Money for an order already cancelled or timed out (an Alipay QR code can be paid until its
   * time_expire even after the order closed, since an unscanned trade cannot be closed): it buys
   * nothing, so it goes back at once. The refund number is the order's, so a replayed
   * notification asks for the same refund, which the provider makes once.
   */
  async function refundClosed(order: OrderRow, payment: ProviderPayment, providerName: string): Promise<SettleOutcome> {
    const provider = payments.byName(providerName)!;
    await provider.refund({
      orderNo: order.orderNo,
      refundNo: `${order.orderNo}C`,
      amount: payment.amount,
      total: payment.amount,
      reason: 'order closed',
    });
    log.warn({ orderNo: order.orderNo, status: order.status, serialNo: payment.serialNo }, 'a payment for a closed order was refunded');
    return 'refunded-closed';
  }

  /** Asks the provider about a pending order: credits it when paid, else closes the trade there so it can no longer be paid. */
  async function closeAtProvider(order: OrderRow): Promise<'paid' | 'closed'> {
    const provider = payments.byName(providerOfChannel(order.payChannel as PayChannel));
    if (!provider) return 'closed';
    const state = await provider.query(order.orderNo);
    if (state.state === 'paid') {
      await settle(state.payment, provider.name);
      return 'paid';
    }
    try {
      await provider.close(order.orderNo);
    } catch (error) {
      if (!(error instanceof TradeAlreadyPaidError)) throw error;
      const again = await provider.query(order.orderNo);
      if (again.state === 'paid') await settle(again.payment, provider.name);
      return 'paid';
    }
    return 'closed';
  }

  return {
    settle,
    closeAtProvider,
    closeLocally,

    /**
     * Times out pending orders past their time, each after asking its provider (a lost
     * notification must not lose a paid order); how many were timed out.
     */
    async timeOutExpired(now: Date, limit: number) {
      let timedOut = 0;
      for (const order of await repo.expiredPending(now, limit)) {
        try {
          if ((await closeAtProvider(order)) === 'closed' && (await closeLocally(order, 'timeout'))) timedOut++;
        } catch (err) {
          log.warn({ err, orderNo: order.orderNo }, 'could not time out an order; the next sweep retries');
        }
      }
      return timedOut;
    },
  };
}
export type OrderPayments = ReturnType<typeof createOrderPayments>;
