import { DEFAULT_ROLE, memberAdminApi, memberAdminSchemas, memberApi, memberSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { memberGuard, operatorGuard } from '../../http/authenticate.js';
import { serveMemberArea, serveOperatorArea } from '../../http/endpoints.js';
import type { SessionService } from '../auth/sessions.service.js';
import { toMemberInfo } from './member-info.js';
import type { MemberPermissions } from './member-permissions.js';
import { createMembersRepo } from './members.repo.js';

export async function memberRoutes(
  app: FastifyInstance,
  { db, sessions, permissions }: { db: Db; sessions: SessionService; permissions: MemberPermissions },
) {
  const members = createMembersRepo(db);
  const current = async (memberId: number) => {
    const row = await members.findById(memberId);
    if (!row) throw new AppError('UNAUTHORIZED');
    return toMemberInfo(row);
  };

  serveMemberArea(
    app,
    memberGuard(sessions),
    { area: memberApi, schemas: memberSchemas },
    {
      current: ({ memberId }) => current(memberId),
      getInfo: async ({ memberId }) => ({ user: await current(memberId), roles: [DEFAULT_ROLE], permissions: await permissions.held() }),
    },
  );

  serveOperatorArea(
    app,
    operatorGuard(sessions),
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
