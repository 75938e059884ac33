import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import type { Kv } from '../../infra/kv.js';
import type { PhoneDelivery } from '../phones/phone-delivery.js';
import { createRedeemCodesAdmin } from './redeem-codes.admin.js';
import { redeemCodesRoutes } from './redeem-codes.routes.js';
import { createRedeemCodesService } from './redeem-codes.service.js';

/** Redemption codes (issue 15): the member's redeeming and the operator's batches. */
export function registerRedeemCodes(
  app: FastifyInstance,
  deps: { db: Db; kv: Kv; clock: Clock; guards: Guards; secret: string; deliverPhones: PhoneDelivery },
) {
  const codes = createRedeemCodesService({ ...deps, log: app.log });
  const admin = createRedeemCodesAdmin({ db: deps.db, clock: deps.clock, hashOf: codes.hashOf });
  redeemCodesRoutes(app, { guards: deps.guards, codes, admin });
  return { codes, admin };
}
