import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import type { Bus } from '../../infra/bus.js';
import type { Clock } from '../../infra/clock.js';
import type { SessionService } from '../auth/sessions.service.js';
import { noticeSocket } from './notice-socket.js';
import { noticesRoutes } from './notices.routes.js';
import { createNoticesService } from './notices.service.js';

/** Notices: the operator sends them, the member's bell counts the unread ones live (its own socket). */
export async function registerNotices(
  app: FastifyInstance,
  { db, bus, clock, sessions, guards }: { db: Db; bus: Bus; clock: Clock; sessions: SessionService; guards: Guards },
) {
  const notices = createNoticesService({ db, bus, clock });
  noticesRoutes(app, { notices, guards });
  await app.register(noticeSocket, { sessions, notices, bus });
  return notices;
}
