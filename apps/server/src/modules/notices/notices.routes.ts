import { SendNoticeSchema } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberGuard, operatorGuard, requireAuth } from '../../http/authenticate.js';
import { ok, replies } from '../../http/envelope.js';
import type { SessionService } from '../auth/sessions.service.js';
import type { NoticesService } from './notices.service.js';

export async function noticesRoutes(app: FastifyInstance, { notices, sessions }: { notices: NoticesService; sessions: SessionService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/app-api/system/notify-message/get-unread-count',
    {
      preHandler: memberGuard(sessions),
      schema: { tags: ['notices'], summary: "The member's unread message count", response: replies(z.number().int()) },
    },
    async (request) => ok(await notices.unreadCount(requireAuth(request).memberId)),
  );

  r.post(
    '/admin-api/system/notify-message/send',
    {
      preHandler: operatorGuard(sessions),
      schema: {
        tags: ['operator notices'],
        summary: 'Send a message to one member (by phone) or to every member; returns how many got it',
        body: SendNoticeSchema,
        response: replies(z.number().int()),
      },
    },
    async (request) => ok(await notices.send(request.body)),
  );
}
