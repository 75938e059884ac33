import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext, SessionService } from '../modules/auth/sessions.service.js';
import { AppError } from './app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the member guard on routes that need a session. */
    auth: AuthContext | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** preHandler for member routes: a live session or 401 (with the "other device" message when that is why). */
export function memberGuard(sessions: SessionService) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    const auth = token ? await sessions.authenticate(token) : undefined;
    if (auth) {
      request.auth = auth;
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
