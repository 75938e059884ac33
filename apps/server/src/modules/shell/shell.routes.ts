import { allowedRoutes, shellApi, shellSchemas } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../infra/clock.js';
import type { Guards } from '../../http/authenticate.js';
import { serveMemberArea } from '../../http/endpoints.js';
import type { MemberPermissions } from '../member/member-permissions.js';
import type { MembersRepo } from '../member/members.repo.js';
import { MEMBER_MENUS } from './member-menus.js';
import type { ShellRepo } from './shell.repo.js';

interface Deps {
  shell: ShellRepo;
  members: Pick<MembersRepo, 'setLocale'>;
  guards: Guards;
  clock: Clock;
  permissions: MemberPermissions;
}

/** What the console shell needs from the server: menus, feedback and page views. */
export function shellRoutes(app: FastifyInstance, { shell, members, guards, clock, permissions }: Deps) {
  serveMemberArea(
    app,
    guards.member,
    { area: shellApi, schemas: shellSchemas, routes: { pageView: { config: { rateLimit: { max: 600, timeWindow: '1 minute' } } } } },
    {
      routers: async () => allowedRoutes(MEMBER_MENUS, await permissions.held()),
      feedback: ({ memberId, input }) =>
        shell.addFeedback({
          memberId,
          title: input.feedbackTitle,
          content: input.feedbackContent,
          source: input.feedbackSource,
          createdAt: clock.now(),
        }),
      pageView: async ({ memberId, input, locale }) => {
        await shell.addPageView({ memberId, path: input.path, title: input.title ?? null, createdAt: clock.now() });
        // Every navigation says which language the console shows: reminders and replies the server
        // writes later for this member are written in it (modules/notices/member-locale.ts).
        await members.setLocale(memberId, locale);
        return true;
      },
    },
  );
}
