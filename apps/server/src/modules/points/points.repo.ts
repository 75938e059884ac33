import type { PointChangeType } from '@cloudphone/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { members, pointRecords } from '../../db/schema.js';

/**
 * The points ledger (spec point 3 "Account"). Every change updates the member's balance and adds
 * its row with the balance after it in the same transaction; the update's row lock orders
 * concurrent changes of one member, so the balance always equals the sum of the ledger.
 */
export function createPointsRepo(db: DbOrTx) {
  async function change(
    memberId: number,
    entry: { type: PointChangeType; point: number; orderNo: string | null; now: Date; expireTime?: Date },
  ) {
    const [member] = await db
      .update(members)
      .set({ point: sql`${members.point} + ${entry.point}` })
      .where(eq(members.id, memberId))
      .returning({ point: members.point });
    if (!member) return;
    await db.insert(pointRecords).values({
      memberId,
      type: entry.type,
      point: entry.point,
      balance: member.point,
      orderNo: entry.orderNo,
      remaining: entry.point > 0 ? entry.point : 0,
      expireTime: entry.expireTime ?? null,
      createdAt: entry.now,
    });
  }

  return {
    /** Points earned by a paid order; they expire at `expireTime` unless a refund takes them back first. */
    earn: (
      memberId: number,
      entry: { type: 'purchase' | 'renewal' | 'upgrade'; point: number; orderNo: string; now: Date; expireTime: Date },
    ) => (entry.point > 0 ? change(memberId, entry) : Promise.resolve()),

    async page(memberId: number, pageNo: number, pageSize: number) {
      const where = eq(pointRecords.memberId, memberId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(pointRecords)
          .where(where)
          .orderBy(desc(pointRecords.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(pointRecords)
          .where(where),
      ]);
      return { rows, total: total!.n };
    },
  };
}
export type PointsRepo = ReturnType<typeof createPointsRepo>;
