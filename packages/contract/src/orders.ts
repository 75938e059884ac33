import { z } from 'zod';
import { pageQuery } from './envelope.js';
import { idField, text, wholeNumber } from './fields.js';
import { DURATION_UNITS, ORDER_TYPES, type DurationUnit } from './offers.js';

/**
 * How a member pays (spec point 3): WeChat Pay PC (Native QR), APP and H5, Alipay PC, QR, APP and
 * H5, and the built-in sandbox cashier of a machine without a payment account.
 */
export const PAY_CHANNELS = ['wx_native', 'wx_app', 'wx_wap', 'alipay_pc', 'alipay_qr', 'alipay_app', 'alipay_wap', 'sandbox'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

/** Which provider takes a channel's payments. */
export const PAY_PROVIDERS = ['wechat', 'alipay', 'sandbox'] as const;
export type PayProviderName = (typeof PAY_PROVIDERS)[number];
export const providerOfChannel = (channel: PayChannel): PayProviderName =>
  channel.startsWith('wx_') ? 'wechat' : channel.startsWith('alipay_') ? 'alipay' : 'sandbox';
export const channelsOfProvider = (provider: PayProviderName): PayChannel[] =>
  PAY_CHANNELS.filter((c) => providerOfChannel(c) === provider);

/** Channels paid by scanning a code on a desktop, and those that send a phone's browser to the provider. */
export const QR_CHANNELS: readonly PayChannel[] = ['wx_native', 'alipay_qr', 'sandbox'];
export const H5_CHANNELS: readonly PayChannel[] = ['wx_wap', 'alipay_wap', 'sandbox'];

/** Payment states (spec point 3) and the refunded state an operator's refund leads to. */
export const ORDER_STATUSES = ['pending', 'success', 'cancel', 'timeout', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Most phones one purchase order buys, and most phones one renewal or upgrade covers. */
export const ORDER_QUANTITY_MAX = 20;
export const ORDER_PHONES_MAX = 200;

/** An Idempotency-Key header: what a client makes up once per order it means to create. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

const agreed = z.literal(true, { error: 'orders.agreementRequired' });
const payChannel = z.enum(PAY_CHANNELS, { error: 'orders.payChannelInvalid' });
const phoneIds = z
  .array(idField, { error: 'orders.phonesRequired' })
  .min(1, { error: 'orders.phonesRequired' })
  .max(ORDER_PHONES_MAX, { error: 'orders.phonesTooMany' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'orders.phonesRepeated' });

/** POST /app-api/trade/order/create: one of three shapes, by `type`. */
export const CreateOrderSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('purchase'),
      configurationId: idField,
      regionId: idField,
      priceId: idField,
      quantity: wholeNumber({ min: 1, max: ORDER_QUANTITY_MAX, error: 'orders.quantityInvalid' }),
      payChannel,
      agreed,
    }),
    z.object({ type: z.literal('renewal'), priceId: idField, phoneIds, payChannel, agreed }),
    z.object({ type: z.literal('upgrade'), priceId: idField, phoneIds, configurationId: idField, payChannel, agreed }),
  ],
  { error: 'orders.typeInvalid' },
);
export type CreateOrderInput = z.input<typeof CreateOrderSchema>;
export type CreateOrder = z.output<typeof CreateOrderSchema>;

/** What order/create answers: where to pay (a code to show as a QR, or a page to open) and until when. */
export const CreatedOrderSchema = z.object({
  orderNo: z.string(),
  payChannel: z.enum(PAY_CHANNELS),
  payUrl: z.string().optional(),
  qrCode: z.string().optional(),
  /** APP channels: what the app hands its payment SDK (Alipay's order string, WeChat Pay's signed parameters as JSON). */
  appPayParams: z.string().optional(),
  payPrice: z.number().int(),
  expireTime: z.number().int(),
});
export type CreatedOrder = z.infer<typeof CreatedOrderSchema>;

export const OrderNoSchema = z.object({ orderNo: text('orders.notFound').pipe(z.string().min(1).max(32, { error: 'orders.notFound' })) });
export type OrderNoInput = z.input<typeof OrderNoSchema>;

/** An order as the member sees it (order/get and the rows of order/web-page). */
export const OrderSchema = z.object({
  orderNo: z.string(),
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  payChannel: z.enum(PAY_CHANNELS),
  quantity: z.number().int(),
  /** Per phone, in fen, and what it was before the discount. */
  unitPrice: z.number().int(),
  originalPrice: z.number().int(),
  payPrice: z.number().int(),
  paySerialNo: z.string().nullable(),
  phoneIds: z.array(z.number().int()),
  createTime: z.number().int(),
  payTime: z.number().int().nullable(),
  expireTime: z.number().int(),
  configurationId: z.number().int(),
  configurationName: z.string(),
  regionName: z.string().nullable(),
  duration: z.number().int(),
  durationUnit: z.enum(DURATION_UNITS),
  /** The package as words in the caller's language ("1 个月", "7 days"). */
  packageName: z.string(),
  /** Points this order earned (0 until paid). */
  points: z.number().int(),
  /** What a refund returned (fen; 0 when none). */
  refundPrice: z.number().int(),
  /** Where to pay again while it is pending. */
  payUrl: z.string().nullable(),
  qrCode: z.string().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

const time = wholeNumber({ min: 0, error: 'orders.timeInvalid' });

/** GET /app-api/trade/order/web-page: filters by type, status and creation time. */
export const OrderPageQuerySchema = pageQuery.extend({
  type: z.enum(ORDER_TYPES, { error: 'orders.typeInvalid' }).optional(),
  status: z.enum(ORDER_STATUSES, { error: 'orders.statusInvalid' }).optional(),
  beginTime: time.optional(),
  endTime: time.optional(),
});
export type OrderPageQueryInput = z.input<typeof OrderPageQuerySchema>;

/** Asia/Shanghai keeps UTC+8 all year, so its calendar is UTC's shifted by eight hours. */
const SHANGHAI_OFFSET_MS = 8 * 3600_000;

/**
 * A time plus a package's duration. A month is a calendar month in Asia/Shanghai: 31 January plus
 * one month is the last day of February, at the same time of day.
 */
export function addDuration(from: number, duration: number, unit: DurationUnit): number {
  if (unit === 'hour') return from + duration * 3600_000;
  if (unit === 'day') return from + duration * 86_400_000;
  const local = new Date(from + SHANGHAI_OFFSET_MS);
  const day = local.getUTCDate();
  local.setUTCDate(1);
  local.setUTCMonth(local.getUTCMonth() + duration);
  const lastDay = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).getUTCDate();
  local.setUTCDate(Math.min(day, lastDay));
  return local.getTime() - SHANGHAI_OFFSET_MS;
}

/** A renewal extends from now or from the current expiry, whichever is later. */
export const renewedExpiry = (expireTime: number, now: number, duration: number, unit: DurationUnit) =>
  addDuration(Math.max(now, expireTime), duration, unit);

const UNIT_WORDS: Record<DurationUnit, { zh: string; en: [string, string] }> = {
  hour: { zh: '小时', en: ['hour', 'hours'] },
  day: { zh: '天', en: ['day', 'days'] },
  month: { zh: '个月', en: ['month', 'months'] },
};

/** A package's duration as words: "1 个月", "7 天"; "1 month", "7 days". */
export function packageName(duration: number, unit: DurationUnit, locale: string): string {
  const words = UNIT_WORDS[unit];
  return locale.startsWith('en') ? `${duration} ${words.en[duration === 1 ? 0 : 1]}` : `${duration} ${words.zh}`;
}

/** A phone not opened for this many days is flagged before the member pays to renew it. */
export const IDLE_DAYS = 14;
/** Phones expiring within this many days count as due for next month's spend. */
export const DUE_DAYS = 30;

/** A phone the member may renew (their own, the recycle bin included), with the spec it renews as. */
export const RenewablePhoneSchema = z.object({
  id: z.number().int(),
  owlId: z.string(),
  alias: z.string(),
  expireTime: z.number().int(),
  /** In the recycle bin: a renewal brings it back with its data. */
  recycled: z.boolean(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  /** The spec whose renewal packages fit it; null when no spec on sale does. */
  configurationId: z.number().int().nullable(),
  configurationName: z.string().nullable(),
  lastOpenedTime: z.number().int().nullable(),
  /** Not opened for IDLE_DAYS (or never since it was rented that long ago). */
  idle: z.boolean(),
});
export type RenewablePhone = z.infer<typeof RenewablePhoneSchema>;

/** GET /app-api/trade/order/renewable-phones: the phones, expired and nearest expiry first, and what the member should know. */
export const RenewablePhonesSchema = z.object({
  phones: z.array(RenewablePhoneSchema),
  insights: z.object({
    expired: z.number().int(),
    recycled: z.number().int(),
    idle: z.number().int(),
    /** Phones expiring within DUE_DAYS, and renewing each for a month at its spec's price (fen). */
    due: z.number().int(),
    nextMonthCost: z.number().int(),
  }),
});
export type RenewablePhones = z.infer<typeof RenewablePhonesSchema>;

/** POST /admin-api/trade/order/refund: all of a paid order's money back, or part (`amount` in fen). */
export const RefundOrderSchema = z.object({
  orderNo: OrderNoSchema.shape.orderNo,
  amount: wholeNumber({ min: 1, max: 100_000_000, error: 'orders.refundTooMuch' }).optional(),
  reason: text('validation.invalid').pipe(
    z.string().trim().min(1, { error: 'validation.invalid' }).max(80, { error: 'validation.invalid' }),
  ),
});
export type RefundOrderInput = z.input<typeof RefundOrderSchema>;

/** An order as the operator sees it: whose, and its refund. */
export const AdminOrderSchema = OrderSchema.extend({
  memberId: z.number().int(),
  refundSerialNo: z.string().nullable(),
  refundTime: z.number().int().nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const AdminOrderPageQuerySchema = OrderPageQuerySchema.extend({
  memberId: idField.optional(),
  orderNo: OrderNoSchema.shape.orderNo.optional(),
});
export type AdminOrderPageQueryInput = z.input<typeof AdminOrderPageQuerySchema>;

/** The page's filters without paging: GET /admin-api/trade/order/export. */
export const AdminOrderExportQuerySchema = AdminOrderPageQuerySchema.omit({ pageNo: true, pageSize: true });
export type AdminOrderExportQueryInput = z.input<typeof AdminOrderExportQuerySchema>;

/** A refund of an order: how much, why, by which operator, the provider's refund id, when. */
export const AdminOrderRefundSchema = z.object({
  amount: z.number().int(),
  reason: z.string().nullable(),
  operatorId: z.number().int().nullable(),
  operatorName: z.string().nullable(),
  serialNo: z.string().nullable(),
  refundTime: z.number().int(),
});
export type AdminOrderRefund = z.infer<typeof AdminOrderRefundSchema>;

/** A phone the order delivered (or renewed, or upgraded), as it is now. */
export const AdminOrderPhoneSchema = z.object({
  id: z.number().int(),
  owlId: z.string(),
  alias: z.string(),
  /** Whose it is now (a phone can be transferred after its order). */
  memberId: z.number().int(),
  status: z.number().int(),
  expireTime: z.number().int(),
  recycled: z.boolean(),
});
export type AdminOrderPhone = z.infer<typeof AdminOrderPhoneSchema>;

/** GET /admin-api/trade/order/get: the order with its payment (serial number, channel, time), refunds and phones. */
export const AdminOrderDetailSchema = AdminOrderSchema.extend({
  memberPhone: z.string(),
  refunds: z.array(AdminOrderRefundSchema),
  phones: z.array(AdminOrderPhoneSchema),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;
