import {
  GroupCreateSchema,
  GroupDeleteSchema,
  GroupMoveSchema,
  GroupRenameSchema,
  PhoneTreeSchema,
  PhoneTreeV2QuerySchema,
} from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { memberGuard, requireAuth } from '../../http/authenticate.js';
import { ok, replies } from '../../http/envelope.js';
import { localeOf } from '../../http/error-handler.js';
import type { Clock } from '../../infra/clock.js';
import type { SessionService } from '../auth/sessions.service.js';
import { createPhoneGroupsService } from './phone-groups.service.js';
import { createPhoneTagsService } from './phone-tags.service.js';
import { phoneTagsRoutes } from './phone-tags.routes.js';

interface Deps {
  db: Db;
  sessions: SessionService;
  clock: Clock;
}

/**
 * Phone groups, the phone tree and phone tags (spec point 7, /app-api/trade/phone-tag/* and
 * /app-api/trade/phone-group/*). Every call acts on the signed-in member's own groups and tags:
 * another member's answer "not found", as if they did not exist.
 */
export async function phoneGroupsRoutes(app: FastifyInstance, { db, sessions, clock }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const groups = createPhoneGroupsService({ db, clock });
  const preHandler = memberGuard(sessions);
  const tags = ['phone groups'];
  const security = [{ bearer: [] }];

  r.get(
    '/app-api/trade/phone-tag/phone-tree',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The phone tree: ungrouped phones, each group with its phones, then phones shared with the member',
        response: replies(PhoneTreeSchema),
      },
    },
    async (request) => ok(await groups.tree(requireAuth(request).memberId, localeOf(request))),
  );

  r.get(
    '/app-api/trade/phone-tag/phone-tree-v2',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The phone tree with counts only; the phones of one entry with ?groupId= (0 ungrouped, -1 shared)',
        querystring: PhoneTreeV2QuerySchema,
        response: replies(PhoneTreeSchema),
      },
    },
    async (request) => ok(await groups.treeV2(requireAuth(request).memberId, localeOf(request), request.query.groupId)),
  );

  r.post(
    '/app-api/trade/phone-group/create',
    {
      preHandler,
      schema: { tags, security, summary: 'Create a group; returns its id', body: GroupCreateSchema, response: replies(z.number().int()) },
    },
    async (request) => ok(await groups.create(requireAuth(request).memberId, request.body.name)),
  );

  r.post(
    '/app-api/trade/phone-group/update',
    { preHandler, schema: { tags, security, summary: 'Rename a group', body: GroupRenameSchema, response: replies(z.boolean()) } },
    async (request) => {
      await groups.rename(requireAuth(request).memberId, request.body.id, request.body.name);
      return ok(true);
    },
  );

  r.post(
    '/app-api/trade/phone-group/delete',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Delete a group; its phones become ungrouped',
        body: GroupDeleteSchema,
        response: replies(z.boolean()),
      },
    },
    async (request) => {
      await groups.remove(requireAuth(request).memberId, request.body.id);
      return ok(true);
    },
  );

  r.post(
    '/app-api/trade/phone-group/move',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Move own phones into a group, or out of any with groupId null; all or nothing',
        body: GroupMoveSchema,
        response: replies(z.boolean()),
      },
    },
    async (request) => {
      await groups.move(requireAuth(request).memberId, request.body.phoneIds, request.body.groupId);
      return ok(true);
    },
  );

  phoneTagsRoutes(app, { tags: createPhoneTagsService({ db, clock }), preHandler });
}
