import { sharedScreenApi, sharedScreenSchemas, shareLinksApi, shareLinksSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Guard } from '../../http/authenticate.js';
import { serveMemberArea, servePublicArea } from '../../http/endpoints.js';
import type { ShareLinks } from './share-links.service.js';

/** Opening a shared screen needs no account: limit guessing and scraping per IP. */
const STARTS_PER_MINUTE = 30;

/** Share links of a phone's live screen (issue 5, play screen); not in the spec, in its style. */
export function shareLinkRoutes(app: FastifyInstance, { guard, shareLinks }: { guard: Guard; shareLinks: ShareLinks }) {
  serveMemberArea(
    app,
    guard,
    { area: shareLinksApi, schemas: shareLinksSchemas },
    {
      create: ({ memberId, sessionId, input }) => shareLinks.create({ memberId, sessionId }, input),
      list: ({ memberId, sessionId, input }) => shareLinks.list({ memberId, sessionId }, input.phoneId),
      revoke: ({ memberId, sessionId, input }) => shareLinks.revoke({ memberId, sessionId }, input.id),
    },
  );
  servePublicArea(
    app,
    {
      area: sharedScreenApi,
      schemas: sharedScreenSchemas,
      routes: { start: { config: { rateLimit: { max: STARTS_PER_MINUTE, timeWindow: '1 minute' } } } },
    },
    { start: ({ input, locale }) => shareLinks.start(input, locale) },
  );
}
