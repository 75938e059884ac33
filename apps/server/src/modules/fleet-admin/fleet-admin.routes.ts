import { fleetAdminApi, fleetAdminSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/authenticate.js';
import { serveOperatorArea } from '../../http/endpoints.js';
import type { FleetAdminService } from './fleet-admin.service.js';

/** The operator's fleet: hosts, phones across members, maintenance mode, operations on a member's behalf. */
export function fleetAdminRoutes(app: FastifyInstance, { fleet, guards }: { fleet: FleetAdminService; guards: Guards }) {
  serveOperatorArea(
    app,
    guards.operator,
    { area: fleetAdminApi, schemas: fleetAdminSchemas },
    {
      hosts: () => fleet.hosts(),
      phonePage: ({ input }) => fleet.page(input),
      maintenance: ({ input, locale, auditBefore }) => fleet.maintenance(input.ids, input.on, locale, auditBefore),
      operate: ({ input, locale, auditBefore }) => fleet.operate(input, locale, auditBefore),
    },
  );
}
