import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import type { Passwords } from '../auth/passwords.js';
import type { SessionService } from '../auth/sessions.service.js';
import { memberAdminRoutes } from './member-admin.routes.js';
import { createMemberAdminService } from './member-admin.service.js';

/** The operator console's member accounts (issue 19): search, detail, enable / disable, password reset, export. */
export function registerMemberAdmin(
  app: FastifyInstance,
  { db, clock, guards, sessions, passwords }: { db: Db; clock: Clock; guards: Guards; sessions: SessionService; passwords: Passwords },
) {
  const members = createMemberAdminService({ db, sessions, passwords });
  memberAdminRoutes(app, { members, guards, clock });
  return members;
}
