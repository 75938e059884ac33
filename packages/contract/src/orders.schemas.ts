import { z } from 'zod';
import { ExportedFileSchema } from './account.js';
import type { EndpointSchemas } from './endpoint.js';
import { pageResult } from './envelope.js';
import type { ordersAdminApi, ordersApi } from './orders.endpoints.js';
import {
  AdminOrderDetailSchema,
  AdminOrderExportQuerySchema,
  AdminOrderPageQuerySchema,
  AdminOrderSchema,
  RefundOrderSchema,
  CreatedOrderSchema,
  CreateOrderSchema,
  OrderNoSchema,
  OrderPageQuerySchema,
  OrderSchema,
  PAY_CHANNELS,
  RenewablePhonesSchema,
} from './orders.js';

/** Order export: the page's filters without paging. */
export const OrderExportQuerySchema = OrderPageQuerySchema.omit({ pageNo: true, pageSize: true });

export const ordersSchemas = {
  create: {
    summary:
      'Create a purchase, renewal or upgrade order and start its payment. Send an Idempotency-Key header: a repeat answers the same order',
    input: CreateOrderSchema,
    reply: CreatedOrderSchema,
  },
  get: { summary: 'One of your orders, with its payment state', input: OrderNoSchema, reply: OrderSchema },
  cancel: { summary: 'Cancel a pending order; what it held goes back on sale', input: OrderNoSchema, reply: z.boolean() },
  page: {
    summary: 'Your orders, newest first, filtered by type, status and creation time',
    input: OrderPageQuerySchema,
    reply: pageResult(OrderSchema),
  },
  export: {
    summary: 'Your orders the filters match (newest first, at most 10 000) as a CSV file; answers its name for common/common/download',
    input: OrderExportQuerySchema,
    reply: ExportedFileSchema,
  },
  payChannels: { summary: 'The payment methods this installation takes', reply: z.array(z.enum(PAY_CHANNELS)) },
  renewablePhones: {
    summary:
      'Your own phones to renew (the recycle bin included), expired and nearest expiry first, each with the spec it renews as; with how many are expired, in the bin, unused for 14 days, and next month’s spend',
    reply: RenewablePhonesSchema,
  },
} satisfies EndpointSchemas<typeof ordersApi.endpoints>;

export const ordersAdminSchemas = {
  page: {
    summary: "Every member's orders, newest first, by type, status, member, order number and time",
    input: AdminOrderPageQuerySchema,
    reply: pageResult(AdminOrderSchema),
  },
  get: {
    summary: 'One order with its member, payment (serial number, channel, time), refunds (amount, reason, operator, time) and phones',
    input: OrderNoSchema,
    reply: AdminOrderDetailSchema,
  },
  refund: {
    summary:
      'Refund a paid order through its provider, in full or in part, with a reason (stored with the operator): the order becomes refunded and its points are taken back; a full refund of a purchase recycles its phones at once, of a renewal takes the renewed time back. One refund of an order at a time: a second operator at once is refused',
    input: RefundOrderSchema,
    reply: AdminOrderSchema,
  },
  export: {
    summary: "Every member's orders the page's filters match, newest first, as a CSV file (UTF-8 with BOM, CRLF)",
    input: AdminOrderExportQuerySchema,
    produces: 'text/csv',
  },
} satisfies EndpointSchemas<typeof ordersAdminApi.endpoints>;
