import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createReconciler } from '../../devices/reconciler.js';
import { createDeviceDriver } from '../../devices/index.js';
import type { Bus } from '../../infra/bus.js';
import type { Clock } from '../../infra/clock.js';
import type { SessionService } from '../auth/sessions.service.js';
import { devicesAdminRoutes } from './devices-admin.routes.js';
import { createExpirySweeper } from './expiry.js';
import { createFleet } from './fleet.js';
import { createPhoneListCache } from './phone-list.cache.js';
import { phoneExtrasRoutes } from './phone-extras.routes.js';
import { createPhoneOperations } from './phone-operations.service.js';
import { phonesRoutes } from './phones.routes.js';
import { createPhonesService } from './phones.service.js';

type PhonesConfig = Pick<
  Config,
  | 'DEVICE_DRIVER'
  | 'DEVICE_HOST_URL'
  | 'DEVICE_HOST_TOKEN'
  | 'SIM_SPEED'
  | 'SIM_TICK_MS'
  | 'RECONCILE_INTERVAL_S'
  | 'EXPIRY_SWEEP_S'
  | 'RECYCLE_GRACE_DAYS'
  | 'PHONE_LIST_CACHE_MS'
  | 'DEVICE_FAULTS'
>;

/**
 * The cloud phone area: the device driver, the reconciler that mirrors it into the database,
 * the operations, the expiry sweeper, and their routes.
 */
export async function registerPhones(
  app: FastifyInstance,
  deps: { config: PhonesConfig; db: Db; bus: Bus; clock: Clock; sessions: SessionService },
) {
  const { config, db, bus, clock, sessions } = deps;
  const driver = createDeviceDriver({
    kind: config.DEVICE_DRIVER,
    db,
    clock,
    simSpeed: config.SIM_SPEED,
    simTickMs: config.SIM_TICK_MS,
    hostUrl: config.DEVICE_HOST_URL,
    hostToken: config.DEVICE_HOST_TOKEN,
    log: app.log,
  });
  const reconciler = createReconciler({ db, driver, bus, clock, log: app.log, intervalMs: config.RECONCILE_INTERVAL_S * 1000 });
  const fleet = createFleet(db, driver);
  const operations = createPhoneOperations({ db, driver, reconciler, clock, fleet });
  const listCache = createPhoneListCache({ db, clock, ttlMs: config.PHONE_LIST_CACHE_MS });
  const phones = createPhonesService({ db, clock, fleet, graceDays: config.RECYCLE_GRACE_DAYS, listCache });
  const expiry = createExpirySweeper({ db, driver, reconciler, clock, log: app.log, graceDays: config.RECYCLE_GRACE_DAYS });

  const sweepTimer =
    config.EXPIRY_SWEEP_S > 0
      ? setInterval(
          () => void expiry.sweep().catch((err: unknown) => app.log.error({ err }, 'expiry sweep failed')),
          config.EXPIRY_SWEEP_S * 1000,
        )
      : null;
  sweepTimer?.unref();
  app.addHook('onReady', async () => {
    // Repair whatever changed while this node was down before serving.
    if (config.RECONCILE_INTERVAL_S > 0) await reconciler.sync();
  });
  app.addHook('onClose', async () => {
    if (sweepTimer) clearInterval(sweepTimer);
    reconciler.close();
    await driver.close();
  });

  await app.register(phonesRoutes, { sessions, phones, operations });
  await app.register(phoneExtrasRoutes, { sessions, phones });
  // Fault injection exists only where it was asked for, and only into the in-process simulator.
  if (config.DEVICE_FAULTS && config.DEVICE_DRIVER === 'simulator')
    await app.register(devicesAdminRoutes, { sessions, driver, reconciler });
  return { driver, reconciler, fleet, operations, phones, expiry };
}
export type PhonePlatform = Awaited<ReturnType<typeof registerPhones>>;
