import { DEFAULT_ROLE, GetInfoSchema, MemberInfoSchema } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { memberGuard, requireAuth } from '../../http/authenticate.js';
import { ok, replies } from '../../http/envelope.js';
import type { SessionService } from '../auth/sessions.service.js';
import { toMemberInfo } from './member-info.js';
import { createMembersRepo } from './members.repo.js';

/** What a member may do in the member console; the operator console has its own list. */
export const MEMBER_PERMISSIONS = ['member:console:view'];

export async function memberRoutes(app: FastifyInstance, { db, sessions }: { db: Db; sessions: SessionService }) {
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
    async (request) => ok({ user: await current(requireAuth(request).memberId), roles: [DEFAULT_ROLE], permissions: MEMBER_PERMISSIONS }),
  );
}
