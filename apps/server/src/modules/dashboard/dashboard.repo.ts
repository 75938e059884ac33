import { PAD_TYPE } from '@cloudphone/contract';
import { and, count, gte, isNotNull, isNull, lt, sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { devices, members, orders, phones, userFeedback } from '../../db/schema.js';

/** Trial phones are given, not paid for: the phone figures leave them out. */
const TRIAL_PAD_TYPES = [PAD_TYPE.appTrial, PAD_TYPE.webTrial, PAD_TYPE.pcWebTrial];

/**
 * An instant's Asia/Shanghai calendar day as a day number (days since 1970-01-01 there).
 * Shanghai keeps UTC+8 all year, so this needs no time-zone data (dashboard.service.ts counts days the same way).
 */
const dayOf = (column: AnyColumn) => sql<number>`floor((extract(epoch from ${column}) + 28800) / 86400)::int`;

/** A window of whole days: from the start of the first to the end of the last. */
export interface DayWindow {
  from: Date;
  to: Date;
}

/** The dashboard's figures (issue 19), one query each, over every member. */
export function createDashboardRepo(db: DbOrTx) {
  return {
    /** Paid phones rented and not expired, of which expiring before `soon`, and expired or in the recycle bin. */
    async phones(now: Date, soon: Date) {
      const live = sql`${phones.recycledAt} is null and ${phones.expireTime} > ${now}`;
      const [row] = await db
        .select({
          active: sql<number>`count(*) filter (where ${live})::int`,
          expiring: sql<number>`count(*) filter (where ${live} and ${phones.expireTime} <= ${soon})::int`,
          expired: sql<number>`count(*) filter (where not (${live}))::int`,
        })
        .from(phones)
        .where(sql`${phones.padType} not in (${sql.join(TRIAL_PAD_TYPES, sql`, `)})`);
      return row!;
    },

    /** Sign-ups per day of the window (days with none are absent). */
    signUpsPerDay({ from, to }: DayWindow) {
      const day = dayOf(members.createdAt);
      return db
        .select({ day, n: sql<number>`count(*)::int` })
        .from(members)
        .where(and(gte(members.createdAt, from), lt(members.createdAt, to)))
        .groupBy(day);
    },

    /** Orders created per day of the window. */
    ordersPerDay({ from, to }: DayWindow) {
      const day = dayOf(orders.createdAt);
      return db
        .select({ day, n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(gte(orders.createdAt, from), lt(orders.createdAt, to)))
        .groupBy(day);
    },

    /** Orders paid per day of the window and what they paid (fen): refunded ones included, they were paid. */
    paidPerDay({ from, to }: DayWindow) {
      const day = dayOf(orders.payTime);
      return db
        .select({ day, n: sql<number>`count(*)::int`, revenue: sql<number>`coalesce(sum(${orders.payPrice}), 0)::bigint`.mapWith(Number) })
        .from(orders)
        .where(and(isNotNull(orders.payTime), gte(orders.payTime, from), lt(orders.payTime, to)))
        .groupBy(day);
    },

    devicesByStatus() {
      return db
        .select({ status: devices.status, n: sql<number>`count(*)::int` })
        .from(devices)
        .groupBy(devices.status);
    },

    /** Feedback neither replied to nor closed. */
    async openFeedback() {
      const [row] = await db
        .select({ n: count() })
        .from(userFeedback)
        .where(and(isNull(userFeedback.replyTime), isNull(userFeedback.closedAt)));
      return row!.n;
    },
  };
}
