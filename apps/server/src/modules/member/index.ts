import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import type { MemberPermissions } from './member-permissions.js';
import { memberRoutes } from './member.routes.js';
import { createMembersRepo } from './members.repo.js';

/** The signed-in member, and the operator's switches of what members may do. */
export function registerMember(
  app: FastifyInstance,
  { db, guards, permissions }: { db: Db; guards: Guards; permissions: MemberPermissions },
) {
  memberRoutes(app, { members: createMembersRepo(db), guards, permissions });
}
