import { FREE_NEW_MACHINE_PER_MONTH } from '@cloudphone/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { newMachineQuota } from '../../db/schema.js';

/** Free one-click new machine uses, per member and month ("YYYY-MM", Shanghai time). */
export function createNewMachineQuotaRepo(db: DbOrTx) {
  return {
    /** Takes one use in one statement that refuses at the limit, so concurrent batches never go over it; false at the limit. */
    async take(memberId: number, month: string): Promise<boolean> {
      const taken = await db.execute(sql`
        insert into ${newMachineQuota} (member_id, month, used) values (${memberId}, ${month}, 1)
        on conflict (member_id, month) do update set used = ${newMachineQuota.used} + 1
        where ${newMachineQuota.used} < ${FREE_NEW_MACHINE_PER_MONTH}
        returning used`);
      return (taken as unknown as { rows: unknown[] }).rows.length > 0;
    },

    /** Gives a use back (the phone refused the operation it was taken for). */
    async giveBack(memberId: number, month: string) {
      await db
        .update(newMachineQuota)
        .set({ used: sql`${newMachineQuota.used} - 1` })
        .where(and(eq(newMachineQuota.memberId, memberId), eq(newMachineQuota.month, month)));
    },

    async used(memberId: number, month: string): Promise<number> {
      const [row] = await db
        .select({ used: newMachineQuota.used })
        .from(newMachineQuota)
        .where(and(eq(newMachineQuota.memberId, memberId), eq(newMachineQuota.month, month)));
      return row?.used ?? 0;
    },
  };
}
