import { addDuration, type DurationUnit } from '@cloudphone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { DeviceDriver } from '../../devices/driver.js';
import type { Reconciler } from '../../devices/reconciler.js';
import type { Clock } from '../../infra/clock.js';
import type { Fleet } from '../phones/fleet.js';
import { createPhonesRepo } from '../phones/phones.repo.js';
import { createOrdersRepo, type OrderRow } from './orders.repo.js';

/** Thrown inside a delivery's transaction when the order turned out complete: the extra rental is rolled back. */
class OrderComplete extends Error {}

/**
 * Hands a paid purchase its phones through the device control plane: each phone is a device of
 * the spec's image taken from the fleet and rented to the member in one transaction that also
 * records it on the order, so a delivery interrupted and retried (or run twice at once) never
 * gives more phones than were bought. Each new phone then initialises (status 8) into running.
 */
export function createOrderDelivery(deps: {
  db: Db;
  clock: Clock;
  fleet: Fleet;
  driver: DeviceDriver;
  reconciler: Reconciler;
  log: FastifyBaseLogger;
}) {
  const { db, fleet, driver, reconciler, log } = deps;
  return async function deliver(order: OrderRow) {
    const spec = await createOrdersRepo(db).configuration(order.configurationId);
    if (!spec || !order.payTime) return;
    const expireTime = new Date(addDuration(order.payTime.getTime(), order.duration, order.durationUnit as DurationUnit));
    for (let delivered = order.phoneIds.length; delivered < order.quantity; delivered++) {
      let device;
      try {
        device = await fleet.allocate({ androidVersion: spec.androidVersion, chip: spec.chip }, async (tx, free) => {
          const phoneId = await createPhonesRepo(tx).rent({
            memberId: order.memberId,
            deviceId: free.id,
            alias: free.owlId.slice(-6),
            padType: spec.padType,
            expireTime,
            now: deps.clock.now(),
            configurationId: order.configurationId,
          });
          if (!(await createOrdersRepo(tx).addDeliveredPhone(order.id, phoneId))) throw new OrderComplete();
          return free;
        });
      } catch (error) {
        if (error instanceof OrderComplete) return;
        throw error;
      }
      await driver
        .start(device.owlId, 'newMachine')
        .then(reconciler.apply, (err: unknown) => log.warn({ err, owlId: device.owlId }, 'a delivered phone did not start initialising'));
    }
  };
}
