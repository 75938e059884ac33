import { noticesAdminApi, noticesAdminSchemas, noticesApi, noticesSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/authenticate.js';
import { serveMemberArea, serveOperatorArea } from '../../http/endpoints.js';
import type { NoticesService } from './notices.service.js';

/**
 * The member's message center and unread count, and the operator's notices: send, the legacy
 * POST/PUT /system/notice, the list of what was sent (the bell's live count is notice-socket.ts).
 */
export function noticesRoutes(app: FastifyInstance, { notices, guards }: { notices: NoticesService; guards: Guards }) {
  serveMemberArea(
    app,
    guards.member,
    { area: noticesApi, schemas: noticesSchemas },
    {
      unreadCount: ({ memberId }) => notices.unreadCount(memberId),
      myPage: ({ memberId, input }) => notices.page(memberId, input),
      info: ({ memberId, input }) => notices.info(memberId, input.id),
      updateRead: ({ memberId, input }) => notices.markRead(memberId, input.ids),
      updateAllRead: ({ memberId }) => notices.markAllRead(memberId),
      remove: ({ memberId, input }) => notices.remove(memberId, input.ids),
      countNoRead: ({ memberId }) => notices.unreadCount(memberId),
    },
  );
  serveOperatorArea(
    app,
    guards.operator,
    { area: noticesAdminApi, schemas: noticesAdminSchemas },
    {
      send: ({ input, operatorId }) => notices.send(input, operatorId),
      create: ({ input, operatorId }) =>
        notices.createNotice({ title: input.noticeTitle, type: input.noticeType, content: input.noticeContent }, operatorId),
      update: ({ input, operatorId, auditBefore }) => notices.updateNotice(input, operatorId, auditBefore),
      list: ({ input }) => notices.noticePage(input),
      get: ({ input }) => notices.notice(input.noticeId),
    },
  );
}
