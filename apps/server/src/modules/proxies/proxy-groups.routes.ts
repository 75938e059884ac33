import { proxyGroupsApi, proxyGroupsSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Guard } from '../../http/authenticate.js';
import { serveMemberArea } from '../../http/endpoints.js';
import type { ProxyGroupsService } from './proxy-groups.service.js';

/** The member's proxy groups (issue 17, /app-api/infra/proxy-group/*); another member's are not found. */
export function proxyGroupsRoutes(app: FastifyInstance, { guard, groups }: { guard: Guard; groups: ProxyGroupsService }) {
  serveMemberArea(
    app,
    guard,
    { area: proxyGroupsApi, schemas: proxyGroupsSchemas },
    {
      list: ({ memberId }) => groups.list(memberId),
      create: ({ memberId, input }) => groups.create(memberId, input.name),
      update: async ({ memberId, input }) => {
        await groups.rename(memberId, input.id, input.name);
        return true;
      },
      remove: async ({ memberId, input }) => {
        await groups.remove(memberId, input.id);
        return true;
      },
    },
  );
}
