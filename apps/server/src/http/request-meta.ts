import type { Locale } from '@cloudphone/contract';
import type { FastifyRequest } from 'fastify';
import { localeOf } from './error-handler.js';

/** Who is asking, as sign-in flows record it on the session. */
export interface RequestMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
  locale: Locale;
}

/** Who is asking, as sign-in flows record it on the session: address, browser and language. */
export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  locale: localeOf(request),
});
