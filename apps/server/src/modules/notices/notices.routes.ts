import { noticesAdminApi, noticesAdminSchemas, noticesApi, noticesSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import { memberGuard, operatorGuard } from '../../http/authenticate.js';
import { serveMemberArea, serveOperatorArea } from '../../http/endpoints.js';
import type { SessionService } from '../auth/sessions.service.js';
import type { NoticesService } from './notices.service.js';

/** The member's unread count, and the operator's sending (the bell's live count is notice-socket.ts). */
export async function noticesRoutes(app: FastifyInstance, { notices, sessions }: { notices: NoticesService; sessions: SessionService }) {
  serveMemberArea(
    app,
    memberGuard(sessions),
    { area: noticesApi, schemas: noticesSchemas },
    {
      unreadCount: ({ memberId }) => notices.unreadCount(memberId),
    },
  );
  serveOperatorArea(
    app,
    operatorGuard(sessions),
    { area: noticesAdminApi, schemas: noticesAdminSchemas },
    {
      send: ({ input }) => notices.send(input),
    },
  );
}
