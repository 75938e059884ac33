import { PHONE_STATUS } from '@cloudphone/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { insertDevice } from '../../devices/device-rows.js';
import type { DeviceDriver, DeviceSpec } from '../../devices/driver.js';
import { AppError } from '../../http/app-error.js';

export interface FreeDevice {
  id: number;
  owlId: string;
}

/**
 * Devices not rented to anyone. A free device is taken under a row lock (skip locked, so two
 * requests never take the same one; the unique index on phones.device_id backs that up). When the
 * fleet has none of the wanted image the driver provisions one, outside any transaction (a driver
 * may take its time, and the embedded database has one connection), and the taking is retried.
 */
export function createFleet(db: Db, driver: DeviceDriver) {
  async function take(tx: Tx, spec: DeviceSpec): Promise<FreeDevice | null> {
    const free = await tx.execute(sql`
      select d.id, d.owl_id from devices d
      where d.android_version = ${spec.androidVersion} and d.chip = ${spec.chip} and d.status = ${PHONE_STATUS.running}
        and not exists (select 1 from phones p where p.device_id = d.id)
      order by d.id limit 1 for update skip locked`);
    const row = (free as unknown as { rows: Array<{ id: number | string; owl_id: string }> }).rows[0];
    return row ? { id: Number(row.id), owlId: row.owl_id } : null;
  }

  return {
    /** Takes a free device of the image and hands it to `assign` in the same transaction. */
    async allocate<T>(spec: DeviceSpec, assign: (tx: Tx, device: FreeDevice) => Promise<T>): Promise<T> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const done = await db.transaction(async (tx) => {
          const device = await take(tx, spec);
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
