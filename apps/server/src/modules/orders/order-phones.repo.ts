import { and, asc, eq, inArray, isNull, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { configurationPrices, devices, phoneConfigurations, phoneGroups, phoneOperations, phones } from '../../db/schema.js';

/** Most phones the renewal page lists at once. */
const RENEWABLE_MAX = 2000;

/** The phones a renewal or upgrade order names: only the caller's own, the recycle bin included. */
export function createOrderPhonesRepo(db: DbOrTx) {
  /** The spec a phone counts as: the one it was sold as, else the first spec on sale running its device's image. */
  const fitting = () => sql<number | null>`coalesce(${phones.configurationId}, (
        select c.id from ${phoneConfigurations} c
        where c.enabled = 1 and c.android_version = ${devices.androidVersion} and c.chip = ${devices.chip}
        order by c.sort, c.id limit 1))`;

  return {
    /**
     * The member's own phones with the spec each renews as: the one it was sold as, else the first
     * spec on sale running its device's image; expired and nearest expiry first.
     */
    async renewable(memberId: number) {
      const rows = await db
        .select({
          id: phones.id,
          owlId: phones.owlId,
          alias: phones.alias,
          expireTime: phones.expireTime,
          recycledAt: phones.recycledAt,
          groupId: phones.groupId,
          groupName: phoneGroups.name,
          lastOpenedAt: phones.lastOpenedAt,
          createdAt: phones.createdAt,
          configurationId: fitting(),
        })
        .from(phones)
        .innerJoin(devices, eq(devices.id, phones.deviceId))
        .leftJoin(phoneGroups, eq(phoneGroups.id, phones.groupId))
        .where(eq(phones.memberId, memberId))
        .orderBy(asc(phones.expireTime), asc(phones.id))
        .limit(RENEWABLE_MAX);
      return rows.map((row) => ({ ...row, configurationId: row.configurationId === null ? null : Number(row.configurationId) }));
    },

    /** Spec names, and each spec's one-month renewal price (fen) where it has one. */
    async renewalFacts(configurationIds: number[]) {
      if (configurationIds.length === 0) return [];
      return db
        .select({ id: phoneConfigurations.id, name: phoneConfigurations.name, monthly: min(configurationPrices.price) })
        .from(phoneConfigurations)
        .leftJoin(
          configurationPrices,
          and(
            eq(configurationPrices.configurationId, phoneConfigurations.id),
            eq(configurationPrices.orderType, 'renewal'),
            eq(configurationPrices.enabled, 1),
            eq(configurationPrices.duration, 1),
            eq(configurationPrices.durationUnit, 'month'),
          ),
        )
        .where(inArray(phoneConfigurations.id, configurationIds))
        .groupBy(phoneConfigurations.id, phoneConfigurations.name);
    },

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
          status: devices.status,
          specId: fitting(),
        })
        .from(phones)
        .innerJoin(devices, eq(devices.id, phones.deviceId))
        .where(and(eq(phones.memberId, memberId), inArray(phones.id, phoneIds)))
        .for('update', { of: phones });
    },

    /** Paid upgrades: the phones are of the higher spec from now (their devices move after). */
    async setSpec(memberId: number, phoneIds: number[], spec: { configurationId: number; padType: number }) {
      await db
        .update(phones)
        .set({ configurationId: spec.configurationId, padType: spec.padType })
        .where(and(eq(phones.memberId, memberId), inArray(phones.id, phoneIds)));
    },

    /** A refunded purchase's phones go to the recycle bin now (their data until the grace period ends). */
    async recycleNow(memberId: number, phoneIds: number[], now: Date) {
      if (phoneIds.length === 0) return;
      await db
        .update(phones)
        .set({ expireTime: now, recycledAt: now })
        .where(and(eq(phones.memberId, memberId), inArray(phones.id, phoneIds), isNull(phones.recycledAt)));
    },

    /** Sets a phone's expiry back (a refunded renewal); the expiry sweep recycles it if that is past. */
    async setExpiry(memberId: number, phoneId: number, expireTime: Date) {
      await db
        .update(phones)
        .set({ expireTime })
        .where(and(eq(phones.memberId, memberId), eq(phones.id, phoneId)));
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
