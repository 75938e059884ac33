import { phoneGroupsApi, phoneGroupsSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Guard } from '../../http/authenticate.js';
import { serveMemberArea } from '../../http/endpoints.js';
import type { PhoneGroupsService } from './phone-groups.service.js';

/**
 * Phone groups, the phone tree and phone tags (spec point 7, /app-api/trade/phone-tag/* and
 * /app-api/trade/phone-group/*). Every call acts on the signed-in member's own groups and tags:
 * another member's answer "not found", as if they did not exist.
 */
export function phoneGroupsRoutes(app: FastifyInstance, { groups, guard }: { groups: PhoneGroupsService; guard: Guard }) {
  serveMemberArea(
    app,
    guard,
    { area: phoneGroupsApi, schemas: phoneGroupsSchemas },
    {
      tree: ({ memberId, locale }) => groups.tree(memberId, locale),
      treeV2: ({ memberId, locale, input }) => groups.treeV2(memberId, locale, input.groupId),
      create: ({ memberId, input }) => groups.create(memberId, input.name),
      rename: async ({ memberId, input }) => {
        await groups.rename(memberId, input.id, input.name);
        return true;
      },
      remove: async ({ memberId, input }) => {
        await groups.remove(memberId, input.id);
        return true;
      },
      move: async ({ memberId, input }) => {
        await groups.move(memberId, input.phoneIds, input.groupId);
        return true;
      },
    },
  );
}
