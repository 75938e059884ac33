import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { verificationCodes } from '../../db/schema.js';

export type CodeRow = typeof verificationCodes.$inferSelect;

export function createCodesRepo(db: DbOrTx) {
  const counted = eq(verificationCodes.sendFailed, 0);
  return {
    async latest(channel: string, target: string, scene?: string) {
      const where = [eq(verificationCodes.channel, channel), eq(verificationCodes.target, target), counted];
      if (scene) where.push(eq(verificationCodes.scene, scene));
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(and(...where))
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      return row;
    },
    async countForDay(channel: string, target: string, day: string) {
      const [row] = await db
        .select({ n: count() })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.channel, channel), eq(verificationCodes.target, target), eq(verificationCodes.day, day), counted));
      return row?.n ?? 0;
    },
    async countForIpSince(ip: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, since), counted));
      return row?.n ?? 0;
    },
    async insert(values: typeof verificationCodes.$inferInsert) {
      const [row] = await db.insert(verificationCodes).values(values).returning({ id: verificationCodes.id });
      return row!.id;
    },
    async markSendFailed(id: number) {
      await db.update(verificationCodes).set({ sendFailed: 1 }).where(eq(verificationCodes.id, id));
    },
    /** Uses a code once; false when a concurrent request used it first. */
    async use(id: number, now: Date) {
      const rows = await db
        .update(verificationCodes)
        .set({ usedAt: now })
        .where(and(eq(verificationCodes.id, id), sql`${verificationCodes.usedAt} IS NULL`))
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },
  };
}
