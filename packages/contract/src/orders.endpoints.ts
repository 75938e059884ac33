import type { ApiArea } from './endpoint.js';
import { getEndpoint, postEndpoint } from './endpoint.js';
import type { PageResult } from './envelope.js';
import type { CreatedOrder, CreateOrderInput, Order, OrderNoInput, OrderPageQueryInput, PayChannel } from './orders.js';

/**
 * Orders (issue 15): create one (with an Idempotency-Key header), read it, cancel it while it is
 * pending, page through them; schemas in orders.schemas.ts.
 */
export const ordersApi = {
  tag: 'orders',
  endpoints: {
    create: postEndpoint<CreateOrderInput, CreatedOrder>('/app-api/trade/order/create'),
    get: getEndpoint<OrderNoInput, Order>('/app-api/trade/order/get'),
    cancel: postEndpoint<OrderNoInput>('/app-api/trade/order/cancel'),
    page: getEndpoint<OrderPageQueryInput, PageResult<Order>>('/app-api/trade/order/web-page'),
    payChannels: getEndpoint<void, PayChannel[]>('/app-api/trade/order/pay-channels'),
  },
} satisfies ApiArea;
