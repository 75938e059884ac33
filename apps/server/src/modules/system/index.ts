import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import type { MemberPermissions } from '../member/member-permissions.js';
import { frontRoutes } from './front.routes.js';
import type { FrontService } from './front.service.js';
import { createShellRepo } from './shell.repo.js';
import { shellRoutes } from './shell.routes.js';

/** The console's frame: branding and global config for anyone, the member's menus, feedback and page views. */
export function registerSystem(
  app: FastifyInstance,
  { db, clock, guards, front, permissions }: { db: Db; clock: Clock; guards: Guards; front: FrontService; permissions: MemberPermissions },
) {
  const shell = createShellRepo(db);
  frontRoutes(app, { front, shell });
  shellRoutes(app, { shell, guards, clock, permissions });
  return shell;
}
