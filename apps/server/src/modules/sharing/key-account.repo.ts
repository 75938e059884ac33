import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { memberPaternity, members, phoneGroups, phones } from '../../db/schema.js';

/** What the key-account calls read: the owner's sub-accounts and groups. */
export function createKeyAccountRepo(db: DbOrTx) {
  return {
    /** The owner's sub-account with this member id, with its status; undefined when it is not theirs. */
    async subAccount(parentId: number, childId: number) {
      const [row] = await db
        .select({ id: members.id, status: members.status })
        .from(memberPaternity)
        .innerJoin(members, eq(members.id, memberPaternity.childId))
        .where(and(eq(memberPaternity.parentId, parentId), eq(memberPaternity.childId, childId)));
      return row;
    },

    /** The phones in one of the owner's groups (outside the recycle bin), in id order; null when the group is not theirs. */
    async groupPhones(ownerId: number, groupId: number): Promise<number[] | null> {
      const [group] = await db
        .select({ id: phoneGroups.id })
        .from(phoneGroups)
        .where(and(eq(phoneGroups.id, groupId), eq(phoneGroups.memberId, ownerId)));
      if (!group) return null;
      const rows = await db
        .select({ id: phones.id })
        .from(phones)
        .where(and(eq(phones.memberId, ownerId), eq(phones.groupId, groupId), isNull(phones.recycledAt)))
        .orderBy(asc(phones.id));
      return rows.map((r) => r.id);
    },
  };
}
