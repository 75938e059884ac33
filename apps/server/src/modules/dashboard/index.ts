import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { createDashboardService } from './dashboard.service.js';

/** The operator console's dashboard (issue 19): GET /admin-api/dashboard/stats. */
export function registerDashboard(app: FastifyInstance, { db, clock, guards }: { db: Db; clock: Clock; guards: Guards }) {
  dashboardRoutes(app, { dashboard: createDashboardService({ db, clock }), guards });
}
