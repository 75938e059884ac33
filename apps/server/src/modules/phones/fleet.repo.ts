import { PHONE_STATUS } from '@cloudphone/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { DeviceSpec } from '../../devices/driver.js';

export interface FreeDevice {
  id: number;
  owlId: string;
}

/**
 * A running device of the image that no phone is rented on, locked for this transaction (skip
 * locked, so two requests never take the same one; the unique index on phones.device_id backs
 * that up); null when there is none.
 */
export async function takeFreeDevice(tx: Tx, spec: DeviceSpec): Promise<FreeDevice | null> {
  const free = await tx.execute(sql`
    select d.id, d.owl_id from devices d
    where d.android_version = ${spec.androidVersion} and d.chip = ${spec.chip} and d.status = ${PHONE_STATUS.running}
      and not exists (select 1 from phones p where p.device_id = d.id)
    order by d.id limit 1 for update skip locked`);
  const row = (free as unknown as { rows: Array<{ id: number | string; owl_id: string }> }).rows[0];
  return row ? { id: Number(row.id), owlId: row.owl_id } : null;
}
