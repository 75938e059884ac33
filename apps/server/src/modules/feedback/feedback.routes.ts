import { feedbackAdminApi, feedbackAdminSchemas, feedbackApi, feedbackSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/authenticate.js';
import { serveMemberArea, serveOperatorArea } from '../../http/endpoints.js';
import type { FeedbackService } from './feedback.service.js';

/** The member's feedback with replies and key-account lead; the operator's lists, replies, closing and lead statuses. */
export function feedbackRoutes(app: FastifyInstance, { feedback, guards }: { feedback: FeedbackService; guards: Guards }) {
  serveMemberArea(
    app,
    guards.member,
    { area: feedbackApi, schemas: feedbackSchemas },
    {
      myPage: ({ memberId, input }) => feedback.mine(memberId, input.pageNo, input.pageSize),
      createLead: ({ memberId, input }) => feedback.createLead(memberId, input),
      myLead: ({ memberId }) => feedback.myLead(memberId),
    },
  );
  serveOperatorArea(
    app,
    guards.operator,
    { area: feedbackAdminApi, schemas: feedbackAdminSchemas },
    {
      page: ({ input: { pageNo, pageSize, ...filter } }) => feedback.page(filter, pageNo, pageSize),
      get: ({ input }) => feedback.get(input.id),
      reply: ({ operatorId, input }) => feedback.reply(operatorId, input.id, input.replyContent),
      close: async ({ input, auditBefore }) => {
        auditBefore(await feedback.close(input.id));
        return true;
      },
      leadPage: ({ input: { pageNo, pageSize, ...filter } }) => feedback.leadPage(filter, pageNo, pageSize),
      leadReply: ({ operatorId, input }) => feedback.leadReply(operatorId, input.id, input.replyContent),
      leadUpdateStatus: async ({ input, auditBefore }) => {
        auditBefore(await feedback.leadSetStatus(input.id, input.status));
        return true;
      },
    },
  );
}
