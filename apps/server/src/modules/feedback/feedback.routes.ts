import { feedbackAdminApi, feedbackAdminSchemas, feedbackApi, feedbackSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/authenticate.js';
import { serveMemberArea, serveOperatorArea } from '../../http/endpoints.js';
import type { FeedbackService } from './feedback.service.js';

/** The member's feedback with replies and key-account lead; the operator's lists and replies. */
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
      page: ({ input }) => feedback.page(input.replied, input.pageNo, input.pageSize),
      reply: ({ operatorId, input }) => feedback.reply(operatorId, input.id, input.replyContent),
      leadPage: ({ input }) => feedback.leadPage(input.replied, input.pageNo, input.pageSize),
      leadReply: ({ operatorId, input }) => feedback.leadReply(operatorId, input.id, input.replyContent),
    },
  );
}
