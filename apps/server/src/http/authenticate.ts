import { holdsPermission, permissionsOfRoles, TOKEN_COOKIE } from '@cloudphone/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/** The signed-in member a request acts for. */
export interface AuthContext {
  memberId: number;
  sessionId: number;
}

/**
 * What the guards ask of the sessions (modules/auth implements it): the live session a token
 * opens, and why one no longer does.
 */
export interface SessionCheck {
  authenticate(accessToken: string, principal: 'member' | 'operator'): Promise<{ subjectId: number; sessionId: number } | undefined>;
  rejectionReason(accessToken: string): Promise<string | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the member guard on routes that need a session. */
    auth: AuthContext | null;
    /** Set by the operator guard on operator-console routes. */
    operator: OperatorContext | null;
    /** An operator write's row as it was, for the audit log (OperatorCall.auditBefore). */
    auditBefore: unknown;
  }
  interface FastifyContextConfig {
    /** An /admin-api route's permission (spec point 6), checked after the operator guard. */
    permission?: string;
  }
}

/** The signed-in operator a request acts for, with what their roles allow. */
export interface OperatorContext {
  operatorId: number;
  sessionId: number;
  userName: string;
  roles: string[];
  permissions: string[];
}

/** What the operator guard needs to know of an operator besides the session: enabled, and their roles. */
export type OperatorLookup = (operatorId: number) => Promise<{ username: string; status: number; roles: string[] } | undefined>;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The console's Admin-Token cookie (spec point 3), when the request carries one. */
export function cookieToken(request: FastifyRequest): string | undefined {
  for (const part of request.headers.cookie?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at <= 0 || part.slice(0, at).trim() !== TOKEN_COOKIE) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A hook that lets a request through or refuses it (throws the translated error). */
export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** preHandler for member routes: a live session or 401 (with the "other device" message when that is why). */
export function memberGuard(sessions: SessionCheck, tokenOf: (request: FastifyRequest) => string | undefined = bearerToken): Guard {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = tokenOf(request);
    const session = token ? await sessions.authenticate(token, 'member') : undefined;
    if (session) {
      request.auth = { memberId: session.subjectId, sessionId: session.sessionId };
      return;
    }
    const reason = token ? await sessions.rejectionReason(token) : null;
    throw new AppError(reason === 'occupied' ? 'SESSION_OCCUPIED' : 'UNAUTHORIZED');
  };
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}

/**
 * preHandler for operator routes: a live operator session (never a member's) of an enabled
 * operator, whose roles' permissions it records for the route's check.
 */
export function operatorGuard(sessions: SessionCheck, lookup: OperatorLookup): Guard {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    const session = token ? await sessions.authenticate(token, 'operator') : undefined;
    if (!session) {
      const reason = token ? await sessions.rejectionReason(token) : null;
      throw new AppError(reason === 'occupied' ? 'SESSION_OCCUPIED' : 'UNAUTHORIZED');
    }
    const operator = await lookup(session.subjectId);
    if (!operator || operator.status !== 0) throw new AppError('UNAUTHORIZED');
    request.operator = {
      operatorId: session.subjectId,
      sessionId: session.sessionId,
      userName: operator.username,
      roles: operator.roles,
      permissions: permissionsOfRoles(operator.roles),
    };
  };
}

/** After the operator guard: 403 unless the operator holds the permission (or `*:*:*`). */
export function permissionGuard(permission: string): Guard {
  return async (request: FastifyRequest) => {
    if (!holdsPermission(requireOperator(request).permissions, permission)) throw new AppError('FORBIDDEN');
  };
}

/** The guards, made once from the sessions and handed to every module. */
export interface Guards {
  member: Guard;
  operator: Guard;
  /**
   * The member guard that also takes the Admin-Token cookie: only for images the console shows
   * with a plain <img> (the avatar), which cannot send a header. Nothing that changes state may use
   * it, since a browser sends the cookie with requests other sites start.
   */
  memberImage: Guard;
}
export const createGuards = (sessions: SessionCheck, operators: OperatorLookup): Guards => ({
  member: memberGuard(sessions),
  operator: operatorGuard(sessions, operators),
  memberImage: memberGuard(sessions, (request) => bearerToken(request) ?? cookieToken(request)),
});

export function requireOperator(request: FastifyRequest) {
  if (!request.operator) throw new AppError('UNAUTHORIZED');
  return request.operator;
}
