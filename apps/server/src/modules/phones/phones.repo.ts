import { and, count, desc, eq, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { devices, phoneOperations, phones, trialGrants } from '../../db/schema.js';

/** A rental row the way the expiry sweep handles it. */
export interface ClaimedPhone {
  id: number;
  owlId: string;
  deviceId: number;
}

/** Rentals (phones): naming, the recycle bin, the trial grant, moving to another device, expiry. */
export function createPhonesRepo(db: DbOrTx) {
  /** Up to 500 rentals matching `where`, locked for this transaction; rows another node holds are skipped. */
  const claim = (where: SQL | undefined): Promise<ClaimedPhone[]> =>
    db
      .select({ id: phones.id, owlId: devices.owlId, deviceId: phones.deviceId })
      .from(phones)
      .innerJoin(devices, eq(devices.id, phones.deviceId))
      .where(where)
      .limit(500)
      .for('update', { of: phones, skipLocked: true });

  return {
    /** Renames the member's own phone; false when it is not theirs (or does not exist). */
    async rename(memberId: number, phoneId: number, alias: string): Promise<boolean> {
      const rows = await db
        .update(phones)
        .set({ alias })
        .where(and(eq(phones.id, phoneId), eq(phones.memberId, memberId)))
        .returning({ id: phones.id });
      return rows.length > 0;
    },

    /** The member's recycled phones, newest first, and how many there are. */
    async recycled(memberId: number, pageNo: number, pageSize: number) {
      const where = and(eq(phones.memberId, memberId), isNotNull(phones.recycledAt));
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select({
            id: phones.id,
            owlId: devices.owlId,
            alias: phones.alias,
            expireTime: phones.expireTime,
            recycledAt: phones.recycledAt,
          })
          .from(phones)
          .innerJoin(devices, eq(devices.id, phones.deviceId))
          .where(where)
          .orderBy(desc(phones.recycledAt), desc(phones.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ total: count() }).from(phones).where(where),
      ]);
      return { rows: rows.map((r) => ({ ...r, recycledAt: r.recycledAt! })), total };
    },

    /** Claims the member's one trial; false when it was claimed before (the grant row's key makes it once, however concurrent). */
    async claimTrial(memberId: number): Promise<boolean> {
      const [grant] = await db.insert(trialGrants).values({ memberId }).onConflictDoNothing().returning({ memberId: trialGrants.memberId });
      return grant !== undefined;
    },

    /** Gives an unfulfilled trial back to the member. */
    async releaseTrial(memberId: number) {
      await db.delete(trialGrants).where(eq(trialGrants.memberId, memberId));
    },

    /** Rents a device to the member (in the allocation's transaction) and notes it as their trial when it is one. */
    async rent(rental: {
      memberId: number;
      deviceId: number;
      alias: string;
      padType: number;
      expireTime: Date;
      now: Date;
      trial?: boolean;
      /** The spec it is sold as (a purchase's). */
      configurationId?: number;
    }) {
      const [phone] = await db
        .insert(phones)
        .values({
          memberId: rental.memberId,
          deviceId: rental.deviceId,
          alias: rental.alias,
          padType: rental.padType,
          expireTime: rental.expireTime,
          configurationId: rental.configurationId ?? null,
          createdAt: rental.now,
        })
        .returning({ id: phones.id });
      if (rental.trial) await db.update(trialGrants).set({ phoneId: phone!.id }).where(eq(trialGrants.memberId, rental.memberId));
      return phone!.id;
    },

    /** Notes that the phone's screen was opened now (renewals flag phones left unused). */
    async markOpened(phoneIds: number[], now: Date) {
      if (phoneIds.length) await db.update(phones).set({ lastOpenedAt: now }).where(inArray(phones.id, phoneIds));
    },

    /** The phone moves to another device (a replacement). */
    async moveToDevice(phoneId: number, deviceId: number) {
      await db.update(phones).set({ deviceId }).where(eq(phones.id, phoneId));
    },

    async exists(phoneId: number): Promise<boolean> {
      const [row] = await db.select({ id: phones.id }).from(phones).where(eq(phones.id, phoneId));
      return row !== undefined;
    },

    /** The phone rented on a device, with the device's status, if one is. */
    async onDevice(deviceId: number) {
      const [row] = await db
        .select({ phoneId: phones.id, status: devices.status, powerOn: devices.powerOn })
        .from(phones)
        .innerJoin(devices, eq(devices.id, phones.deviceId))
        .where(eq(phones.deviceId, deviceId));
      return row;
    },

    /**
     * Moves up to 500 phones past their expiry time into the recycle bin and records it in their
     * history, claimed with skip locked so that with several nodes each phone is handled once.
     * Call inside a transaction.
     */
    async recycleExpired(now: Date): Promise<ClaimedPhone[]> {
      const rows = await claim(and(isNull(phones.recycledAt), lte(phones.expireTime, now)));
      for (const row of rows) {
        await db.update(phones).set({ recycledAt: now }).where(eq(phones.id, row.id));
        await db.insert(phoneOperations).values({
          phoneId: row.id,
          memberId: null,
          kind: 'expire',
          state: 'succeeded',
          deviceId: row.deviceId,
          createdAt: now,
          finishedAt: now,
        });
      }
      return rows;
    },

    /**
     * Ends up to 500 rentals recycled before `cutoff` (their groups, tags, grants and history go with
     * them; the devices stay in the fleet), claimed as above. Call inside a transaction.
     */
    async releaseRecycled(cutoff: Date): Promise<ClaimedPhone[]> {
      const rows = await claim(and(isNotNull(phones.recycledAt), lte(phones.recycledAt, cutoff)));
      for (const row of rows) await db.delete(phones).where(eq(phones.id, row.id));
      return rows;
    },
  };
}
export type PhonesRepo = ReturnType<typeof createPhonesRepo>;
