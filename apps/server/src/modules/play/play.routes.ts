import {
  GROUP_CONTROL_MAX,
  GROUP_CONTROL_MIN,
  PhoneSessionErrorSchema,
  StartGroupControlResultSchema,
  StartGroupControlSchema,
  STREAM_TICKET_TTL_SECONDS,
  StartPhoneResultSchema,
  StartPhoneSchema,
  ThumbnailQuerySchema,
} from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberGuard, requireAuth } from '../../http/authenticate.js';
import { ok, replies } from '../../http/envelope.js';
import { localeOf } from '../../http/error-handler.js';
import type { SessionService } from '../auth/sessions.service.js';
import type { PlayService } from './play.service.js';
import type { Thumbnails } from './thumbnails.js';

/** Reports per IP per minute: a browser failing in a loop must not fill the table. */
const REPORTS_PER_MINUTE = 60;
/** Thumbnails per IP per minute: a list of 30 visible cards refreshing every 10 s, in a few tabs. */
const THUMBNAILS_PER_MINUTE = 600;

/** Starting a play session and reporting its failures (spec point 7, `/infra/cacloud-resource/phone/*`). */
export async function playRoutes(
  app: FastifyInstance,
  { sessions, play, thumbnails }: { sessions: SessionService; play: PlayService; thumbnails: Thumbnails },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = memberGuard(sessions);
  const tags = ['play'];

  r.post(
    '/app-api/infra/cacloud-resource/phone/startPhone',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          `Start remote control of a running phone: a single-use ticket (${STREAM_TICKET_TTL_SECONDS} s) for the stream websocket at \`url\`, ` +
          'relative to the console (open it with ws: under http, wss: under https). A phone shared for viewing only gives viewOnly true',
        body: StartPhoneSchema,
        response: replies(StartPhoneResultSchema),
      },
    },
    async (request) => ok(await play.start(requireAuth(request), request.body, localeOf(request))),
  );

  r.post(
    '/app-api/infra/cacloud-resource/phone/startGroupControl',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          `Start group control of ${GROUP_CONTROL_MIN} to ${GROUP_CONTROL_MAX} phones the member may operate, the master among them: ` +
          'a ticket for the master’s stream websocket, which also carries the followers’ thumbnails (frame slot 1..) and replays every ' +
          'input on them. Each follower is listed with whether it can follow now (active, offline, busy, failed…)',
        body: StartGroupControlSchema,
        response: replies(StartGroupControlResultSchema),
      },
    },
    async (request) => ok(await play.startGroup(requireAuth(request), request.body, localeOf(request))),
  );

  r.post(
    '/app-api/infra/cacloud-resource/phone/updPhoneSessionError',
    {
      preHandler: guard,
      config: { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Report a play session that failed in the browser (a STREAM_ERRORS code or what the browser saw), for a phone the member can see',
        body: PhoneSessionErrorSchema,
        response: replies(z.boolean()),
      },
    },
    async (request) =>
      ok(
        await play.recordError(requireAuth(request).memberId, request.body, {
          userAgent: request.headers['user-agent'],
          ip: request.ip,
        }),
      ),
  );

  r.get(
    '/app-api/infra/cacloud-resource/phone/thumbnail',
    {
      preHandler: guard,
      config: { rateLimit: { max: THUMBNAILS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'A running phone’s screen now, as a JPEG whose long side is maxSize (160, 240 or 320; default 320), for the live cards of the list. ' +
          'Answers image/jpeg, not the envelope; refusals (not found, not running) are the usual envelope',
        querystring: ThumbnailQuerySchema,
      },
    },
    async (request, reply) => {
      const jpeg = await thumbnails.get(requireAuth(request), request.query.phoneId, request.query.maxSize, localeOf(request));
      return reply.header('cache-control', 'no-store').type('image/jpeg').send(jpeg);
    },
  );
}
