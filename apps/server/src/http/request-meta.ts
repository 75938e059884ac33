import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '../modules/auth/auth.service.js';
import { localeOf } from './error-handler.js';

/** Who is asking, as sign-in flows record it on the session: address, browser and language. */
export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  locale: localeOf(request),
});
