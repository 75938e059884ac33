import { and, count, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { memberPaternity, members, phoneAccredits, phones, trialGrants } from '../../db/schema.js';
import { MEMBER_STATUS } from '../member/members.repo.js';
import { grantedBy } from '../phone-access/phone-access.repo.js';

/** An account as the sub-account screens show it. */
const brief = { id: members.id, phone: members.phone, nickname: members.nickname, status: members.status };

/**
 * Sub-accounts (member_paternity, decision 025): which members an owner has attached. Every query
 * about an attachment names the owner, so another owner's sub-account is simply absent.
 */
export function createPaternityRepo(db: DbOrTx) {
  const ownerOf = (parentId: number, childId: number) => and(eq(memberPaternity.parentId, parentId), eq(memberPaternity.childId, childId));

  return {
    /** The owner's sub-accounts, newest attachment first; `phonePart` is any part of the number. */
    async page(parentId: number, phonePart: string | undefined, pageNo: number, pageSize: number) {
      const where = and(eq(memberPaternity.parentId, parentId), phonePart ? sql`strpos(${members.phone}, ${phonePart}) > 0` : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...brief, attachedAt: memberPaternity.createdAt })
          .from(memberPaternity)
          .innerJoin(members, eq(members.id, memberPaternity.childId))
          .where(where)
          .orderBy(desc(memberPaternity.createdAt), desc(memberPaternity.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(memberPaternity).innerJoin(members, eq(members.id, memberPaternity.childId)).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** How many of the owner's phones are granted to each of `granteeIds` now. */
    async liveGrantCounts(ownerId: number, granteeIds: readonly number[], now: Date) {
      if (!granteeIds.length) return new Map<number, number>();
      const rows = await db
        .select({ granteeId: phoneAccredits.granteeId, n: count() })
        .from(phoneAccredits)
        .where(and(grantedBy(ownerId, now), inArray(phoneAccredits.granteeId, [...granteeIds])))
        .groupBy(phoneAccredits.granteeId);
      return new Map(rows.map((r) => [r.granteeId, r.n]));
    },

    async memberByPhone(phone: string) {
      const [row] = await db.select(brief).from(members).where(eq(members.phone, phone));
      return row;
    },

    /** The owner the member is attached to, if any. */
    async parentOf(childId: number) {
      const [row] = await db
        .select({ parentId: memberPaternity.parentId })
        .from(memberPaternity)
        .where(eq(memberPaternity.childId, childId));
      return row?.parentId;
    },

    /**
     * Whether the member rents phones outside the recycle bin, not counting the trial phone every
     * new account is given at sign-up (trial_grants), which would otherwise make everyone ineligible.
     */
    async hasOwnPhones(memberId: number) {
      const [row] = await db
        .select({ id: phones.id })
        .from(phones)
        .where(
          and(
            eq(phones.memberId, memberId),
            isNull(phones.recycledAt),
            notExists(
              db
                .select({ one: sql`1` })
                .from(trialGrants)
                .where(and(eq(trialGrants.memberId, memberId), eq(trialGrants.phoneId, phones.id))),
            ),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** False when the member is already attached to someone (the unique index on child_id decides a race). */
    async attach(parentId: number, childId: number, now: Date) {
      const rows = await db
        .insert(memberPaternity)
        .values({ parentId, childId, createdAt: now })
        .onConflictDoNothing({ target: memberPaternity.childId })
        .returning({ id: memberPaternity.id });
      return rows.length > 0;
    },

    /**
     * Whether the member is the owner's sub-account, locking the attachment until the transaction
     * ends: a disable cannot land after a concurrent removal and leave an account no owner can enable.
     */
    async hold(parentId: number, childId: number) {
      const rows = await db.select({ id: memberPaternity.id }).from(memberPaternity).where(ownerOf(parentId, childId)).for('update');
      return rows.length > 0;
    },

    async detach(parentId: number, childId: number) {
      await db.delete(memberPaternity).where(ownerOf(parentId, childId));
    },

    /** The owner's disable: normal → disabled by owner; an operator's disable is left as it is. */
    async disableByOwner(childId: number) {
      await db
        .update(members)
        .set({ status: MEMBER_STATUS.disabledByOwner, updatedAt: sql`now()` })
        .where(and(eq(members.id, childId), eq(members.status, MEMBER_STATUS.normal)));
    },

    /** Lifts the owner's disable only, never an operator's. */
    async liftOwnerDisable(childId: number) {
      await db
        .update(members)
        .set({ status: MEMBER_STATUS.normal, updatedAt: sql`now()` })
        .where(and(eq(members.id, childId), eq(members.status, MEMBER_STATUS.disabledByOwner)));
    },
  };
}
export type PaternityRepo = ReturnType<typeof createPaternityRepo>;
