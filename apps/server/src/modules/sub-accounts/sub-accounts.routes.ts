import { subAccountsApi, subAccountsSchemas } from '@cloudphone/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth, type Guard } from '../../http/authenticate.js';
import { serveMemberArea } from '../../http/endpoints.js';
import type { SubAccountsService } from './sub-accounts.service.js';

/**
 * How often a member may look an account up by number. The answer says whether a number is
 * registered, so it is counted per member (after the guard, on every node through the limiter's
 * store): enough for typing numbers into the screens, too few to sweep a number range.
 */
export const LOOKUPS_PER_MINUTE = 30;

/** An owner's sub-accounts: list, look up, attach (with its holder's code), enable or disable, detach. */
export function subAccountsRoutes(app: FastifyInstance, { guard, subAccounts }: { guard: Guard; subAccounts: SubAccountsService }) {
  const perMember = {
    max: LOOKUPS_PER_MINUTE,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `sub-lookup:${requireAuth(request).memberId}`,
  };
  serveMemberArea(
    app,
    guard,
    { area: subAccountsApi, schemas: subAccountsSchemas, routes: { queryMemberByPhone: { config: { rateLimit: perMember } } } },
    {
      subPage: ({ memberId, input }) => subAccounts.page(memberId, input.phone, input.pageNo, input.pageSize),
      queryMemberByPhone: ({ input }) => subAccounts.byPhone(input.phone),
      add: ({ memberId, input }) => subAccounts.add(memberId, input.phone, input.code),
      updateStatus: ({ memberId, input }) => subAccounts.setStatus(memberId, input.id, input.status),
      remove: ({ memberId, input, request }) => subAccounts.remove(memberId, input.id, request.ip),
    },
  );
}
