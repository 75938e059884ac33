import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { phoneAccredits, phones } from '../../db/schema.js';
import { liveGrant } from '../phone-access/phone-access.repo.js';

/** A phone's row as a grant or transfer sees it, locked for the transaction. */
export interface LockedPhone {
  id: number;
  memberId: number;
  owlId: string;
  /** Its device's status (the copy on the phone's row). */
  status: number;
  recycled: boolean;
}

/** A grant row as the writes see it. */
export interface GrantRow {
  id: number;
  phoneId: number;
  ownerId: number;
  granteeId: number;
  accreditType: number;
  expireTime: Date;
}

export const grantColumns = {
  id: phoneAccredits.id,
  phoneId: phoneAccredits.phoneId,
  ownerId: phoneAccredits.ownerId,
  granteeId: phoneAccredits.granteeId,
  accreditType: phoneAccredits.accreditType,
  expireTime: phoneAccredits.expireTime,
};

/**
 * Writes of grants (phone_accredits). Every write first locks the phones' rows in id order
 * (`lockPhones`), as transfer does, so two grants of one phone, or a grant and a transfer, run one
 * after the other and concurrent batches cannot deadlock on each other's phones.
 */
export function createAccreditRepo(db: DbOrTx) {
  return {
    /** Locks the phones' rows (those that exist) in id order; call inside a transaction. */
    async lockPhones(phoneIds: readonly number[]): Promise<Map<number, LockedPhone>> {
      if (!phoneIds.length) return new Map();
      const rows = await db
        .select({
          id: phones.id,
          memberId: phones.memberId,
          owlId: phones.owlId,
          status: phones.deviceStatus,
          recycledAt: phones.recycledAt,
        })
        .from(phones)
        .where(inArray(phones.id, [...phoneIds]))
        .orderBy(asc(phones.id))
        .for('update');
      return new Map(rows.map(({ recycledAt, ...row }) => [row.id, { ...row, recycled: recycledAt !== null }]));
    },

    /** The live grants on these phones, to anyone. */
    liveOn(phoneIds: readonly number[], now: Date): Promise<GrantRow[]> {
      if (!phoneIds.length) return Promise.resolve([]);
      return db
        .select(grantColumns)
        .from(phoneAccredits)
        .where(and(inArray(phoneAccredits.phoneId, [...phoneIds]), liveGrant(now)));
    },

    /**
     * Deletes the ended (not yet swept) grants of these phones to this grantee: the unique index
     * (phone, grantee) would refuse a new one beside them.
     */
    deleteEnded(phoneIds: readonly number[], granteeId: number, now: Date): Promise<GrantRow[]> {
      return db
        .delete(phoneAccredits)
        .where(
          and(inArray(phoneAccredits.phoneId, [...phoneIds]), eq(phoneAccredits.granteeId, granteeId), lte(phoneAccredits.expireTime, now)),
        )
        .returning(grantColumns);
    },

    insert(rows: ReadonlyArray<Omit<GrantRow, 'id'> & { createdAt: Date }>): Promise<GrantRow[]> {
      return db
        .insert(phoneAccredits)
        .values([...rows])
        .returning(grantColumns);
    },

    /** The owner's live grants among these relation ids (not locked: lock their phones, then ask again). */
    liveByIds(ownerId: number, relationIds: readonly number[], now: Date): Promise<GrantRow[]> {
      if (!relationIds.length) return Promise.resolve([]);
      return db
        .select(grantColumns)
        .from(phoneAccredits)
        .where(and(inArray(phoneAccredits.id, [...relationIds]), eq(phoneAccredits.ownerId, ownerId), liveGrant(now)));
    },

    /** The owner's live grants to one grantee, optionally only on some phones. */
    liveTo(ownerId: number, granteeId: number, now: Date, phoneIds?: readonly number[]): Promise<GrantRow[]> {
      return db
        .select(grantColumns)
        .from(phoneAccredits)
        .where(
          and(
            eq(phoneAccredits.ownerId, ownerId),
            eq(phoneAccredits.granteeId, granteeId),
            liveGrant(now),
            phoneIds ? inArray(phoneAccredits.phoneId, [...phoneIds]) : undefined,
          ),
        );
    },

    /** Changes a live grant of the owner's; the row before the change, or null when there is none such. */
    async updateLive(ownerId: number, relationId: number, now: Date, change: { accreditType: number; expireTime: Date }) {
      const [before] = await db
        .select(grantColumns)
        .from(phoneAccredits)
        .where(and(eq(phoneAccredits.id, relationId), eq(phoneAccredits.ownerId, ownerId), liveGrant(now)))
        .for('update');
      if (!before) return null;
      await db.update(phoneAccredits).set(change).where(eq(phoneAccredits.id, relationId));
      return before;
    },

    /**
     * Deletes up to `max` grants past their expiry, claimed with skip locked: with several nodes
     * each is ended once, and one a recall or transfer is ending now is left to it.
     */
    deleteExpired(now: Date, max: number): Promise<GrantRow[]> {
      const due = db
        .select({ id: phoneAccredits.id })
        .from(phoneAccredits)
        .where(lte(phoneAccredits.expireTime, now))
        .orderBy(asc(phoneAccredits.expireTime))
        .limit(max)
        .for('update', { skipLocked: true });
      return db.delete(phoneAccredits).where(inArray(phoneAccredits.id, due)).returning(grantColumns);
    },

    /** The owlIds of these phones (their devices' now). */
    async owlIdsOf(phoneIds: readonly number[]): Promise<Map<number, string>> {
      if (!phoneIds.length) return new Map();
      const rows = await db
        .select({ id: phones.id, owlId: phones.owlId })
        .from(phones)
        .where(inArray(phones.id, [...phoneIds]));
      return new Map(rows.map((r) => [r.id, r.owlId]));
    },

    /** Deletes those of the owner's grants among `relationIds` that are still live. */
    deleteLive(ownerId: number, relationIds: readonly number[], now: Date): Promise<GrantRow[]> {
      if (!relationIds.length) return Promise.resolve([]);
      return db
        .delete(phoneAccredits)
        .where(and(inArray(phoneAccredits.id, [...relationIds]), eq(phoneAccredits.ownerId, ownerId), liveGrant(now)))
        .returning(grantColumns);
    },
  };
}
export type AccreditRepo = ReturnType<typeof createAccreditRepo>;
