import type { PointChangeType } from '@cloudphone/contract';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
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

    /**
     * Takes back a share (numerator / denominator) of the points an order earned, from what is left
     * of them (some may have expired); answers how many were taken.
     */
    async takeBack(memberId: number, orderNo: string, share: { numerator: number; denominator: number }, now: Date) {
      const [earned] = await db
        .select()
        .from(pointRecords)
        .where(and(eq(pointRecords.memberId, memberId), eq(pointRecords.orderNo, orderNo), gt(pointRecords.point, 0)))
        .for('update');
      if (!earned) return 0;
      const taken = Math.min(earned.remaining, Math.floor((earned.point * share.numerator) / share.denominator));
      if (taken <= 0) return 0;
      await db
        .update(pointRecords)
        .set({ remaining: earned.remaining - taken })
        .where(eq(pointRecords.id, earned.id));
      await change(memberId, { type: 'refund', point: -taken, orderNo, now });
      return taken;
    },

    /** Expires up to `limit` earnings past their time (what is left of each); rows another node holds are skipped. */
    async expireDue(now: Date, limit = 500) {
      const due = await db
        .select()
        .from(pointRecords)
        .where(and(gt(pointRecords.remaining, 0), lte(pointRecords.expireTime, now)))
        .limit(limit)
        .for('update', { skipLocked: true });
      for (const earned of due) {
        await db.update(pointRecords).set({ remaining: 0 }).where(eq(pointRecords.id, earned.id));
        await change(earned.memberId, { type: 'expiration', point: -earned.remaining, orderNo: earned.orderNo, now });
      }
      return due.length;
    },

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
