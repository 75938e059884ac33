import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import type { SessionService } from '../auth/sessions.service.js';
import { memberAdminRoutes } from './member-admin.routes.js';
import { createMemberAdminService } from './member-admin.service.js';

/** The operator console's member accounts (issue 19): search, detail, enable / disable, password reset, export. */
export function registerMemberAdmin(
  app: FastifyInstance,
  { db, clock, guards, sessions }: { db: Db; clock: Clock; guards: Guards; sessions: SessionService },
) {
  const members = createMemberAdminService({ db, sessions });
  memberAdminRoutes(app, { members, guards, clock });
  return members;
}
