import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import { popupsRoutes } from './popup-notices.routes.js';
import { createPopupsService } from './popup-notices.service.js';

/** Popup notices: what the member console shows on opening, and the operator's editing of them. */
export function registerPopups(app: FastifyInstance, { db, clock, guards }: { db: Db; clock: Clock; guards: Guards }) {
  const popups = createPopupsService({ db, clock });
  popupsRoutes(app, { popups, guards });
  return popups;
}
