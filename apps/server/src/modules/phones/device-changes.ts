import type { Db } from '../../db/client.js';
import type { Reconciler } from '../../devices/reconciler.js';
import type { Bus } from '../../infra/bus.js';
import type { Clock } from '../../infra/clock.js';
import { audienceOf } from '../phone-access/phone-access.repo.js';
import { createOperationHistoryRepo } from './operation-history.repo.js';
import { createPhonesRepo } from './phones.repo.js';

/**
 * What a device's change means for the phones rented on it: its renter and everyone it is shared
 * with hear the new status on their push channels, on any node; and a resync finds the operations
 * in the phones' histories still open on the device.
 */
export function watchDeviceChanges({ db, reconciler, bus, clock }: { db: Db; reconciler: Reconciler; bus: Bus; clock: Clock }) {
  const rentals = createPhonesRepo(db);
  reconciler.onChanged(async (deviceId) => {
    const phone = await rentals.onDevice(deviceId);
    if (!phone) return;
    const message = { type: 'phone-status', data: { phoneId: phone.phoneId, status: phone.status, powerOn: phone.powerOn } } as const;
    for (const memberId of await audienceOf(db, phone.phoneId, clock.now())) await bus.publish('to-member', { memberId, message });
  });
  reconciler.trackOpenOperations((ref) => createOperationHistoryRepo(db).runningOnDevice(ref));
}
