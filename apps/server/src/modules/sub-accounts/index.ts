import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import type { CodeService } from '../auth/codes.service.js';
import type { SessionService } from '../auth/sessions.service.js';
import type { NoticesService } from '../notices/notices.service.js';
import { subAccountsRoutes } from './sub-accounts.routes.js';
import { createSubAccountsService, type EndGrantsTo } from './sub-accounts.service.js';

export type { EndGrantsTo } from './sub-accounts.service.js';

/**
 * Sub-accounts (issue 16, decision 025). `endGrantsTo` comes from the sharing module, which owns
 * grants: removing a sub-account ends the owner's grants to it through it. `codes` are the auth
 * module's SMS codes: adding one needs the code sent to its phone.
 */
export function registerSubAccounts(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    guards: Guards;
    sessions: SessionService;
    codes: Pick<CodeService, 'verify'>;
    notices: NoticesService;
    endGrantsTo: EndGrantsTo;
  },
) {
  const subAccounts = createSubAccountsService({ ...deps, log: app.log });
  subAccountsRoutes(app, { guard: deps.guards.member, subAccounts });
  return subAccounts;
}
