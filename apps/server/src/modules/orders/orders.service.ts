import { createHash, randomInt } from 'node:crypto';
import {
  formatYuan,
  packageName,
  type CreatedOrder,
  type CreateOrder,
  type DurationUnit,
  type Order,
  type OrderPageQueryInput,
  type OrderStatus,
  type OrderType,
  type PageResult,
  type PayChannel,
  type RenewablePhones,
  DUE_DAYS,
  IDLE_DAYS,
} from '@cloudphone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import type { CsvCell } from '../account/csv.js';
import { createPointsRepo } from '../points/points.repo.js';
import { createOrderPayments } from './order-payments.js';
import { notOwned } from './not-owned.js';
import { createOrderPhonesRepo } from './order-phones.repo.js';
import { phoneFitsSpec } from './phone-spec.js';
import { quoteUpgrade } from './order-upgrade.js';
import { createOrdersRepo, type OrderRow } from './orders.repo.js';
import type { PaymentProviders } from './payments.js';

/** Shanghai wall-clock digits of a time, to the millisecond: the start of an order number. */
const orderStamp = (now: Date) => new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 17);
const newOrderNo = (now: Date) => `${orderStamp(now)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/** An order export holds at most this many orders, the newest. */
export const ORDER_EXPORT_MAX = 10_000;

/** What an idempotency key was first used for, so a repeat asking for something else is told so. */
const requestHash = (input: CreateOrder) =>
  createHash('sha256')
    .update(JSON.stringify(Object.entries(input).sort(([a], [b]) => a.localeCompare(b))))
    .digest('hex');

export function toOrder(row: OrderRow, locale: string): Order {
  return {
    orderNo: row.orderNo,
    type: row.type as OrderType,
    status: row.status as OrderStatus,
    payChannel: row.payChannel as PayChannel,
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    originalPrice: row.originalPrice,
    payPrice: row.payPrice,
    paySerialNo: row.paySerialNo,
    phoneIds: row.phoneIds,
    createTime: row.createdAt.getTime(),
    payTime: row.payTime?.getTime() ?? null,
    expireTime: row.expireTime.getTime(),
    configurationId: row.configurationId,
    configurationName: row.configurationName,
    regionName: row.regionName,
    duration: row.duration,
    durationUnit: row.durationUnit as DurationUnit,
    packageName: packageName(row.duration, row.durationUnit as DurationUnit, locale),
    points: row.points,
    refundPrice: row.refundPrice,
    payUrl: row.status === 'pending' ? row.payUrl : null,
    qrCode: row.status === 'pending' ? row.qrCode : null,
  };
}

const created = (row: OrderRow): CreatedOrder => ({
  orderNo: row.orderNo,
  payChannel: row.payChannel as PayChannel,
  ...(row.payUrl ? { payUrl: row.payUrl } : {}),
  ...(row.qrCode ? { qrCode: row.qrCode } : {}),
  ...(row.appPayParams ? { appPayParams: row.appPayParams } : {}),
  payPrice: row.payPrice,
  expireTime: row.expireTime.getTime(),
});

/**
 * Orders (issue 15): creating one holds its stock and starts its payment. Crediting, closing and
 * timing out payments is in order-payments.ts; delivery itself is in order-delivery.ts.
 */
export function createOrdersService(deps: {
  db: Db;
  clock: Clock;
  payments: PaymentProviders;
  log: FastifyBaseLogger;
  timeoutMinutes: number;
  pointsExpireDays: number;
  deliver: (order: OrderRow) => Promise<void>;
  /** Tells the member's open consoles an order was paid (the payment dialog closes at once). */
  announcePaid: (memberId: number, orderNo: string) => Promise<void>;
  /** Moves a phone onto a device of a spec's image, data kept (phone operations' upgrade). */
  upgradeDevice: (memberId: number, phoneId: number, spec: { androidVersion: string; chip: string }, orderNo: string) => Promise<unknown>;
}) {
  const { db, clock, payments, log } = deps;
  const repo = createOrdersRepo(db);
  const { settle, closeAtProvider, closeLocally, timeOutExpired } = createOrderPayments(deps);

  /** A repeat of a create with the same idempotency key: the same order, never a second. */
  function repeat(existing: OrderRow, hash: string): CreatedOrder {
    if (existing.requestHash !== hash) throw new AppError('ORDER_IDEMPOTENCY_KEY_REUSED');
    if (existing.payUrl || existing.qrCode || existing.appPayParams) return created(existing);
    // The first request is still asking the provider, or the provider refused it and it was cancelled.
    throw new AppError(existing.status === 'pending' ? 'ORDER_IN_PROGRESS' : 'ORDER_NOT_PENDING');
  }

  /** The phones a renewal names: all the caller's own, each of the package's spec (or running its image). */
  async function renewalPhones(
    memberId: number,
    phoneIds: number[],
    price: { configurationId: number; androidVersion: string; chip: string },
  ) {
    const phones = await createOrderPhonesRepo(db).owned(memberId, phoneIds);
    if (phones.length !== phoneIds.length)
      throw await notOwned(
        db,
        memberId,
        phoneIds,
        phones.map((p) => p.id),
        clock.now(),
      );
    if (!phones.every((phone) => phoneFitsSpec(phone, price))) throw new AppError('ORDER_PHONE_SPEC_MISMATCH');
  }

  async function create(
    memberId: number,
    input: CreateOrder,
    context: { idempotencyKey?: string | undefined; clientIp: string; returnUrl: string; subject: (o: OrderRow) => string },
  ) {
    const hash = requestHash(input);
    const key = context.idempotencyKey;
    if (key) {
      const existing = await repo.byIdempotencyKey(memberId, key);
      if (existing) return repeat(existing, hash);
    }
    const provider = payments.forChannel(input.payChannel);
    const price = await repo.priceOnSale(input.priceId, input.type);
    if (!price || (input.type !== 'renewal' && price.configurationId !== input.configurationId))
      throw new AppError('ORDER_PRICE_NOT_FOUND');
    let region: { id: number; name: string } | undefined;
    const quantity = input.type === 'purchase' ? input.quantity : input.phoneIds.length;
    let amounts = { unitPrice: price.price, originalPrice: price.originalPrice, payPrice: price.price * quantity };
    let fromConfigurationId: number | null = null;
    if (input.type === 'purchase') {
      region = await repo.saleRegion(price.configurationId, input.regionId);
      if (!region) throw new AppError('OFFER_REGION_NOT_FOUND');
    } else if (input.type === 'renewal') await renewalPhones(memberId, input.phoneIds, price);
    else {
      const quote = await quoteUpgrade(db, memberId, input.phoneIds, price, clock.now());
      amounts = { unitPrice: quote.unitPrice, originalPrice: quote.unitPrice, payPrice: quote.payPrice };
      fromConfigurationId = quote.fromConfigurationId;
    }

    let order: OrderRow | undefined;
    for (let attempt = 0; !order; attempt++) {
      const now = clock.now();
      try {
        order = await db.transaction(async (tx) => {
          const orders = createOrdersRepo(tx);
          // The stock first: a sold-out refusal then costs one update, not an insert rolled back.
          if (region && !(await orders.hold(price.configurationId, region.id, quantity))) throw new AppError('ORDER_SOLD_OUT');
          const row = await orders.insert({
            orderNo: newOrderNo(now),
            memberId,
            type: input.type,
            configurationId: price.configurationId,
            configurationName: price.configurationName,
            regionId: region?.id ?? null,
            regionName: region?.name ?? null,
            priceId: price.priceId,
            duration: price.duration,
            durationUnit: price.durationUnit,
            quantity,
            ...amounts,
            fromConfigurationId,
            payChannel: input.payChannel,
            phoneIds: input.type === 'purchase' ? [] : input.phoneIds,
            idempotencyKey: key ?? null,
            requestHash: hash,
            createdAt: now,
            expireTime: new Date(now.getTime() + deps.timeoutMinutes * 60_000),
          });
          return row;
        });
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
        // The same key made an order meanwhile (a double click), or two order numbers met.
        const existing = key ? await repo.byIdempotencyKey(memberId, key) : undefined;
        if (existing) return repeat(existing, hash);
      }
    }

    let start;
    try {
      start = await provider.create({
        orderNo: order.orderNo,
        amount: order.payPrice,
        subject: context.subject(order),
        channel: input.payChannel,
        expireTime: order.expireTime,
        clientIp: context.clientIp,
        returnUrl: context.returnUrl,
      });
    } catch (err) {
      log.error({ err, orderNo: order.orderNo, provider: provider.name }, 'payment provider refused an order');
      await closeLocally(order, 'cancel');
      throw new AppError('ORDER_PROVIDER_FAILED');
    }
    await repo.setPaymentStart(order.id, start);
    return created({ ...order, payUrl: start.payUrl ?? null, qrCode: start.qrCode ?? null, appPayParams: start.appPayParams ?? null });
  }

  return {
    create,
    settle,

    /** The renewal page's phones and insights (issue 15, "Beyond the spec"). */
    async renewablePhones(memberId: number): Promise<RenewablePhones> {
      const phoneRepo = createOrderPhonesRepo(db);
      const rows = await phoneRepo.renewable(memberId);
      const ids = [...new Set(rows.flatMap((r) => (r.configurationId === null ? [] : [r.configurationId])))];
      const facts = new Map((await phoneRepo.renewalFacts(ids)).map((f) => [f.id, f]));
      const now = clock.now().getTime();
      const idleSince = now - IDLE_DAYS * 86_400_000;
      const phones = rows.map((row) => ({
        id: row.id,
        owlId: row.owlId,
        alias: row.alias,
        expireTime: row.expireTime.getTime(),
        recycled: row.recycledAt !== null,
        groupId: row.groupId,
        groupName: row.groupName,
        configurationId: row.configurationId,
        configurationName: row.configurationId === null ? null : (facts.get(row.configurationId)?.name ?? null),
        lastOpenedTime: row.lastOpenedAt?.getTime() ?? null,
        idle: (row.lastOpenedAt ?? row.createdAt).getTime() < idleSince,
      }));
      const due = rows.filter((r) => r.expireTime.getTime() < now + DUE_DAYS * 86_400_000);
      return {
        phones,
        insights: {
          expired: phones.filter((p) => p.expireTime <= now).length,
          recycled: phones.filter((p) => p.recycled).length,
          idle: phones.filter((p) => p.idle).length,
          due: due.length,
          nextMonthCost: due.reduce((sum, r) => sum + (r.configurationId === null ? 0 : (facts.get(r.configurationId)?.monthly ?? 0)), 0),
        },
      };
    },

    async get(memberId: number, orderNo: string, locale: string): Promise<Order> {
      const row = await repo.ofMember(memberId, orderNo);
      if (!row) throw new AppError('ORDER_NOT_FOUND');
      return toOrder(row, locale);
    },

    /** Cancels a pending order; the trade is closed at the provider first, so it cannot be paid afterwards. */
    async cancel(memberId: number, orderNo: string) {
      const row = await repo.ofMember(memberId, orderNo);
      if (!row) throw new AppError('ORDER_NOT_FOUND');
      if (row.status !== 'pending') throw new AppError('ORDER_NOT_PENDING');
      let outcome: 'paid' | 'closed';
      try {
        outcome = await closeAtProvider(row);
      } catch (err) {
        log.warn({ err, orderNo }, 'could not close a trade at its provider');
        throw new AppError('ORDER_PROVIDER_FAILED');
      }
      if (outcome === 'paid' || !(await closeLocally(row, 'cancel'))) throw new AppError('ORDER_NOT_PENDING');
      return true;
    },

    async page(
      memberId: number,
      query: OrderPageQueryInput & { pageNo: number; pageSize: number },
      locale: string,
    ): Promise<PageResult<Order>> {
      const { rows, total } = await repo.page(memberId, {
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        type: query.type,
        status: query.status,
        ...(query.beginTime !== undefined ? { begin: new Date(Number(query.beginTime)) } : {}),
        ...(query.endTime !== undefined ? { end: new Date(Number(query.endTime)) } : {}),
      });
      return { list: rows.map((row) => toOrder(row, locale)), total };
    },

    /** The orders the page's filters match, newest first, at most ORDER_EXPORT_MAX, as CSV rows with their header. */
    async exportRows(memberId: number, query: Omit<OrderPageQueryInput, 'pageNo' | 'pageSize'>, locale: string): Promise<CsvCell[][]> {
      const { rows } = await repo.page(memberId, {
        pageNo: 1,
        pageSize: ORDER_EXPORT_MAX,
        type: query.type,
        status: query.status,
        ...(query.beginTime !== undefined ? { begin: new Date(Number(query.beginTime)) } : {}),
        ...(query.endTime !== undefined ? { end: new Date(Number(query.endTime)) } : {}),
      });
      const header = ['order_no', 'create_time', 'type', 'status', 'pay_channel', 'spec', 'region', 'package', 'quantity'];
      header.push('unit_price', 'pay_price', 'refund_price', 'points', 'pay_time', 'pay_serial_no', 'phone_ids');
      return [
        header,
        ...rows.map((row) => [
          row.orderNo,
          row.createdAt.toISOString(),
          row.type,
          row.status,
          row.payChannel,
          row.configurationName,
          row.regionName,
          packageName(row.duration, row.durationUnit as DurationUnit, locale),
          row.quantity,
          formatYuan(row.unitPrice),
          formatYuan(row.payPrice),
          formatYuan(row.refundPrice),
          row.points,
          row.payTime?.toISOString() ?? null,
          row.paySerialNo,
          row.phoneIds.join(' '),
        ]),
      ];
    },

    /**
     * Times out pending orders past their time, each after asking its provider (a lost notification
     * must not lose a paid order), expires points past their time, and delivers what paid purchases
     * still owe.
     */
    async sweep(limit = 100) {
      const now = clock.now();
      const timedOut = await timeOutExpired(now, limit);
      const expired = await db.transaction((tx) => createPointsRepo(tx).expireDue(now));
      const owed = await repo.undelivered(new Date(now.getTime() - 60_000), limit);
      for (const order of owed)
        await deps.deliver(order).catch((err: unknown) => log.warn({ err, orderNo: order.orderNo }, 'delivery retry failed'));
      return { timedOut, delivered: owed.length, pointsExpired: expired };
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
