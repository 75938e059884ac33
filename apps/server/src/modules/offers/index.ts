import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import { createOffersAdminRepo } from './offers-admin.repo.js';
import { offersAdminRoutes } from './offers-admin.routes.js';
import { offersRoutes } from './offers.routes.js';
import { createOffersRepo } from './offers.repo.js';

/** What is on sale (issue 15): specs in tabs, their regions and stock, their packages per order type; the operator manages them. */
export function registerOffers(app: FastifyInstance, { db, guards }: { db: Db; guards: Guards }) {
  const offers = createOffersRepo(db);
  offersRoutes(app, { offers, guards });
  offersAdminRoutes(app, { offers, admin: createOffersAdminRepo(db), guards });
  return offers;
}
