import { phoneTagsApi, phoneTagsSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Guard } from '../../http/authenticate.js';
import { serveMemberArea } from '../../http/endpoints.js';
import type { PhoneTagsService } from './phone-tags.service.js';

/** Phone tags (spec point 7): the member's tags, and binding them to phones they can see. */
export function phoneTagsRoutes(app: FastifyInstance, { tags, guard }: { tags: PhoneTagsService; guard: Guard }) {
  const done = async (work: Promise<unknown>) => {
    await work;
    return true;
  };
  serveMemberArea(
    app,
    guard,
    { area: phoneTagsApi, schemas: phoneTagsSchemas },
    {
      page: ({ memberId, input }) => tags.page(memberId, input.pageNo, input.pageSize),
      create: ({ memberId, input }) => tags.create(memberId, input.name),
      rename: ({ memberId, input }) => done(tags.rename(memberId, input.id, input.name)),
      remove: ({ memberId, input }) => done(tags.remove(memberId, input.id)),
      bind: ({ memberId, input }) => done(tags.bind(memberId, input.phoneTagId, input.phoneId)),
      bindBatch: ({ memberId, input, locale }) => tags.bindBatch(memberId, input.phoneTagId, input.phoneIds, locale),
      unbind: ({ memberId, input }) => done(tags.unbind(memberId, input.phoneTagId, input.phoneId)),
    },
  );
}
