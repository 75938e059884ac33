import { fleetFaultsAdminApi, fleetFaultsAdminSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import { DeviceRefused, type DeviceDriver } from '../../devices/driver.js';
import type { Reconciler } from '../../devices/reconciler.js';
import { AppError } from '../../http/app-error.js';
import type { Guard } from '../../http/authenticate.js';
import { serveOperatorArea } from '../../http/endpoints.js';

/**
 * Operator fault injection (issue 4): make a device's next operation fail, take it offline or into
 * maintenance, or bring it back, so every failed state, retry and recovery path can be reached.
 * Declared in the contract (fleetFaultsAdminApi); registered only with the simulator and DEVICE_FAULTS.
 */
export function devicesAdminRoutes(
  app: FastifyInstance,
  { guard, driver, reconciler }: { guard: Guard; driver: DeviceDriver; reconciler: Reconciler },
) {
  serveOperatorArea(
    app,
    guard,
    { area: fleetFaultsAdminApi, schemas: fleetFaultsAdminSchemas },
    {
      fault: async ({ input }) => {
        try {
          const state = await driver.inject(input.owlId, input.fault);
          await reconciler.apply(state);
          return { owlId: state.ref, status: state.status, online: state.online };
        } catch (error) {
          if (error instanceof DeviceRefused && error.reason === 'unknown-device') throw new AppError('NOT_FOUND');
          throw error;
        }
      },
    },
  );
}
