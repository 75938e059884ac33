import { DEFAULT_ROLE, GetInfoSchema, MemberInfoSchema, MemberPermissionSwitchesSchema } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { memberGuard, operatorGuard, requireAuth } from '../../http/authenticate.js';
import { ok, replies } from '../../http/envelope.js';
import type { SessionService } from '../auth/sessions.service.js';
import { toMemberInfo } from './member-info.js';
import type { MemberPermissions } from './member-permissions.js';
import { createMembersRepo } from './members.repo.js';

export async function memberRoutes(
  app: FastifyInstance,
  { db, sessions, permissions }: { db: Db; sessions: SessionService; permissions: MemberPermissions },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const members = createMembersRepo(db);
  const guard = memberGuard(sessions);
  const current = async (memberId: number) => {
    const row = await members.findById(memberId);
    if (!row) throw new AppError('UNAUTHORIZED');
    return toMemberInfo(row);
  };

  r.get(
    '/app-api/member/member/currentMemberInfo',
    {
      preHandler: guard,
      schema: { tags: ['member'], summary: 'The signed-in member', response: replies(MemberInfoSchema) },
    },
    async (request) => ok(await current(requireAuth(request).memberId)),
  );

  r.get(
    '/getInfo',
    {
      preHandler: guard,
      schema: { tags: ['member'], summary: 'Current user with roles and permissions (RuoYi shape)', response: replies(GetInfoSchema) },
    },
    async (request) =>
      ok({ user: await current(requireAuth(request).memberId), roles: [DEFAULT_ROLE], permissions: await permissions.held() }),
  );

  const switches = { tags: ['operator members'], response: replies(MemberPermissionSwitchesSchema) };
  r.get(
    '/admin-api/member/permission-switches',
    { preHandler: operatorGuard(sessions), schema: { ...switches, summary: 'Member console areas switched off for the site' } },
    async () => ok({ disabled: await permissions.disabled() }),
  );
  r.put(
    '/admin-api/member/permission-switches',
    {
      preHandler: operatorGuard(sessions),
      schema: {
        ...switches,
        summary: 'Switch member console areas off (the rest on); menus and routes follow',
        body: MemberPermissionSwitchesSchema,
      },
    },
    async (request) => {
      await permissions.setDisabled(request.body.disabled);
      return ok({ disabled: await permissions.disabled() });
    },
  );
}
