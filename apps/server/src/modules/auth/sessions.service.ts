import type { AuthTokens, RevokeReason } from '@cloudphone/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Bus } from '../../infra/bus.js';
import type { Clock } from '../../infra/clock.js';
import { AppError } from '../../http/app-error.js';
import { MEMBER_STATUS } from '../member/members.repo.js';
import { createSessionSockets, type SessionEnd } from '../../realtime/session-sockets.js';
import { createSessionCache } from './session-cache.js';
import { createSessionsRepo, type Principal } from './sessions.repo.js';

export type { Principal } from './sessions.repo.js';
import { randomToken, sha256 } from './tokens.js';

export type { AuthContext } from '../../http/authenticate.js';

/** A live session of some account: a member's or an operator's. */
export interface SessionContext {
  subjectId: number;
  sessionId: number;
}

export interface SessionMeta {
  loginType: 'password' | 'sms' | 'register' | 'social';
  /** One active session per member and per operator (spec point 4, issue 19); `false` keeps the others (tests). */
  exclusive?: boolean;
  ip?: string | undefined;
  userAgent?: string | undefined;
}

interface Deps {
  db: Db;
  bus: Bus;
  clock: Clock;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  /** How long a verified session is trusted without reading its row again (0: never). */
  cacheMs: number;
}

/**
 * Opaque tokens whose SHA-256 is the database key. A verified session is trusted for `cacheMs`
 * (session-cache.ts); a revocation (logout, sign-in elsewhere, reuse of a refresh token) or a
 * rotation is forgotten on this node before the call returns and on the others over the bus.
 */
export function createSessionService({ db, bus, clock, accessTtlSeconds, refreshTtlSeconds, cacheMs }: Deps) {
  const expiry = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);
  const cache = createSessionCache({ bus, ttlMs: cacheMs });
  const sockets = createSessionSockets({ bus });

  async function announce(sessionIds: number[], reason: RevokeReason) {
    if (!sessionIds.length) return;
    await cache.changed(sessionIds);
    await bus.publish('session-revoked', { sessionIds, reason });
  }

  return {
    /**
     * Opens a session inside the caller's transaction and closes every other session of the member
     * (one active session per member). Call `announce` with the result after the commit.
     */
    async open(tx: DbOrTx, principal: Principal, subjectId: number, meta: SessionMeta) {
      const repo = createSessionsRepo(tx);
      const now = clock.now();
      const accessToken = randomToken();
      const refreshToken = randomToken();
      const accessExpiresAt = expiry(now, accessTtlSeconds);
      const sessionId = await repo.insertSession({
        principal,
        subjectId,
        accessHash: sha256(accessToken),
        accessExpiresAt,
        refreshExpiresAt: expiry(now, refreshTtlSeconds),
        loginType: meta.loginType,
        ip: meta.ip?.slice(0, 64),
        userAgent: meta.userAgent?.slice(0, 300),
        createdAt: now,
      });
      await repo.insertRefresh(sessionId, sha256(refreshToken), now);
      const revoked = meta.exclusive === false ? [] : await repo.revokeOthers(principal, subjectId, sessionId, 'occupied', now);
      const tokens: AuthTokens = { accessToken, refreshToken, userId: subjectId, expiresTime: accessExpiresAt.getTime() };
      return { tokens, sessionId, revoked };
    },

    announceOccupied: (sessionIds: number[]) => announce(sessionIds, 'occupied'),

    /** The live session behind a token, only if it belongs to the kind of account asked for. */
    async authenticate(accessToken: string, principal: Principal): Promise<SessionContext | undefined> {
      if (!accessToken || accessToken.length > 100) return undefined;
      const hash = sha256(accessToken);
      const now = clock.now();
      let row = cache.get(hash, now.getTime());
      if (!row) {
        const found = await createSessionsRepo(db).findByAccessHash(hash, now);
        if (found?.status === MEMBER_STATUS.normal) {
          const session = { ...found, principal: found.principal as Principal, accessExpiresAt: found.accessExpiresAt.getTime() };
          cache.set(hash, session, now.getTime());
          row = session;
        }
      }
      if (!row || row.principal !== principal || row.status !== MEMBER_STATUS.normal) return undefined;
      return { subjectId: row.subjectId, sessionId: row.sessionId };
    },

    /** The open sockets of every session on this node, closed when their session ends. */
    sockets,

    /**
     * Why a session is no longer live, or null while it is (not revoked, refresh not run out, the
     * account usable). Read from the database, not the cache: a stream ticket checks it when used.
     */
    async endOf(sessionId: number): Promise<SessionEnd | null> {
      const row = await createSessionsRepo(db).findById(sessionId);
      if (!row) return 'logout';
      if (row.revokeReason || row.revokedAt) return (row.revokeReason as RevokeReason | null) ?? 'logout';
      if (row.status !== MEMBER_STATUS.normal) return 'disabled';
      return row.refreshExpiresAt <= clock.now() ? 'expired' : null;
    },

    /** Why a token no longer works, so a browser signed out by a newer sign-in can say so. */
    async rejectionReason(accessToken: string): Promise<RevokeReason | null> {
      if (!accessToken || accessToken.length > 100) return null;
      return (await createSessionsRepo(db).revokeReasonByAccessHash(sha256(accessToken))) as RevokeReason | null;
    },

    /** Rotates both tokens. A refresh token presented twice means it leaked: the session ends. */
    async refresh(refreshToken: string, principal: Principal): Promise<AuthTokens> {
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const repo = createSessionsRepo(tx);
        const row = await repo.findRefresh(sha256(refreshToken));
        if (!row || row.principal !== principal || row.revokedAt || row.refreshExpiresAt <= now) return { kind: 'invalid' as const };
        if (row.usedAt || !(await repo.useRefresh(row.refreshId, now))) {
          return { kind: 'reused' as const, revoked: await repo.revoke([row.sessionId], 'refresh-reuse', now) };
        }
        if (row.status !== MEMBER_STATUS.normal) {
          return { kind: 'disabled' as const, revoked: await repo.revoke([row.sessionId], 'disabled', now) };
        }
        const accessToken = randomToken();
        const nextRefresh = randomToken();
        const accessExpiresAt = expiry(now, accessTtlSeconds);
        await repo.rotateAccess(row.sessionId, sha256(accessToken), accessExpiresAt);
        await repo.insertRefresh(row.sessionId, sha256(nextRefresh), now);
        const tokens: AuthTokens = {
          accessToken,
          refreshToken: nextRefresh,
          userId: row.subjectId,
          expiresTime: accessExpiresAt.getTime(),
        };
        return { kind: 'ok' as const, tokens, sessionId: row.sessionId };
      });
      if (outcome.kind === 'ok') {
        // The old access token stops working now, not when its cached check runs out.
        await cache.changed([outcome.sessionId]);
        return outcome.tokens;
      }
      if (outcome.kind === 'reused') await announce(outcome.revoked, 'refresh-reuse');
      if (outcome.kind === 'disabled') await announce(outcome.revoked, 'disabled');
      throw new AppError('REFRESH_INVALID');
    },

    async logout(sessionId: number) {
      const revoked = await createSessionsRepo(db).revoke([sessionId], 'logout', clock.now());
      await announce(revoked, 'logout');
    },

    async revokeAll(principal: Principal, subjectId: number, reason: RevokeReason) {
      const revoked = await createSessionsRepo(db).revokeOthers(principal, subjectId, null, reason, clock.now());
      await announce(revoked, reason);
    },

    /** Ends every session of the account but `keep` (the caller's, after a password change), on every node. */
    async revokeOthers(principal: Principal, subjectId: number, keep: number | null, reason: RevokeReason) {
      const revoked = await createSessionsRepo(db).revokeOthers(principal, subjectId, keep, reason, clock.now());
      await announce(revoked, reason);
    },

    close() {
      cache.close();
      sockets.close();
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
