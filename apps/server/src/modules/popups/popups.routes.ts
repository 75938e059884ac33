import { popupNoticesAdminApi, popupNoticesAdminSchemas, popupNoticesApi, popupNoticesSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import { memberGuard, operatorGuard } from '../../http/authenticate.js';
import { serveMemberArea, serveOperatorArea } from '../../http/endpoints.js';
import type { SessionService } from '../auth/sessions.service.js';
import type { PopupsService } from './popups.service.js';

interface Deps {
  popups: PopupsService;
  sessions: SessionService;
}

/** Popup notices: the member console's list (spec point 7) and the operator's create, update, delete and page. */
export async function popupsRoutes(app: FastifyInstance, { popups, sessions }: Deps) {
  serveMemberArea(
    app,
    memberGuard(sessions),
    { area: popupNoticesApi, schemas: popupNoticesSchemas },
    {
      page: ({ input }) => popups.showable(input),
    },
  );

  serveOperatorArea(
    app,
    operatorGuard(sessions),
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
