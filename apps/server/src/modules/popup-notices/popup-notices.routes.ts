import { popupNoticesAdminApi, popupNoticesAdminSchemas, popupNoticesApi, popupNoticesSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/authenticate.js';
import { serveMemberArea, serveOperatorArea } from '../../http/endpoints.js';
import type { PopupsService } from './popup-notices.service.js';

interface Deps {
  popups: PopupsService;
  guards: Guards;
}

/** Popup notices: the member console's list (spec point 7) and the operator's create, update, delete and page. */
export function popupsRoutes(app: FastifyInstance, { popups, guards }: Deps) {
  serveMemberArea(
    app,
    guards.member,
    { area: popupNoticesApi, schemas: popupNoticesSchemas },
    {
      page: ({ input }) => popups.showable(input),
    },
  );

  serveOperatorArea(
    app,
    guards.operator,
    { area: popupNoticesAdminApi, schemas: popupNoticesAdminSchemas },
    {
      page: ({ input }) => popups.list(input),
      create: ({ input }) => popups.create(input),
      update: async ({ input: { id, ...notice } }) => {
        await popups.update(id, notice);
        return true;
      },
      remove: async ({ input }) => {
        await popups.remove(input.id);
        return true;
      },
    },
  );
}
