import type { Db, Tx } from '../../db/client.js';
import { insertDevice } from '../../devices/device-rows.repo.js';
import type { DeviceDriver, DeviceSpec } from '../../devices/driver.js';
import { takeFreeDevice, type FreeDevice } from './fleet.repo.js';

/**
 * Devices not rented to anyone (fleet.repo.ts takes one under a row lock). When the fleet has
 * none of the wanted image the driver provisions one, outside any transaction (a driver may take
 * its time, and the embedded database has one connection), and it is rented as it is added.
 */
export function createFleet(db: Db, driver: DeviceDriver) {
  return {
    /** Takes a free device of the image and hands it to `assign` in the same transaction. */
    async allocate<T>(spec: DeviceSpec, assign: (tx: Tx, device: FreeDevice) => Promise<T>): Promise<T> {
      const taken = await db.transaction(async (tx) => {
        const device = await takeFreeDevice(tx, spec);
        return device ? { value: await assign(tx, device) } : null;
      });
      if (taken) return taken.value;
      // None free: a new device is made for this rental and rented in the transaction that adds it
      // to the fleet, so no concurrent allocation can take it first (under load they would, in turn).
      const state = await driver.provision(spec);
      try {
        return await db.transaction(async (tx) => assign(tx, await insertDevice(tx, driver.kind, state)));
      } catch (error) {
        // The rental did not happen; the new device joins the fleet free all the same.
        await insertDevice(db, driver.kind, state).catch(() => undefined);
        throw error;
      }
    },
  };
}
export type Fleet = ReturnType<typeof createFleet>;
