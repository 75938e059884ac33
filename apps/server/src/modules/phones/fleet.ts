import type { Db, Tx } from '../../db/client.js';
import { insertDevice } from '../../devices/device-rows.repo.js';
import type { DeviceDriver, DeviceSpec } from '../../devices/driver.js';
import { AppError } from '../../http/app-error.js';
import { takeFreeDevice, type FreeDevice } from './fleet.repo.js';

/**
 * Devices not rented to anyone (fleet.repo.ts takes one under a row lock). When the
 * fleet has none of the wanted image the driver provisions one, outside any transaction (a driver
 * may take its time, and the embedded database has one connection), and the taking is retried.
 */
export function createFleet(db: Db, driver: DeviceDriver) {
  return {
    /** Takes a free device of the image and hands it to `assign` in the same transaction. */
    async allocate<T>(spec: DeviceSpec, assign: (tx: Tx, device: FreeDevice) => Promise<T>): Promise<T> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const done = await db.transaction(async (tx) => {
          const device = await takeFreeDevice(tx, spec);
          return device ? { value: await assign(tx, device) } : null;
        });
        if (done) return done.value;
        await insertDevice(db, driver.kind, await driver.provision(spec));
      }
      throw new AppError('PHONE_NO_FREE_DEVICE');
    },
  };
}
export type Fleet = ReturnType<typeof createFleet>;
