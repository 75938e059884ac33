import { phoneLabelsApi, phoneLabelsSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Guard } from '../../http/authenticate.js';
import { serveMemberArea } from '../../http/endpoints.js';
import type { PhoneLabelsService } from './phone-labels.service.js';

/** Labels on the member's own phones (spec point 7, `/trade/phone-bound/*-label*`). */
export function phoneLabelsRoutes(app: FastifyInstance, { labels, guard }: { labels: PhoneLabelsService; guard: Guard }) {
  serveMemberArea(
    app,
    guard,
    { area: phoneLabelsApi, schemas: phoneLabelsSchemas },
    {
      add: ({ memberId, input }) => labels.add(memberId, input.phoneId, input.label),
      list: ({ memberId, input }) => labels.list(memberId, input.phoneId),
      remove: async ({ memberId, input }) => {
        await labels.remove(memberId, input.id);
        return true;
      },
      listBatch: ({ memberId, input }) => labels.listBatch(memberId, input.phoneIds),
    },
  );
}
