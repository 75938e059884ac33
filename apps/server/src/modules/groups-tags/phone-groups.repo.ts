import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { phoneGroups, phones } from '../../db/schema.js';

/** A member's phone groups. Every query is scoped to the member: another's group does not exist. */
export function createPhoneGroupsRepo(db: DbOrTx) {
  return {
    /** The member's groups by id (creation order). */
    list(memberId: number) {
      return db
        .select({ id: phoneGroups.id, name: phoneGroups.name })
        .from(phoneGroups)
        .where(eq(phoneGroups.memberId, memberId))
        .orderBy(asc(phoneGroups.id));
    },

    /** Throws a unique violation when the member already has a group of that name. */
    async create(memberId: number, name: string, now: Date) {
      const [row] = await db.insert(phoneGroups).values({ memberId, name, createdAt: now }).returning({ id: phoneGroups.id });
      return row!.id;
    },

    /** False when the member has no such group; throws a unique violation on a taken name. */
    async rename(memberId: number, id: number, name: string) {
      const rows = await db
        .update(phoneGroups)
        .set({ name })
        .where(and(eq(phoneGroups.id, id), eq(phoneGroups.memberId, memberId)))
        .returning({ id: phoneGroups.id });
      return rows.length > 0;
    },

    /** False when the member has no such group. Its phones become ungrouped (the foreign key sets null). */
    async remove(memberId: number, id: number) {
      const rows = await db
        .delete(phoneGroups)
        .where(and(eq(phoneGroups.id, id), eq(phoneGroups.memberId, memberId)))
        .returning({ id: phoneGroups.id });
      return rows.length > 0;
    },

    /**
     * Whether the member has the group, holding a share lock on it until the transaction ends so
     * it cannot be deleted while phones move into it.
     */
    async holdOwn(memberId: number, id: number) {
      const rows = await db
        .select({ id: phoneGroups.id })
        .from(phoneGroups)
        .where(and(eq(phoneGroups.id, id), eq(phoneGroups.memberId, memberId)))
        .for('share');
      return rows.length > 0;
    },

    /** Puts the member's own phones among `phoneIds` into the group (null: no group). */
    async move(memberId: number, phoneIds: readonly number[], groupId: number | null) {
      await db
        .update(phones)
        .set({ groupId })
        .where(and(inArray(phones.id, [...phoneIds]), eq(phones.memberId, memberId)));
    },
  };
}
