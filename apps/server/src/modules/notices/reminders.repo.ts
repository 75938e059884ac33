import { and, asc, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { expiryReminders, members, phones } from '../../db/schema.js';

/** Which phones a reminder is for: expiring in (after, upTo]; `live` leaves out those in the recycle bin. */
export interface ReminderWindow {
  kind: number;
  thresholdDays: number;
  after: Date | null;
  upTo: Date;
  live: boolean;
}

export function createRemindersRepo(db: DbOrTx) {
  return {
    /**
     * Records the reminder for every phone in the window that has not had it for its current
     * expiry time, in one statement; answers the phones recorded now. The unique key
     * (phone, kind, threshold, expiry) makes a concurrent or repeated sweep record nothing twice:
     * a second transaction waits for the first's rows and then skips them.
     */
    async record(window: ReminderWindow, now: Date) {
      const due = and(
        isNull(members.deletedAt),
        lte(phones.expireTime, window.upTo),
        window.after ? gt(phones.expireTime, window.after) : undefined,
        window.live ? isNull(phones.recycledAt) : undefined,
      );
      // Raw: drizzle's insert-select names the identity column too, which PostgreSQL refuses.
      const result = await db.execute(sql`
        insert into ${expiryReminders} (phone_id, member_id, kind, threshold_days, expire_time, created_at)
        select ${phones.id}, ${phones.memberId}, ${window.kind}::smallint, ${window.thresholdDays}::smallint,
               ${phones.expireTime}, ${now.toISOString()}::timestamptz
        from ${phones} join ${members} on ${members.id} = ${phones.memberId}
        where ${due}
        on conflict do nothing
        returning phone_id, member_id`);
      const rows = (result as unknown as { rows: Array<{ phone_id: number | string; member_id: number | string }> }).rows;
      return rows.map((r) => ({ phoneId: Number(r.phone_id), memberId: Number(r.member_id) }));
    },

    /** What the member calls each phone: its alias, else its ID. */
    async names(phoneIds: number[]) {
      if (!phoneIds.length) return [];
      return db
        .select({ id: phones.id, alias: phones.alias, owlId: phones.owlId })
        .from(phones)
        .where(inArray(phones.id, phoneIds))
        .orderBy(asc(phones.alias), asc(phones.id));
    },
  };
}
