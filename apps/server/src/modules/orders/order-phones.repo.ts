import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { devices, phoneOperations, phones } from '../../db/schema.js';

/** The phones a renewal or upgrade order names: only the caller's own, the recycle bin included. */
export function createOrderPhonesRepo(db: DbOrTx) {
  return {
    async owned(memberId: number, phoneIds: number[]) {
      if (phoneIds.length === 0) return [];
      return db
        .select({
          id: phones.id,
          owlId: phones.owlId,
          expireTime: phones.expireTime,
          recycledAt: phones.recycledAt,
          configurationId: phones.configurationId,
          androidVersion: devices.androidVersion,
          chip: devices.chip,
        })
        .from(phones)
        .innerJoin(devices, eq(devices.id, phones.deviceId))
        .where(and(eq(phones.memberId, memberId), inArray(phones.id, phoneIds)))
        .for('update', { of: phones });
    },

    /**
     * Sets a renewed phone's expiry, brings it back from the recycle bin, and notes it in its
     * history; false when the phone is no longer the member's.
     */
    async renew(phone: { id: number; memberId: number; expireTime: Date; configurationId: number }, now: Date): Promise<boolean> {
      const rows = await db
        .update(phones)
        .set({ expireTime: phone.expireTime, recycledAt: null, configurationId: phone.configurationId })
        .where(and(eq(phones.id, phone.id), eq(phones.memberId, phone.memberId)))
        .returning({ deviceId: phones.deviceId });
      if (rows.length === 0) return false;
      await db.insert(phoneOperations).values({
        phoneId: phone.id,
        memberId: phone.memberId,
        kind: 'renew',
        state: 'succeeded',
        deviceId: rows[0]!.deviceId,
        createdAt: now,
        finishedAt: now,
      });
      return true;
    },
  };
}
