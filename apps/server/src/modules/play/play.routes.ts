import { playApi, playSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Guard } from '../../http/authenticate.js';
import { serveMemberArea } from '../../http/endpoints.js';
import type { PlayService } from './play.service.js';
import type { Thumbnails } from './thumbnails.js';

/** Reports per IP per minute: a browser failing in a loop must not fill the table. */
const REPORTS_PER_MINUTE = 60;
/** Thumbnails per IP per minute: a list of 30 visible cards refreshing every 10 s, in a few tabs. */
const THUMBNAILS_PER_MINUTE = 600;

/** Starting a play session, group control, reporting failures, and the list's live thumbnails. */
export function playRoutes(app: FastifyInstance, { guard, play, thumbnails }: { guard: Guard; play: PlayService; thumbnails: Thumbnails }) {
  serveMemberArea(
    app,
    guard,
    {
      area: playApi,
      schemas: playSchemas,
      routes: {
        reportError: { config: { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: '1 minute' } } },
        thumbnail: { config: { rateLimit: { max: THUMBNAILS_PER_MINUTE, timeWindow: '1 minute' } } },
      },
    },
    {
      start: ({ memberId, sessionId, input, locale }) => play.start({ memberId, sessionId }, input, locale),
      startGroup: ({ memberId, sessionId, input, locale }) => play.startGroup({ memberId, sessionId }, input, locale),
      reportError: ({ memberId, input, request }) =>
        play.recordError(memberId, input, { userAgent: request.headers['user-agent'], ip: request.ip }),
      mediaTransport: ({ memberId, input }) => play.mediaTransport(memberId, input),
      thumbnail: async ({ memberId, sessionId, input, locale, reply }) => {
        reply.header('cache-control', 'no-store');
        return thumbnails.get({ memberId, sessionId }, input.phoneId, input.maxSize, locale);
      },
    },
  );
}
