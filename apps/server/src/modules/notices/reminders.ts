import { DUE_REMINDER_DAYS, NOTICE_TYPES, translate } from '@cloudphone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import type { Kv } from '../../infra/kv.js';
import { memberLocales } from './member-locale.js';
import type { NoticesService } from './notices.service.js';
import { createRemindersRepo, type ReminderWindow } from './reminders.repo.js';

const DAY_MS = 86_400_000;
/** The sweep's lease in the shared store: one node sends at a time. The unique key keeps it exactly once even if two overlap. */
const SWEEP_KEY = 'notices:reminders';
const SWEEP_LEASE_S = 120;

/** An alias goes into the message's rich text as text. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The windows of one sweep: for each due threshold the phones expiring after the next smaller
 * one (a phone 20 hours from expiry is in the 1-day window only, never also in the 3-day one),
 * and the phones past expiry for the expired reminder (threshold 0).
 */
export function reminderWindows(now: Date, thresholds: readonly number[]): ReminderWindow[] {
  const days = [...new Set(thresholds)].filter((d) => d > 0).sort((a, b) => a - b);
  const at = (d: number) => new Date(now.getTime() + d * DAY_MS);
  return [
    ...days.map((d, i) => ({
      kind: NOTICE_TYPES.dueReminder,
      thresholdDays: d,
      after: at(i ? days[i - 1]! : 0),
      upTo: at(d),
      live: true,
    })),
    { kind: NOTICE_TYPES.expiredReminder, thresholdDays: 0, after: null, upTo: now, live: false },
  ];
}

/**
 * Due and expired reminders (issue 18): once per phone, threshold and expiry time (a renewal
 * moves the expiry, so the next term is reminded again), grouped into one message per member
 * listing that member's phones. The record and the message are written in one transaction, so a
 * crash leaves neither; with several nodes one sweeps at a time under a lease in the shared store.
 */
export function createReminders(deps: {
  db: Db;
  kv: Kv;
  clock: Clock;
  notices: Pick<NoticesService, 'write' | 'announce'>;
  log: FastifyBaseLogger;
  /** The due thresholds in days, read at each sweep (the configuration's `notice.reminder.dueDays`). */
  thresholds?: () => Promise<readonly number[]>;
}) {
  const { db, kv, clock, notices, log, thresholds = async () => DUE_REMINDER_DAYS } = deps;
  const node = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<number> | null = null;

  /** Sends one window's reminders; answers how many messages went out. */
  async function sendWindow(window: ReminderWindow, now: Date) {
    const memberIds = await db.transaction(async (tx) => {
      const repo = createRemindersRepo(tx);
      const recorded = await repo.record(window, now);
      if (!recorded.length) return [];
      const names = new Map((await repo.names(recorded.map((r) => r.phoneId))).map((p) => [p.id, p.alias || p.owlId]));
      const byMember = new Map<number, string[]>();
      for (const { phoneId, memberId } of recorded) byMember.set(memberId, [...(byMember.get(memberId) ?? []), names.get(phoneId) ?? '']);
      const due = window.kind === NOTICE_TYPES.dueReminder;
      const localeOf = await memberLocales(tx, [...byMember.keys()]);
      await notices.write(
        tx,
        [...byMember].map(([memberId, phones]) => {
          const locale = localeOf(memberId);
          return {
            memberId,
            type: window.kind,
            title: translate(due ? 'notice.due.title' : 'notice.expired.title', locale),
            content: translate(due ? 'notice.due.content' : 'notice.expired.content', locale, {
              count: phones.length,
              days: window.thresholdDays,
              phones: phones
                .sort()
                .map(escapeHtml)
                .join(locale === 'zh-CN' ? '、' : ', '),
            }),
          };
        }),
      );
      return [...byMember.keys()];
    });
    await notices.announce(memberIds);
    return memberIds.length;
  }

  async function sweep(): Promise<number> {
    if (!(await kv.setIfAbsent(SWEEP_KEY, node, SWEEP_LEASE_S))) return 0;
    try {
      const now = clock.now();
      let sent = 0;
      for (const window of reminderWindows(now, await thresholds())) sent += await sendWindow(window, now);
      if (sent) log.info({ sent }, 'expiry reminders sent');
      return sent;
    } finally {
      await kv.deleteIfEquals(SWEEP_KEY, node);
    }
  }

  /** One sweep per node at a time: a tick during a sweep joins it. Answers the messages sent (0 when another node holds the lease). */
  function sweepOnce(): Promise<number> {
    sweeping ??= sweep().finally(() => {
      sweeping = null;
    });
    return sweeping;
  }

  const run = () => void sweepOnce().catch((err: unknown) => log.error({ err }, 'expiry reminders failed'));

  return {
    sweepOnce,
    /** Sweeps now and every `intervalS` seconds (0: never, as in tests, which call sweepOnce). */
    start(intervalS: number) {
      if (timer || intervalS <= 0) return;
      run();
      timer = setInterval(run, intervalS * 1000);
      timer.unref();
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = null;
      await sweeping?.catch(() => undefined);
    },
  };
}
export type Reminders = ReturnType<typeof createReminders>;
