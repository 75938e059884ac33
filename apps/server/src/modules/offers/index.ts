import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import { offersRoutes } from './offers.routes.js';
import { createOffersRepo } from './offers.repo.js';

/** What is on sale (issue 15): specs in tabs, their regions and stock, their packages per order type. */
export function registerOffers(app: FastifyInstance, { db, guards }: { db: Db; guards: Guards }) {
  const offers = createOffersRepo(db);
  offersRoutes(app, { offers, guards });
  return offers;
}
