import { proxiesApi, proxiesSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Guard } from '../../http/authenticate.js';
import { serveMemberArea } from '../../http/endpoints.js';
import type { ProxyBatchAdd } from './batch-add.js';
import type { ProxyDetection } from './ports.js';
import type { ProxiesService } from './proxies.service.js';
import type { ProxyGroupsService } from './proxy-groups.service.js';

/**
 * The member's proxies (issue 17, /app-api/infra/proxy/*). Every call acts on the signed-in
 * member's own proxies and groups: another member's answer "not found", as if they did not exist.
 */
export function proxiesRoutes(
  app: FastifyInstance,
  deps: { guard: Guard; proxies: ProxiesService; groups: ProxyGroupsService; batch: ProxyBatchAdd; detection: ProxyDetection },
) {
  const { proxies, groups, batch, detection } = deps;
  serveMemberArea(
    app,
    deps.guard,
    { area: proxiesApi, schemas: proxiesSchemas },
    {
      page: ({ memberId, input }) => proxies.page(memberId, input),
      get: ({ memberId, input }) => proxies.get(memberId, input.id),
      create: ({ memberId, input }) => proxies.create(memberId, input),
      createBatch: ({ memberId, input, locale }) => batch.add(memberId, input, locale),
      update: async ({ memberId, input }) => {
        await proxies.update(memberId, input);
        return true;
      },
      deleteBatch: ({ memberId, input }) => proxies.deleteBatch(memberId, input.ids),
      updateGroup: async ({ memberId, input }) => {
        await proxies.updateGroup(memberId, input.ids, input.groupId);
        return true;
      },
      mergeGroup: async ({ memberId, input }) => {
        await groups.merge(memberId, input.oldGroupIds, input.newGroupId);
        return true;
      },
      detect: ({ memberId, input, locale }) =>
        detection.detectForMember(memberId, input.ids ? { ids: input.ids } : { id: input.id! }, locale),
    },
  );
}
