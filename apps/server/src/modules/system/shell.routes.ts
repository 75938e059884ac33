import {
  allowedRoutes,
  CustomerServiceEntrySchema,
  CustomerServiceQuery,
  FeedbackSchema,
  MenuRouteSchema,
  pageResult,
  PageViewSchema,
} from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../infra/clock.js';
import { memberGuard, requireAuth } from '../../http/authenticate.js';
import { ok, replies } from '../../http/envelope.js';
import type { SessionService } from '../auth/sessions.service.js';
import type { MemberPermissions } from '../member/member-permissions.js';
import { MEMBER_MENUS } from './member-menus.js';
import type { ShellRepo } from './shell.repo.js';

interface Deps {
  shell: ShellRepo;
  sessions: SessionService;
  clock: Clock;
  permissions: MemberPermissions;
}

/** What the console shell needs from the server: menus, contacts, feedback and page views. */
export async function shellRoutes(app: FastifyInstance, { shell, sessions, clock, permissions }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = memberGuard(sessions);
  const tags = ['console shell'];

  r.get(
    '/getRouters',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: "The member's menu route tree (Layout / ParentView / page components), the routes the member's permissions allow",
        response: replies(z.array(MenuRouteSchema)),
      },
    },
    async () => ok(allowedRoutes(MEMBER_MENUS, await permissions.held())),
  );

  r.get(
    '/app-api/system/customer-service/page',
    {
      schema: {
        tags,
        summary: 'Customer-service contacts; type 2 is the group contact',
        querystring: CustomerServiceQuery,
        response: replies(pageResult(CustomerServiceEntrySchema)),
      },
    },
    async (request) => ok(await shell.customerService(request.query.type, request.query.pageNo, request.query.pageSize)),
  );

  r.post(
    '/app-api/system/user-feedback/feedback',
    {
      preHandler: guard,
      schema: { tags, summary: 'Send feedback (title ≤ 100, content ≤ 300)', body: FeedbackSchema, response: replies(z.number().int()) },
    },
    async (request) => {
      const { feedbackTitle, feedbackContent, feedbackSource } = request.body;
      const id = await shell.addFeedback({
        memberId: requireAuth(request).memberId,
        title: feedbackTitle,
        content: feedbackContent,
        source: feedbackSource,
        createdAt: clock.now(),
      });
      return ok(id);
    },
  );

  r.post(
    '/app-api/system/page-view',
    {
      preHandler: guard,
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Record one navigation of the console', body: PageViewSchema, response: replies(z.boolean()) },
    },
    async (request) => {
      await shell.addPageView({
        memberId: requireAuth(request).memberId,
        path: request.body.path,
        title: request.body.title ?? null,
        createdAt: clock.now(),
      });
      return ok(true);
    },
  );
}
