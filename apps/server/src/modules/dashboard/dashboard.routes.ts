import { dashboardAdminApi, dashboardAdminSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/authenticate.js';
import { serveOperatorArea } from '../../http/endpoints.js';
import type { DashboardService } from './dashboard.service.js';

export function dashboardRoutes(app: FastifyInstance, { dashboard, guards }: { dashboard: DashboardService; guards: Guards }) {
  serveOperatorArea(
    app,
    guards.operator,
    { area: dashboardAdminApi, schemas: dashboardAdminSchemas },
    { stats: ({ input }) => dashboard.stats(input.days) },
  );
}
