import type { ExportedFile } from './account.js';
import type { ApiArea } from './endpoint.js';
import { getEndpoint, postEndpoint } from './endpoint.js';
import type { PageResult } from './envelope.js';
import type {
  AdminOrder,
  AdminOrderDetail,
  AdminOrderExportQueryInput,
  AdminOrderPageQueryInput,
  RefundOrderInput,
  CreatedOrder,
  CreateOrderInput,
  Order,
  OrderNoInput,
  OrderPageQueryInput,
  PayChannel,
  RenewablePhones,
} from './orders.js';

/**
 * Orders (issue 15): create one (with an Idempotency-Key header), read it, cancel it while it is
 * pending, page through them, export them (issue 18); schemas in orders.schemas.ts.
 */
export const ordersApi = {
  tag: 'orders',
  endpoints: {
    create: postEndpoint<CreateOrderInput, CreatedOrder>('/app-api/trade/order/create'),
    get: getEndpoint<OrderNoInput, Order>('/app-api/trade/order/get'),
    cancel: postEndpoint<OrderNoInput>('/app-api/trade/order/cancel'),
    page: getEndpoint<OrderPageQueryInput, PageResult<Order>>('/app-api/trade/order/web-page'),
    /** The orders the page's filters match, as a CSV to fetch with common/common/download. */
    export: getEndpoint<Omit<OrderPageQueryInput, 'pageNo' | 'pageSize'>, ExportedFile>('/app-api/trade/order/export'),
    payChannels: getEndpoint<void, PayChannel[]>('/app-api/trade/order/pay-channels'),
    renewablePhones: getEndpoint<void, RenewablePhones>('/app-api/trade/order/renewable-phones'),
  },
} satisfies ApiArea;

/** The operator's side of orders: every member's, one in detail, refunds through the provider, CSV export. */
export const ordersAdminApi = {
  tag: 'operator orders',
  endpoints: {
    page: getEndpoint<AdminOrderPageQueryInput, PageResult<AdminOrder>>('/admin-api/trade/order/page', 'operator', {
      permission: 'trade:order:query',
    }),
    get: getEndpoint<OrderNoInput, AdminOrderDetail>('/admin-api/trade/order/get', 'operator', { permission: 'trade:order:query' }),
    refund: postEndpoint<RefundOrderInput, AdminOrder>('/admin-api/trade/order/refund', 'operator', { permission: 'trade:order:refund' }),
    /** The orders the page's filters match, as a CSV file (Content-Disposition names it). */
    export: getEndpoint<AdminOrderExportQueryInput, Blob>('/admin-api/trade/order/export', 'operator', {
      permission: 'trade:order:export',
    }),
  },
} satisfies ApiArea;
