import { DUE_REMINDER_DAYS } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import type { Bus } from '../../infra/bus.js';
import type { Clock } from '../../infra/clock.js';
import type { Kv } from '../../infra/kv.js';
import type { SessionService } from '../auth/sessions.service.js';
import { noticeSocket } from './notice-socket.js';
import { noticesRoutes } from './notices.routes.js';
import { createNoticesService } from './notices.service.js';
import { createReminders } from './reminders.js';

/**
 * Notices: the operator sends them, members read them in the message center, the bell counts the
 * unread ones live (its own socket), and the reminder job writes due and expired reminders.
 */
export async function registerNotices(
  app: FastifyInstance,
  deps: { config: Pick<Config, 'REMINDER_SWEEP_S'>; db: Db; kv: Kv; bus: Bus; clock: Clock; sessions: SessionService; guards: Guards },
) {
  const { config, db, kv, bus, clock, sessions, guards } = deps;
  const notices = createNoticesService({ db, bus, clock });
  noticesRoutes(app, { notices, guards });
  await app.register(noticeSocket, { sessions, notices, bus });
  // The configuration module is built later (app.ts hands its reader over before the first sweep).
  let dueDays: () => Promise<readonly number[]> = async () => DUE_REMINDER_DAYS;
  const reminders = createReminders({ db, kv, clock, notices, log: app.log, thresholds: () => dueDays() });
  app.addHook('onReady', async () => reminders.start(config.REMINDER_SWEEP_S));
  app.addHook('onClose', () => reminders.close());
  return {
    ...notices,
    /** One sweep now (tests, which set REMINDER_SWEEP_S=0); answers the messages sent. */
    sweepReminders: reminders.sweepOnce,
    /** Where each sweep reads the due-reminder days from (the configuration's cached `notice.reminder.dueDays`). */
    readDueDaysFrom(source: () => Promise<readonly number[]>) {
      dueDays = source;
    },
  };
}
export type NoticesModule = Awaited<ReturnType<typeof registerNotices>>;
