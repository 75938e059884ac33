import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { devices } from '../db/schema.js';
import type { DeviceState } from './driver.js';

/** The columns of the fleet table that mirror a driver's state. */
export const deviceColumns = (state: DeviceState) => ({
  status: state.status,
  powerOn: state.powerOn,
  androidVersion: state.androidVersion,
  chip: state.chip,
  orientation: state.orientation,
  dpi: state.dpi,
  brand: state.profile.brand,
  model: state.profile.model,
  serialNumber: state.profile.serialNumber,
  country: state.profile.country,
  city: state.profile.city,
  location: state.profile.location,
  timeZone: state.profile.timeZone,
  language: state.profile.language,
  backupId: state.backupId,
  version: state.version,
});

/** Adds a device the driver just provisioned to the fleet table. */
export async function insertDevice(db: DbOrTx, driver: string, state: DeviceState) {
  const [row] = await db
    .insert(devices)
    .values({ owlId: state.ref, driver, ...deviceColumns(state) })
    .returning({ id: devices.id, owlId: devices.owlId });
  return row!;
}

/**
 * Applies a driver's state if it is newer than what the table holds; returns the device id when
 * it changed anything. Events can arrive twice or out of order (an operation's answer and its
 * event, a resync): the version decides.
 */
export async function applyDeviceState(db: DbOrTx, state: DeviceState): Promise<number | null> {
  const [row] = await db
    .update(devices)
    .set({ ...deviceColumns(state), updatedAt: sql`now()` })
    .where(and(eq(devices.owlId, state.ref), lt(devices.version, state.version)))
    .returning({ id: devices.id });
  return row?.id ?? null;
}
