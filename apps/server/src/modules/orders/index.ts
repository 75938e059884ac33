import { channelsOfProvider } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import type { Kv } from '../../infra/kv.js';
import type { Bus } from '../../infra/bus.js';
import { createPaymentProviders } from '../../providers/payment/index.js';
import type { Exports } from '../account/exports.js';
import type { PhoneDelivery } from '../phones/phone-delivery.js';
import { createOrderDelivery } from './order-delivery.js';
import { createOrderRefunds } from './order-refunds.js';
import { createOrdersAdmin } from './orders-admin.js';
import { ordersRoutes } from './orders.routes.js';
import { createOrdersService } from './orders.service.js';
import { paymentNotifyRoutes } from './payment-notify.routes.js';
import { paymentProviders } from './payments.js';
import { sandboxCashierRoutes } from './sandbox-cashier.routes.js';

type OrdersConfig = Parameters<typeof createPaymentProviders>[0] &
  Pick<Config, 'ORDER_TIMEOUT_MINUTES' | 'ORDER_SWEEP_S' | 'POINTS_EXPIRE_DAYS'>;

/** How long one node keeps the order sweep to itself: longer than a sweep takes, short enough to hand over after a crash. */
const SWEEP_LEASE_S = 120;

/**
 * Orders and payments (issue 15): the member's order endpoints, the providers' notification
 * route, the sandbox cashier when the sandbox is on, and the sweep that times out unpaid orders and
 * finishes interrupted deliveries (one node at a time, under a lease in the shared store).
 */
export async function registerOrders(
  app: FastifyInstance,
  deps: {
    config: OrdersConfig;
    db: Db;
    kv: Kv;
    bus: Bus;
    clock: Clock;
    guards: Guards;
    secret: string;
    deliverPhones: PhoneDelivery;
    /** Where order exports go (modules/account). */
    exports: Exports;
    upgradeDevice: (memberId: number, phoneId: number, spec: { androidVersion: string; chip: string }, orderNo: string) => Promise<unknown>;
    /** More background work of the commerce area, run under the same lease (redemption codes' deliveries). */
    alsoSweep?: () => Promise<unknown>;
  },
) {
  const { config, db, kv, clock } = deps;
  const { providers, sandbox } = createPaymentProviders(config, {
    kv,
    clock,
    secret: deps.secret,
    // The sandbox's notifications travel the route a provider's do, over HTTP in-process.
    notify: async (provider, request) => {
      await app.inject({
        method: 'POST',
        url: `/app-api/pay/notify/${provider}`,
        headers: request.headers as Record<string, string>,
        payload: request.body,
      });
    },
  });
  const payments = paymentProviders(providers);
  const deliver = createOrderDelivery(db, deps.deliverPhones);
  const orders = createOrdersService({
    db,
    clock,
    payments,
    log: app.log,
    timeoutMinutes: config.ORDER_TIMEOUT_MINUTES,
    pointsExpireDays: config.POINTS_EXPIRE_DAYS,
    deliver,
    upgradeDevice: deps.upgradeDevice,
    announcePaid: (memberId, orderNo) => deps.bus.publish('to-member', { memberId, message: { type: 'order-paid', data: { orderNo } } }),
  });

  ordersRoutes(app, {
    guards: deps.guards,
    refunds: createOrderRefunds({ db, kv, clock, payments, log: app.log }),
    admin: createOrdersAdmin({ db }),
    clock,
    orders,
    publicUrl: config.PUBLIC_URL,
    payChannels: payments.names.flatMap(channelsOfProvider),
    exports: deps.exports,
  });
  await paymentNotifyRoutes(app, { payments, orders });
  if (sandbox) await sandboxCashierRoutes(app, { sandbox, returnUrl: `${config.PUBLIC_URL}/app/orderRecords` });

  const node = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  async function sweepOnce() {
    if (!(await kv.setIfAbsent('orders:sweep', node, SWEEP_LEASE_S))) return null;
    try {
      const swept = await orders.sweep();
      await deps.alsoSweep?.();
      return swept;
    } finally {
      await kv.deleteIfEquals('orders:sweep', node);
    }
  }
  const timer =
    config.ORDER_SWEEP_S > 0
      ? setInterval(
          () => void sweepOnce().catch((err: unknown) => app.log.error({ err }, 'order sweep failed')),
          config.ORDER_SWEEP_S * 1000,
        )
      : null;
  timer?.unref();
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
  return { orders, sandbox, sweepOnce };
}
export type OrdersModule = Awaited<ReturnType<typeof registerOrders>>;
