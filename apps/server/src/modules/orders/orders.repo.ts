import type { OrderStatus, OrderType } from '@cloudphone/contract';
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { configurationPrices, configurationStock, orders, phoneConfigurations, saleRegions } from '../../db/schema.js';

export type OrderRow = typeof orders.$inferSelect;

/** What the order lists filter by (the member's and the operator's). */
export interface OrderFilters {
  type?: OrderType | undefined;
  status?: OrderStatus | undefined;
  begin?: Date;
  end?: Date;
  orderNo?: string | undefined;
}

/** The orders of one member (or of all when undefined) matching the filters. */
export function orderFilters(memberId: number | undefined, query: OrderFilters): SQL | undefined {
  const filters: (SQL | undefined)[] = [memberId === undefined ? undefined : eq(orders.memberId, memberId)];
  if (query.orderNo) filters.push(eq(orders.orderNo, query.orderNo));
  if (query.type) filters.push(eq(orders.type, query.type));
  if (query.status) filters.push(eq(orders.status, query.status));
  if (query.begin) filters.push(gte(orders.createdAt, query.begin));
  if (query.end) filters.push(lte(orders.createdAt, query.end));
  return and(...filters);
}

/** Orders and the stock they hold (issue 15). */
export function createOrdersRepo(db: DbOrTx) {
  return {
    /** The member's order made with this idempotency key, if any. */
    async byIdempotencyKey(memberId: number, key: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, key)));
      return row;
    },

    /** A package on sale for this kind of order, with its spec; undefined when either is withdrawn or the kind differs. */
    async priceOnSale(priceId: number, type: OrderType) {
      const [row] = await db
        .select({
          priceId: configurationPrices.id,
          configurationId: phoneConfigurations.id,
          configurationName: phoneConfigurations.name,
          padType: phoneConfigurations.padType,
          androidVersion: phoneConfigurations.androidVersion,
          chip: phoneConfigurations.chip,
          duration: configurationPrices.duration,
          durationUnit: configurationPrices.durationUnit,
          price: configurationPrices.price,
          originalPrice: configurationPrices.originalPrice,
        })
        .from(configurationPrices)
        .innerJoin(phoneConfigurations, eq(phoneConfigurations.id, configurationPrices.configurationId))
        .where(
          and(
            eq(configurationPrices.id, priceId),
            eq(configurationPrices.orderType, type),
            eq(configurationPrices.enabled, 1),
            eq(phoneConfigurations.enabled, 1),
          ),
        );
      return row;
    },

    /** A region the spec is sold in (it has a stock row there). */
    async saleRegion(configurationId: number, regionId: number) {
      const [row] = await db
        .select({ id: saleRegions.id, name: saleRegions.name })
        .from(configurationStock)
        .innerJoin(saleRegions, eq(saleRegions.id, configurationStock.regionId))
        .where(and(eq(configurationStock.configurationId, configurationId), eq(configurationStock.regionId, regionId)));
      return row;
    },

    async insert(values: typeof orders.$inferInsert): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(values).returning();
      return row!;
    },

    /**
     * Holds `quantity` of a spec's stock in a region for a pending order. One conditional update:
     * concurrent buyers queue on the row and each sees the others' holds, so the last phones go to
     * exactly as many buyers as there are phones. False when not enough is left.
     */
    async hold(configurationId: number, regionId: number, quantity: number): Promise<boolean> {
      const rows = await db
        .update(configurationStock)
        .set({ held: sql`${configurationStock.held} + ${quantity}` })
        .where(
          and(
            eq(configurationStock.configurationId, configurationId),
            eq(configurationStock.regionId, regionId),
            sql`${configurationStock.stock} - ${configurationStock.held} >= ${quantity}`,
          ),
        )
        .returning({ held: configurationStock.held });
      return rows.length === 1;
    },

    /** Gives a closed order's hold back; a paid order's hold becomes a sale (the stock goes down by it). */
    async endHold(configurationId: number, regionId: number, quantity: number, sold: boolean) {
      await db
        .update(configurationStock)
        .set({
          held: sql`greatest(${configurationStock.held} - ${quantity}, 0)`,
          ...(sold ? { stock: sql`greatest(${configurationStock.stock} - ${quantity}, 0)` } : {}),
        })
        .where(and(eq(configurationStock.configurationId, configurationId), eq(configurationStock.regionId, regionId)));
    },

    async setPaymentStart(
      id: number,
      start: { payUrl?: string | undefined; qrCode?: string | undefined; appPayParams?: string | undefined },
    ) {
      await db
        .update(orders)
        .set({ payUrl: start.payUrl ?? null, qrCode: start.qrCode ?? null, appPayParams: start.appPayParams ?? null })
        .where(eq(orders.id, id));
    },

    /** The member's own order. */
    async ofMember(memberId: number, orderNo: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.memberId, memberId), eq(orders.orderNo, orderNo)));
      return row;
    },

    /** Any order, for the provider's notifications and the sweeps (which are nobody's member calls). */
    async byOrderNo(orderNo: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
      return row;
    },

    /** Ends a pending order (cancelled or timed out); undefined when it was no longer pending. */
    async close(id: number, status: 'cancel' | 'timeout', now: Date): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ status, closedAt: now })
        .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
        .returning();
      return row;
    },

    /**
     * Marks a pending order paid; undefined when it was not pending. The status check in the update
     * is what makes a payment count once, however many notifications race for it.
     */
    async markPaid(id: number, paid: { serialNo: string; payTime: Date; points: number }): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ status: 'success', paySerialNo: paid.serialNo, payTime: paid.payTime, points: paid.points })
        .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
        .returning();
      return row;
    },

    /** Marks a paid order refunded, with why and by whom; undefined when it was not a paid order (a refund happens once). */
    async markRefunded(
      id: number,
      refund: { price: number; serialNo: string; now: Date; reason: string; operatorId: number },
    ): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({
          status: 'refunded',
          refundPrice: refund.price,
          refundSerialNo: refund.serialNo,
          refundTime: refund.now,
          refundReason: refund.reason,
          refundedBy: refund.operatorId,
        })
        .where(and(eq(orders.id, id), eq(orders.status, 'success')))
        .returning();
      return row;
    },

    /** A page of the member's orders (every member's when `memberId` is undefined), newest first. */
    async page(memberId: number | undefined, query: OrderFilters & { pageNo: number; pageSize: number }) {
      const where = orderFilters(memberId, query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(where),
      ]);
      return { rows, total: total!.n };
    },

    /** Pending orders past their time, oldest first (the sweep runs on one node at a time). */
    async expiredPending(now: Date, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'pending'), lte(orders.expireTime, now)))
        .orderBy(orders.expireTime)
        .limit(limit);
    },

    /** Paid purchases still owed phones (delivery stopped half-way: a crash, no free device), paid before `paidBefore`. */
    async undelivered(paidBefore: Date, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.status, 'success'),
            eq(orders.type, 'purchase'),
            lte(orders.payTime, paidBefore),
            sql`cardinality(${orders.phoneIds}) < ${orders.quantity}`,
          ),
        )
        .orderBy(orders.payTime)
        .limit(limit);
    },

    /** A spec as delivered phones get it, on sale or not (an order outlives its withdrawal). */
    async configuration(id: number) {
      const [row] = await db
        .select({
          androidVersion: phoneConfigurations.androidVersion,
          chip: phoneConfigurations.chip,
          padType: phoneConfigurations.padType,
        })
        .from(phoneConfigurations)
        .where(eq(phoneConfigurations.id, id));
      return row;
    },

    /** Records one delivered phone, unless the order already has all its phones (then false: undo the delivery). */
    async addDeliveredPhone(id: number, phoneId: number): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ phoneIds: sql`array_append(${orders.phoneIds}, ${phoneId}::bigint)` })
        .where(and(eq(orders.id, id), sql`cardinality(${orders.phoneIds}) < ${orders.quantity}`))
        .returning({ id: orders.id });
      return rows.length === 1;
    },
  };
}
export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
