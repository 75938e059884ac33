import { z } from 'zod';
import type { EndpointSchemas } from './endpoint.js';
import { pageResult } from './envelope.js';
import type { ordersApi } from './orders.endpoints.js';
import { CreatedOrderSchema, CreateOrderSchema, OrderNoSchema, OrderPageQuerySchema, OrderSchema, PAY_CHANNELS } from './orders.js';

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
  payChannels: { summary: 'The payment methods this installation takes', reply: z.array(z.enum(PAY_CHANNELS)) },
} satisfies EndpointSchemas<typeof ordersApi.endpoints>;
