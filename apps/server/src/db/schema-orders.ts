import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { phoneConfigurations, saleRegions } from './schema-offers.js';
import { members, operators } from './schema-console.js';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const ref = (name: string) => bigint(name, { mode: 'number' });

/**
 * A member's order (modules/orders, issue 15): what it buys, renews or upgrades, at what price,
 * and its payment. The spec's names, prices and package are copied in at creation so that a later
 * change of the offer never changes an order. A pending purchase holds its quantity of stock
 * (configuration_stock.held) until it is paid, cancelled or times out.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    memberId: ref('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** purchase, renewal or upgrade. */
    type: varchar('type', { length: 12 }).notNull(),
    /** pending, then success, cancel or timeout; refunded after a success. */
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    configurationId: ref('configuration_id')
      .notNull()
      .references(() => phoneConfigurations.id),
    configurationName: varchar('configuration_name', { length: 64 }).notNull(),
    regionId: ref('region_id').references(() => saleRegions.id),
    regionName: varchar('region_name', { length: 32 }),
    priceId: ref('price_id').notNull(),
    duration: integer('duration').notNull(),
    durationUnit: varchar('duration_unit', { length: 8 }).notNull(),
    quantity: integer('quantity').notNull(),
    /** Integer fen: per phone, per phone before the discount, and the whole order. */
    unitPrice: integer('unit_price').notNull(),
    originalPrice: integer('original_price').notNull(),
    payPrice: integer('pay_price').notNull(),
    payChannel: varchar('pay_channel', { length: 16 }).notNull(),
    /** Where the member pays while it is pending, as the provider answered. */
    payUrl: text('pay_url'),
    qrCode: text('qr_code'),
    appPayParams: text('app_pay_params'),
    /** The provider's transaction id, once paid. */
    paySerialNo: varchar('pay_serial_no', { length: 64 }),
    /** A renewal's or upgrade's chosen phones from creation; a purchase's delivered phones, one by one. */
    phoneIds: bigint('phone_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    points: integer('points').notNull().default(0),
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    /** What the idempotency key was first used for: a repeat asking for something else is refused. */
    requestHash: varchar('request_hash', { length: 64 }),
    createdAt: ts('created_at').notNull(),
    expireTime: ts('expire_time').notNull(),
    payTime: ts('pay_time'),
    closedAt: ts('closed_at'),
    /** What an operator's refund returned (fen), the provider's refund id, and when. */
    refundPrice: integer('refund_price').notNull().default(0),
    refundSerialNo: varchar('refund_serial_no', { length: 64 }),
    refundTime: ts('refund_time'),
    /** Why the operator refunded it, and who (issue 19: the order detail shows both). */
    refundReason: varchar('refund_reason', { length: 80 }),
    refundedBy: ref('refunded_by').references(() => operators.id, { onDelete: 'set null' }),
    /** An upgrade's target spec (the order's configuration is the spec the phones move to). */
    fromConfigurationId: ref('from_configuration_id'),
  },
  (t) => [
    uniqueIndex('orders_order_no').on(t.orderNo),
    uniqueIndex('orders_idempotency').on(t.memberId, t.idempotencyKey),
    index('orders_member_created').on(t.memberId, t.createdAt),
    index('orders_pending_expiry')
      .on(t.expireTime)
      .where(sql`status = 'pending'`),
    index('orders_undelivered')
      .on(t.payTime)
      .where(sql`status = 'success' and type = 'purchase' and cardinality(phone_ids) < quantity`),
    check(
      'orders_kind',
      sql`${t.type} in ('purchase', 'renewal', 'upgrade') and ${t.status} in ('pending', 'success', 'cancel', 'timeout', 'refunded')`,
    ),
    check('orders_amounts', sql`${t.quantity} > 0 and ${t.unitPrice} >= 0 and ${t.payPrice} >= 0 and ${t.originalPrice} >= ${t.unitPrice}`),
    check('orders_refund', sql`${t.refundPrice} >= 0 and ${t.refundPrice} <= ${t.payPrice}`),
  ],
);

/**
 * A member's points ledger (spec point 3 "Account"): every change with the balance after it, so
 * members.point always equals the sum of the member's rows. Earnings keep what is left of them
 * (`remaining`) for a refund or their expiry to take back.
 */
export const pointRecords = pgTable(
  'point_records',
  {
    id: id(),
    memberId: ref('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** purchase, renewal, upgrade, refund or expiration. */
    type: varchar('type', { length: 12 }).notNull(),
    point: integer('point').notNull(),
    balance: integer('balance').notNull(),
    orderNo: varchar('order_no', { length: 32 }),
    remaining: integer('remaining').notNull().default(0),
    expireTime: ts('expire_time'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('point_records_member').on(t.memberId, t.id),
    index('point_records_expiring')
      .on(t.expireTime)
      .where(sql`remaining > 0`),
    check('point_records_kind', sql`${t.type} in ('purchase', 'renewal', 'upgrade', 'refund', 'expiration')`),
    check('point_records_balance', sql`${t.balance} >= 0 and ${t.remaining} >= 0`),
  ],
);

/**
 * A batch of redemption codes an operator made (modules/redeem-codes): each code gives a new phone
 * of a spec in a region (purchase) or extends chosen phones (renewal) by a duration.
 */
export const redeemCodeBatches = pgTable(
  'redeem_code_batches',
  {
    id: id(),
    /** purchase or renewal. */
    type: varchar('type', { length: 12 }).notNull(),
    configurationId: ref('configuration_id')
      .notNull()
      .references(() => phoneConfigurations.id),
    regionId: ref('region_id').references(() => saleRegions.id),
    duration: integer('duration').notNull(),
    durationUnit: varchar('duration_unit', { length: 8 }).notNull(),
    count: integer('count').notNull(),
    /** Codes of the batch cannot be redeemed after this. */
    expireTime: ts('expire_time').notNull(),
    remark: varchar('remark', { length: 100 }),
    createdBy: ref('created_by'),
    createdAt: ts('created_at').notNull(),
    /** Set when the operator disabled the batch: its unused codes no longer work. */
    disabledAt: ts('disabled_at'),
  },
  (t) => [
    check('redeem_code_batches_kind', sql`${t.type} in ('purchase', 'renewal') and ${t.durationUnit} in ('hour', 'day', 'month')`),
    check('redeem_code_batches_amounts', sql`${t.duration} > 0 and ${t.count} > 0`),
  ],
);

/**
 * One redemption code, kept only as its SHA-256 (the plain code is shown once, when the batch is
 * made) and a hint of its ends. Redeeming sets `redeemed_by` where it is still null: once.
 */
export const redeemCodes = pgTable(
  'redeem_codes',
  {
    id: id(),
    batchId: ref('batch_id')
      .notNull()
      .references(() => redeemCodeBatches.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    /** The code's first and last characters, for lists and exports ("ABCD…WXYZ"). */
    codeHint: varchar('code_hint', { length: 16 }).notNull(),
    redeemedBy: ref('redeemed_by').references(() => members.id, { onDelete: 'set null' }),
    redeemedAt: ts('redeemed_at'),
    /** Set when an operator voided this one code (issue 19): it no longer works, unless it was redeemed first. */
    disabledAt: ts('disabled_at'),
    /** The phones it gave or extended; a purchase code's phone is added once delivered. */
    phoneIds: bigint('phone_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    uniqueIndex('redeem_codes_hash').on(t.codeHash),
    index('redeem_codes_batch').on(t.batchId, t.id),
    index('redeem_codes_member').on(t.redeemedBy, t.redeemedAt),
  ],
);
