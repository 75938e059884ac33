import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { members, memberSessions, refreshTokens } from '../../db/schema.js';

export function createSessionsRepo(db: DbOrTx) {
  return {
    async insertSession(values: typeof memberSessions.$inferInsert) {
      const [row] = await db.insert(memberSessions).values(values).returning({ id: memberSessions.id });
      return row!.id;
    },
    async insertRefresh(sessionId: number, tokenHash: string, createdAt: Date) {
      await db.insert(refreshTokens).values({ sessionId, tokenHash, createdAt });
    },
    /** The live session behind an access token, with what every request needs of its member. */
    async findByAccessHash(accessHash: string, now: Date) {
      const [row] = await db
        .select({ sessionId: memberSessions.id, memberId: memberSessions.memberId, status: members.status })
        .from(memberSessions)
        .innerJoin(members, eq(members.id, memberSessions.memberId))
        .where(and(eq(memberSessions.accessHash, accessHash), isNull(memberSessions.revokedAt), gt(memberSessions.accessExpiresAt, now)));
      return row;
    },
    async revokeReasonByAccessHash(accessHash: string) {
      const [row] = await db
        .select({ reason: memberSessions.revokeReason })
        .from(memberSessions)
        .where(eq(memberSessions.accessHash, accessHash));
      return row?.reason ?? null;
    },
    async findRefresh(tokenHash: string) {
      const [row] = await db
        .select({
          refreshId: refreshTokens.id,
          usedAt: refreshTokens.usedAt,
          sessionId: memberSessions.id,
          memberId: memberSessions.memberId,
          revokedAt: memberSessions.revokedAt,
          refreshExpiresAt: memberSessions.refreshExpiresAt,
          status: members.status,
        })
        .from(refreshTokens)
        .innerJoin(memberSessions, eq(memberSessions.id, refreshTokens.sessionId))
        .innerJoin(members, eq(members.id, memberSessions.memberId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .for('update', { of: refreshTokens });
      return row;
    },
    /** Marks a refresh token used; false when another request used it first. */
    async useRefresh(refreshId: number, now: Date) {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.id, refreshId), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },
    async rotateAccess(sessionId: number, accessHash: string, accessExpiresAt: Date) {
      await db.update(memberSessions).set({ accessHash, accessExpiresAt }).where(eq(memberSessions.id, sessionId));
    },
    async revoke(sessionIds: number[], reason: string, now: Date) {
      if (!sessionIds.length) return [];
      const rows = await db
        .update(memberSessions)
        .set({ revokedAt: now, revokeReason: reason })
        .where(and(inArray(memberSessions.id, sessionIds), isNull(memberSessions.revokedAt)))
        .returning({ id: memberSessions.id });
      return rows.map((r) => r.id);
    },
    /** Revokes every live session of a member except `keep`; returns the ids revoked. */
    async revokeOthers(memberId: number, keep: number | null, reason: string, now: Date) {
      const conditions = [eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)];
      if (keep !== null) conditions.push(ne(memberSessions.id, keep));
      const rows = await db
        .update(memberSessions)
        .set({ revokedAt: now, revokeReason: reason })
        .where(and(...conditions))
        .returning({ id: memberSessions.id });
      return rows.map((r) => r.id);
    },
  };
}
