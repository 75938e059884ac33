import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Devices } from '../../devices/index.js';
import type { Bus } from '../../infra/bus.js';
import type { Guards } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import { devicesAdminRoutes } from './devices-admin.routes.js';
import { customizationCatalogueRoutes } from './customization-catalogue.routes.js';
import { createExpirySweeper } from './expiry.js';
import { watchDeviceChanges } from './device-changes.js';
import type { Fleet } from './fleet.js';
import { createPhoneListCache } from './phone-list.cache.js';
import { createPhoneOperations } from './phone-operations.service.js';
import { phonesRoutes } from './phones.routes.js';
import { createPhonesService } from './phones.service.js';

type PhonesConfig = Pick<Config, 'DEVICE_DRIVER' | 'EXPIRY_SWEEP_S' | 'RECYCLE_GRACE_DAYS' | 'PHONE_LIST_CACHE_MS' | 'DEVICE_FAULTS'>;

/**
 * The cloud phone area: rentals on the device layer's devices, their operations, the list, the
 * expiry sweeper, the status pushes of their devices' changes, and their routes.
 */
export async function registerPhones(
  app: FastifyInstance,
  deps: { config: PhonesConfig; db: Db; bus: Bus; clock: Clock; guards: Guards; devices: Devices; fleet: Fleet },
) {
  const { config, db, bus, clock, guards, fleet } = deps;
  const { driver, reconciler } = deps.devices;
  watchDeviceChanges({ db, reconciler, bus, clock });
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
  app.addHook('onClose', async () => {
    if (sweepTimer) clearInterval(sweepTimer);
  });

  phonesRoutes(app, { guard: guards.member, phones, operations });
  customizationCatalogueRoutes(app, { guard: guards.member });
  // Fault injection exists only where it was asked for, and only into the in-process simulator.
  if (config.DEVICE_FAULTS && config.DEVICE_DRIVER === 'simulator') devicesAdminRoutes(app, { guard: guards.operator, driver, reconciler });
  return { driver, reconciler, fleet, operations, phones, expiry };
}
export type PhonePlatform = Awaited<ReturnType<typeof registerPhones>>;
