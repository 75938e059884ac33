import { text } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DeviceRefused, type DeviceDriver } from '../../devices/driver.js';
import type { Reconciler } from '../../devices/reconciler.js';
import { AppError } from '../../http/app-error.js';
import type { Guard } from '../../http/authenticate.js';
import { ok, replies } from '../../http/envelope.js';

const OPERATIONS = ['reboot', 'reset', 'upgradeImage', 'newMachine', 'backup', 'migrate'] as const;
const FaultBody = z.object({
  owlId: text().trim().min(1).max(32),
  fault: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('fail-next'), operation: z.enum(OPERATIONS) }),
    z.object({ kind: z.literal('offline') }),
    z.object({ kind: z.literal('maintenance') }),
    z.object({ kind: z.literal('recover') }),
  ]),
});

/**
 * Operator fault injection (issue 4): make a device's next operation fail, take it offline or into
 * maintenance, or bring it back, so every failed state, retry and recovery path can be reached.
 */
export function devicesAdminRoutes(
  app: FastifyInstance,
  { guard, driver, reconciler }: { guard: Guard; driver: DeviceDriver; reconciler: Reconciler },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/admin-api/devices/fault',
    {
      preHandler: guard,
      schema: {
        tags: ['operator devices'],
        summary: 'Inject a fault into a device (fail its next operation of a kind, offline, maintenance) or recover it',
        body: FaultBody,
        response: replies(z.object({ owlId: z.string(), status: z.number().int(), online: z.boolean() })),
      },
    },
    async (request) => {
      try {
        const state = await driver.inject(request.body.owlId, request.body.fault);
        await reconciler.apply(state);
        return ok({ owlId: state.ref, status: state.status, online: state.online });
      } catch (error) {
        if (error instanceof DeviceRefused && error.reason === 'unknown-device') throw new AppError('NOT_FOUND');
        throw error;
      }
    },
  );
}
