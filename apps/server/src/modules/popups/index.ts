import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import { popupsRoutes } from './popups.routes.js';
import { createPopupsService } from './popups.service.js';

/** Popup notices: what the member console shows on opening, and the operator's editing of them. */
export function registerPopups(app: FastifyInstance, { db, clock, guards }: { db: Db; clock: Clock; guards: Guards }) {
  const popups = createPopupsService({ db, clock });
  popupsRoutes(app, { popups, guards });
  return popups;
}
