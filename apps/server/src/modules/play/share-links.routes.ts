import {
  CreatedShareLinkSchema,
  CreateShareLinkSchema,
  RevokeShareLinkSchema,
  ShareLinkListQuerySchema,
  ShareLinkSchema,
  StartSharedPhoneResultSchema,
  StartSharedPhoneSchema,
} from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberGuard, requireAuth } from '../../http/authenticate.js';
import { ok, replies } from '../../http/envelope.js';
import { localeOf } from '../../http/error-handler.js';
import type { SessionService } from '../auth/sessions.service.js';
import type { ShareLinks } from './share-links.service.js';

/** Opening a shared screen needs no account: limit guessing and scraping per IP. */
const STARTS_PER_MINUTE = 30;

/** Share links of a phone's live screen (issue 5, play screen); not in the spec, in its style. */
export async function shareLinkRoutes(
  app: FastifyInstance,
  { sessions, shareLinks }: { sessions: SessionService; shareLinks: ShareLinks },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = memberGuard(sessions);
  const tags = ['play'];

  r.post(
    '/app-api/infra/share-link/create',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          'Share a phone’s live screen, view-only, until the link expires (minutes: 60, 1440 or 10080). Owner only. ' +
          'The code is returned once, inside `path`; only its hash is kept',
        body: CreateShareLinkSchema,
        response: replies(CreatedShareLinkSchema),
      },
    },
    async (request) => ok(await shareLinks.create(requireAuth(request), request.body)),
  );

  r.get(
    '/app-api/infra/share-link/list',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'The open share links of one of the member’s phones',
        querystring: ShareLinkListQuerySchema,
        response: replies(z.array(ShareLinkSchema)),
      },
    },
    async (request) => ok(await shareLinks.list(requireAuth(request), request.query.phoneId)),
  );

  r.post(
    '/app-api/infra/share-link/revoke',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'End a share link now; whoever watches through it is disconnected',
        body: RevokeShareLinkSchema,
        response: replies(z.boolean()),
      },
    },
    async (request) => ok(await shareLinks.revoke(requireAuth(request), request.body.id)),
  );

  r.post(
    '/app-api/infra/share-link/start',
    {
      config: { rateLimit: { max: STARTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Watch a shared phone (no sign-in): a single-use, view-only ticket for the stream websocket at `url`, like startPhone. ' +
          'A revoked, expired or unknown code, or a phone no longer the sharer’s, is not found',
        body: StartSharedPhoneSchema,
        response: replies(StartSharedPhoneResultSchema),
      },
    },
    async (request) => ok(await shareLinks.start(request.body, localeOf(request))),
  );
}
