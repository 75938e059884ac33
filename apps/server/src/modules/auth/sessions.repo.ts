import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { members, operators, refreshTokens, sessions } from '../../db/schema.js';

export type Principal = 'member' | 'operator';

/** The account's status, whichever kind of account the session belongs to. */
const accountStatus = sql<number>`coalesce(${members.status}, ${operators.status})`;
const joinMember = and(eq(sessions.principal, 'member'), eq(members.id, sessions.subjectId));
const joinOperator = and(eq(sessions.principal, 'operator'), eq(operators.id, sessions.subjectId));

export function createSessionsRepo(db: DbOrTx) {
  return {
    async insertSession(values: typeof sessions.$inferInsert) {
      const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
      return row!.id;
    },
    async insertRefresh(sessionId: number, tokenHash: string, createdAt: Date) {
      await db.insert(refreshTokens).values({ sessionId, tokenHash, createdAt });
    },
    /** The live session behind an access token, with what every request needs of its account. */
    async findByAccessHash(accessHash: string, now: Date) {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          principal: sessions.principal,
          subjectId: sessions.subjectId,
          status: accountStatus,
          accessExpiresAt: sessions.accessExpiresAt,
        })
        .from(sessions)
        .leftJoin(members, joinMember)
        .leftJoin(operators, joinOperator)
        .where(and(eq(sessions.accessHash, accessHash), isNull(sessions.revokedAt), gt(sessions.accessExpiresAt, now)));
      return row;
    },
    /** A session with its account's status, live or not. */
    async findById(sessionId: number) {
      const [row] = await db
        .select({
          revokedAt: sessions.revokedAt,
          revokeReason: sessions.revokeReason,
          refreshExpiresAt: sessions.refreshExpiresAt,
          status: accountStatus,
        })
        .from(sessions)
        .leftJoin(members, joinMember)
        .leftJoin(operators, joinOperator)
        .where(eq(sessions.id, sessionId));
      return row;
    },
    async revokeReasonByAccessHash(accessHash: string) {
      const [row] = await db.select({ reason: sessions.revokeReason }).from(sessions).where(eq(sessions.accessHash, accessHash));
      return row?.reason ?? null;
    },
    async findRefresh(tokenHash: string) {
      const [row] = await db
        .select({
          refreshId: refreshTokens.id,
          usedAt: refreshTokens.usedAt,
          sessionId: sessions.id,
          principal: sessions.principal,
          subjectId: sessions.subjectId,
          revokedAt: sessions.revokedAt,
          refreshExpiresAt: sessions.refreshExpiresAt,
          status: accountStatus,
        })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .leftJoin(members, joinMember)
        .leftJoin(operators, joinOperator)
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
      await db.update(sessions).set({ accessHash, accessExpiresAt }).where(eq(sessions.id, sessionId));
    },
    async revoke(sessionIds: number[], reason: string, now: Date) {
      if (!sessionIds.length) return [];
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now, revokeReason: reason })
        .where(and(inArray(sessions.id, sessionIds), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.map((r) => r.id);
    },
    /** Revokes every live session of an account except `keep`; returns the ids revoked. */
    async revokeOthers(principal: Principal, subjectId: number, keep: number | null, reason: string, now: Date) {
      const conditions = [eq(sessions.principal, principal), eq(sessions.subjectId, subjectId), isNull(sessions.revokedAt)];
      if (keep !== null) conditions.push(ne(sessions.id, keep));
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now, revokeReason: reason })
        .where(and(...conditions))
        .returning({ id: sessions.id });
      return rows.map((r) => r.id);
    },
  };
}
