import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { proxies, proxyGroups } from '../../db/schema.js';

/** A member's proxy groups. Every query is scoped to the member: another's group does not exist. */
export function createProxyGroupsRepo(db: DbOrTx) {
  const own = (memberId: number, id: number) => and(eq(proxyGroups.id, id), eq(proxyGroups.memberId, memberId));

  return {
    /** The member's groups, oldest first, with how many proxies each holds. */
    list(memberId: number) {
      return db
        .select({ id: proxyGroups.id, name: proxyGroups.name, proxyCount: count(proxies.id) })
        .from(proxyGroups)
        .leftJoin(proxies, eq(proxies.groupId, proxyGroups.id))
        .where(eq(proxyGroups.memberId, memberId))
        .groupBy(proxyGroups.id)
        .orderBy(asc(proxyGroups.id));
    },

    /** Throws a unique violation when the member already has a group of that name. */
    async create(memberId: number, name: string, now: Date) {
      const [row] = await db.insert(proxyGroups).values({ memberId, name, createdAt: now }).returning({ id: proxyGroups.id });
      return row!.id;
    },

    /** False when the member has no such group; throws a unique violation on a taken name. */
    async rename(memberId: number, id: number, name: string) {
      const rows = await db.update(proxyGroups).set({ name }).where(own(memberId, id)).returning({ id: proxyGroups.id });
      return rows.length > 0;
    },

    /**
     * Whether the member has the group, holding a key-share lock on it until the transaction ends:
     * proxies may move in alongside others, but the group cannot be deleted or merged away meanwhile.
     */
    async holdOwn(memberId: number, id: number) {
      const rows = await db.select({ id: proxyGroups.id }).from(proxyGroups).where(own(memberId, id)).for('key share');
      return rows.length > 0;
    },

    /**
     * The member's groups among `ids`, locked for update in id order (so two merges over the same
     * groups queue instead of deadlocking): nothing can move into them until the transaction ends.
     */
    async lockOwn(memberId: number, ids: readonly number[]) {
      const rows = await db
        .select({ id: proxyGroups.id })
        .from(proxyGroups)
        .where(and(inArray(proxyGroups.id, [...ids]), eq(proxyGroups.memberId, memberId)))
        .orderBy(asc(proxyGroups.id))
        .for('update');
      return new Set(rows.map((r) => r.id));
    },

    /** Whether any proxy is in the group. */
    async holdsProxies(id: number) {
      const rows = await db.select({ id: proxies.id }).from(proxies).where(eq(proxies.groupId, id)).limit(1);
      return rows.length > 0;
    },

    /** Deletes the member's groups among `ids` (their proxies must have moved out). */
    async remove(memberId: number, ids: readonly number[]) {
      await db.delete(proxyGroups).where(and(inArray(proxyGroups.id, [...ids]), eq(proxyGroups.memberId, memberId)));
    },
  };
}
export type ProxyGroupsRepo = ReturnType<typeof createProxyGroupsRepo>;
