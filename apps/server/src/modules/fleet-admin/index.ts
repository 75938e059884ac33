import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Devices } from '../../devices/index.js';
import type { Guards } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import type { PhoneOperations } from '../phones/phone-operations.service.js';
import { fleetAdminRoutes } from './fleet-admin.routes.js';
import { createFleetAdminService } from './fleet-admin.service.js';

/**
 * The operator console's fleet (issue 19): device hosts with capacity and health, every member's
 * phones, maintenance mode, and reboot / reset / replace on a member's behalf. Fault injection
 * stays with the phones module (devices-admin.routes.ts), served only where it was asked for.
 */
export function registerFleetAdmin(
  app: FastifyInstance,
  deps: {
    config: Pick<Config, 'DEVICE_DRIVER' | 'DEVICE_FAULTS'>;
    db: Db;
    clock: Clock;
    guards: Guards;
    devices: Devices;
    operations: PhoneOperations;
  },
) {
  const { config, db, clock, guards, devices, operations } = deps;
  const fleet = createFleetAdminService({
    db,
    clock,
    driver: devices.driver,
    reconciler: devices.reconciler,
    operations,
    faultInjection: config.DEVICE_FAULTS && config.DEVICE_DRIVER === 'simulator',
  });
  fleetAdminRoutes(app, { fleet, guards });
  return fleet;
}
