import {
  IDEMPOTENCY_KEY_PATTERN,
  formatYuan,
  ordersAdminApi,
  ordersAdminSchemas,
  ordersApi,
  ordersSchemas,
  packageName,
  type DurationUnit,
  type PayChannel,
} from '@cloudphone/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { Guards } from '../../http/authenticate.js';
import { serveMemberArea, serveOperatorArea } from '../../http/endpoints.js';
import type { Clock } from '../../infra/clock.js';
import type { Exports } from '../account/exports.js';
import { csvDownload, exportFileName } from '../member-admin/csv-download.js';
import type { OrderRefunds } from './order-refunds.js';
import { ORDER_EXPORT_HEADER, type OrdersAdmin } from './orders-admin.js';
import type { OrdersService } from './orders.service.js';

/** The Idempotency-Key header, when sent; refused when it is not a key. */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) throw new AppError('ORDER_IDEMPOTENCY_KEY_INVALID');
  return value;
}

/** The member's orders: create (idempotent per key), read, cancel, page, export; the operator's page, detail, refund, export. */
export function ordersRoutes(
  app: FastifyInstance,
  {
    guards,
    orders,
    refunds,
    admin,
    clock,
    publicUrl,
    payChannels,
    exports,
  }: {
    guards: Guards;
    orders: OrdersService;
    refunds: OrderRefunds;
    admin: OrdersAdmin;
    clock: Clock;
    publicUrl: string;
    payChannels: PayChannel[];
    exports: Exports;
  },
) {
  serveMemberArea(
    app,
    guards.member,
    { area: ordersApi, schemas: ordersSchemas },
    {
      create: ({ memberId, input, request, locale }) =>
        orders.create(memberId, input, {
          idempotencyKey: idempotencyKey(request),
          clientIp: request.ip,
          returnUrl: `${publicUrl}/app/orderRecords`,
          subject: (order) =>
            `${order.configurationName} ${packageName(order.duration, order.durationUnit as DurationUnit, locale)} ×${order.quantity} ¥${formatYuan(order.payPrice)}`,
        }),
      get: ({ memberId, input, locale }) => orders.get(memberId, input.orderNo, locale),
      cancel: ({ memberId, input }) => orders.cancel(memberId, input.orderNo),
      page: ({ memberId, input, locale }) => orders.page(memberId, input, locale),
      export: async ({ memberId, input, locale }) => exports.saveCsv(memberId, 'orders', await orders.exportRows(memberId, input, locale)),
      payChannels: async () => payChannels,
      renewablePhones: ({ memberId }) => orders.renewablePhones(memberId),
    },
  );
  serveOperatorArea(
    app,
    guards.operator,
    { area: ordersAdminApi, schemas: ordersAdminSchemas },
    {
      page: ({ input, locale }) => refunds.page(input, locale),
      get: ({ input, locale }) => admin.detail(input.orderNo, locale),
      refund: ({ operatorId, input, locale, auditBefore }) => refunds.refund(operatorId, input, locale, auditBefore),
      export: ({ input, locale, reply }) =>
        csvDownload(reply, exportFileName('orders', clock.now()), ORDER_EXPORT_HEADER, admin.exportRows(input, locale)),
    },
  );
}
