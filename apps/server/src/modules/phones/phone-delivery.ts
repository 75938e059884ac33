import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import type { DeviceDriver, DeviceSpec } from '../../devices/driver.js';
import type { Reconciler } from '../../devices/reconciler.js';
import type { Clock } from '../../infra/clock.js';
import type { Fleet } from './fleet.js';
import { createPhonesRepo } from './phones.repo.js';

/** Phones owed to a member: by a paid order or a redeemed code. */
export interface PhonesOwed {
  memberId: number;
  configurationId: number;
  spec: DeviceSpec & { padType: number };
  /** How many are owed in all, and how many were handed out already. */
  quantity: number;
  delivered: number;
  expireTime: Date;
  /** Records one delivered phone on what owed it, in the rental's transaction; false when nothing is owed any more. */
  record(tx: Tx, phoneId: number): Promise<boolean>;
}

/** Thrown inside a delivery's transaction when nothing more is owed: the extra rental is rolled back. */
class NothingOwed extends Error {}

/**
 * Hands out owed phones through the device control plane: each phone is a device of the spec's
 * image taken from the fleet and rented to the member in one transaction that also records it on
 * what owed it, so a delivery interrupted and retried (or run twice at once) never gives more
 * phones than were owed. Each new phone then initialises (status 8) into running.
 */
export function createPhoneDelivery(deps: {
  db: Db;
  clock: Clock;
  fleet: Fleet;
  driver: DeviceDriver;
  reconciler: Reconciler;
  log: FastifyBaseLogger;
}) {
  const { fleet, driver, reconciler, log } = deps;
  return async function deliver(owed: PhonesOwed) {
    for (let delivered = owed.delivered; delivered < owed.quantity; delivered++) {
      let device;
      try {
        device = await fleet.allocate({ androidVersion: owed.spec.androidVersion, chip: owed.spec.chip }, async (tx, free) => {
          const phoneId = await createPhonesRepo(tx).rent({
            memberId: owed.memberId,
            deviceId: free.id,
            alias: free.owlId.slice(-6),
            padType: owed.spec.padType,
            expireTime: owed.expireTime,
            now: deps.clock.now(),
            configurationId: owed.configurationId,
          });
          if (!(await owed.record(tx, phoneId))) throw new NothingOwed();
          return free;
        });
      } catch (error) {
        if (error instanceof NothingOwed) return;
        throw error;
      }
      await driver
        .start(device.owlId, 'newMachine')
        .then(reconciler.apply, (err: unknown) => log.warn({ err, owlId: device.owlId }, 'a delivered phone did not start initialising'));
    }
  };
}
export type PhoneDelivery = ReturnType<typeof createPhoneDelivery>;
