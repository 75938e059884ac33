import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import type { Bus } from '../../infra/bus.js';
import type { Clock } from '../../infra/clock.js';
import type { Kv } from '../../infra/kv.js';
import type { Exports } from '../account/exports.js';
import type { SessionService } from '../auth/sessions.service.js';
import { accreditRoutes } from './accredit.routes.js';
import { createAccreditService } from './accredit.service.js';
import { createAuditService } from './audit.service.js';
import { createGrantLists } from './grant-lists.js';
import { createGrantSweep } from './grant-sweep.js';
import { createGrants } from './grants.js';
import { keyAccountRoutes } from './key-account.routes.js';
import { createKeyAccountService } from './key-account.service.js';
import { transferRoutes } from './transfer.routes.js';
import { createTransferService } from './transfer.service.js';

/**
 * Sharing phones with other accounts (issue 16, decision 025): grants and their lists, the access
 * audit trail, the sweep that ends expired grants, transfer, and the key-account allotments.
 * Grantees' sockets close through the sessions' `endGrant`, on every node.
 */
export function registerSharing(
  app: FastifyInstance,
  deps: {
    config: Pick<Config, 'GRANT_SWEEP_S' | 'AUDIT_RETAIN_DAYS'>;
    db: Db;
    kv: Kv;
    bus: Bus;
    clock: Clock;
    guards: Guards;
    sessions: SessionService;
    /** Where the audit trail's CSV exports go (modules/account). */
    exports: Exports;
    /** After a transfer, the phones' devices follow their rows (off the old owner's proxy). */
    devicesFollow?: (phoneIds: readonly number[]) => Promise<void>;
  },
) {
  const { config, db, kv, bus, clock } = deps;
  const guard = deps.guards.member;
  const grants = createGrants({ db, clock, log: app.log, endGrant: (event) => deps.sessions.sockets.endGrant(event) });
  const keyAccount = createKeyAccountService({ db, clock, grants });
  const sweep = createGrantSweep({
    db,
    kv,
    clock,
    grants,
    log: app.log,
    retainDays: config.AUDIT_RETAIN_DAYS,
    intervalS: config.GRANT_SWEEP_S,
  });
  app.addHook('onClose', async () => sweep.stop());

  accreditRoutes(app, {
    guard,
    accredit: createAccreditService({ db, clock, grants }),
    lists: createGrantLists({ db, clock }),
    audit: createAuditService({ db }),
    exports: deps.exports,
  });
  transferRoutes(app, { guard, transfer: createTransferService({ db, bus, clock, grants, devicesFollow: deps.devicesFollow }) });
  keyAccountRoutes(app, { guard, keyAccount });

  return {
    /** One sweep now (tests move the clock, then call it); null when another node holds the lease. */
    sweepOnce: sweep.sweepOnce,
    /** Ends the owner's live grants to a member (a removed sub-account); answers how many ended. */
    endGrantsTo: (ownerId: number, granteeId: number, ip: string | null): Promise<number> => keyAccount.endGrantsTo(ownerId, granteeId, ip),
  };
}
export type Sharing = ReturnType<typeof registerSharing>;
