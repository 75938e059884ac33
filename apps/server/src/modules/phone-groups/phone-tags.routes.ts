import {
  OperationResultsSchema,
  pageResult,
  TagBindBatchSchema,
  TagBindSchema,
  TagCreateSchema,
  TagDeleteSchema,
  TagPageQuerySchema,
  TagRowSchema,
  TagUnbindSchema,
  TagUpdateSchema,
} from '@cloudphone/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../http/authenticate.js';
import { ok, replies } from '../../http/envelope.js';
import { localeOf } from '../../http/error-handler.js';
import type { PhoneTagsService } from './phone-tags.service.js';

const BASE = '/app-api/trade/phone-tag';

/** Phone tags (spec point 7): the member's tags, and binding them to phones they can see. */
export function phoneTagsRoutes(
  app: FastifyInstance,
  { tags: service, preHandler }: { tags: PhoneTagsService; preHandler: preHandlerAsyncHookHandler },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['phone tags'];
  const security = [{ bearer: [] }];
  const done = replies(z.boolean());

  r.get(
    `${BASE}/page`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "The member's tags, oldest first, with how many visible phones carry each",
        querystring: TagPageQuerySchema,
        response: replies(pageResult(TagRowSchema)),
      },
    },
    async (request) => ok(await service.page(requireAuth(request).memberId, request.query.pageNo, request.query.pageSize)),
  );

  r.post(
    `${BASE}/create`,
    {
      preHandler,
      schema: { tags, security, summary: 'Create a tag; returns its id', body: TagCreateSchema, response: replies(z.number().int()) },
    },
    async (request) => ok(await service.create(requireAuth(request).memberId, request.body.name)),
  );

  r.post(
    `${BASE}/update`,
    { preHandler, schema: { tags, security, summary: 'Rename a tag', body: TagUpdateSchema, response: done } },
    async (request) => {
      await service.rename(requireAuth(request).memberId, request.body.id, request.body.name);
      return ok(true);
    },
  );

  r.post(
    `${BASE}/delete`,
    { preHandler, schema: { tags, security, summary: 'Delete a tag; it comes off every phone', body: TagDeleteSchema, response: done } },
    async (request) => {
      await service.remove(requireAuth(request).memberId, request.body.id);
      return ok(true);
    },
  );

  r.post(
    `${BASE}/bind`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Put a tag on a phone (own or shared with the member); at most 5 per phone',
        body: TagBindSchema,
        response: done,
      },
    },
    async (request) => {
      await service.bind(requireAuth(request).memberId, request.body.phoneTagId, request.body.phoneId);
      return ok(true);
    },
  );

  r.post(
    `${BASE}/bind-batch`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Put a tag on up to 30 phones; one result per phone',
        body: TagBindBatchSchema,
        response: replies(OperationResultsSchema),
      },
    },
    async (request) =>
      ok(await service.bindBatch(requireAuth(request).memberId, request.body.phoneTagId, request.body.phoneIds, localeOf(request))),
  );

  r.post(
    `${BASE}/unbind`,
    { preHandler, schema: { tags, security, summary: 'Take a tag off a phone', body: TagUnbindSchema, response: done } },
    async (request) => {
      await service.unbind(requireAuth(request).memberId, request.body.phoneTagId, request.body.phoneId);
      return ok(true);
    },
  );
}
