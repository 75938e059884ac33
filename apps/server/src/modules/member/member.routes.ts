import { DEFAULT_ROLE, memberAdminApi, memberAdminSchemas, memberApi, memberSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { Guards } from '../../http/authenticate.js';
import { serveMemberArea, serveOperatorArea } from '../../http/endpoints.js';
import { toMemberInfo } from './member-info.js';
import type { MemberPermissions } from './member-permissions.js';
import type { MembersRepo } from './members.repo.js';

/** The signed-in member (/getInfo and member/user/get), and the operator's permission switches. */
export function memberRoutes(
  app: FastifyInstance,
  { members, guards, permissions }: { members: MembersRepo; guards: Guards; permissions: MemberPermissions },
) {
  const current = async (memberId: number) => {
    const row = await members.findById(memberId);
    if (!row) throw new AppError('UNAUTHORIZED');
    return toMemberInfo(row);
  };

  serveMemberArea(
    app,
    guards.member,
    { area: memberApi, schemas: memberSchemas },
    {
      current: ({ memberId }) => current(memberId),
      getInfo: async ({ memberId }) => ({ user: await current(memberId), roles: [DEFAULT_ROLE], permissions: await permissions.held() }),
    },
  );

  serveOperatorArea(
    app,
    guards.operator,
    { area: memberAdminApi, schemas: memberAdminSchemas },
    {
      permissionSwitches: async () => ({ disabled: await permissions.disabled() }),
      setPermissionSwitches: async ({ input }) => {
        await permissions.setDisabled(input.disabled);
        return { disabled: await permissions.disabled() };
      },
    },
  );
}
