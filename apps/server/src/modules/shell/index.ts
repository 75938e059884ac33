import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import type { MemberPermissions } from '../member/member-permissions.js';
import { createMembersRepo } from '../member/members.repo.js';
import { createShellRepo } from './shell.repo.js';
import { shellRoutes } from './shell.routes.js';

/** The signed-in console's frame: the member's menus, feedback and page views. */
export function registerShell(
  app: FastifyInstance,
  { db, clock, guards, permissions }: { db: Db; clock: Clock; guards: Guards; permissions: MemberPermissions },
) {
  shellRoutes(app, { shell: createShellRepo(db), members: createMembersRepo(db), guards, clock, permissions });
}
