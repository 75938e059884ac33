import { and, count, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { configurationStock, phoneConfigurations, redeemCodeBatches, redeemCodes, saleRegions } from '../../db/schema.js';

/** A code with what its batch gives, as redeeming needs it. */
export type CodeWithBatch = Awaited<ReturnType<ReturnType<typeof createRedeemCodesRepo>['byHash']>>;

const withBatch = {
  id: redeemCodes.id,
  codeHint: redeemCodes.codeHint,
  redeemedBy: redeemCodes.redeemedBy,
  redeemedAt: redeemCodes.redeemedAt,
  phoneIds: redeemCodes.phoneIds,
  batchId: redeemCodeBatches.id,
  type: redeemCodeBatches.type,
  configurationId: redeemCodeBatches.configurationId,
  configurationName: phoneConfigurations.name,
  androidVersion: phoneConfigurations.androidVersion,
  chip: phoneConfigurations.chip,
  padType: phoneConfigurations.padType,
  regionId: redeemCodeBatches.regionId,
  duration: redeemCodeBatches.duration,
  durationUnit: redeemCodeBatches.durationUnit,
  expireTime: redeemCodeBatches.expireTime,
  disabledAt: redeemCodeBatches.disabledAt,
};

/** Redemption codes and their batches (issue 15). */
export function createRedeemCodesRepo(db: DbOrTx) {
  const joined = () =>
    db
      .select(withBatch)
      .from(redeemCodes)
      .innerJoin(redeemCodeBatches, eq(redeemCodeBatches.id, redeemCodes.batchId))
      .innerJoin(phoneConfigurations, eq(phoneConfigurations.id, redeemCodeBatches.configurationId));

  return {
    async byHash(codeHash: string) {
      const [row] = await joined().where(eq(redeemCodes.codeHash, codeHash));
      return row;
    },

    /** Marks the code redeemed by the member unless someone did first: the one place a code is used, once. */
    async claim(codeId: number, memberId: number, now: Date, phoneIds: number[] = []): Promise<boolean> {
      const rows = await db
        .update(redeemCodes)
        .set({ redeemedBy: memberId, redeemedAt: now, phoneIds })
        .where(and(eq(redeemCodes.id, codeId), isNull(redeemCodes.redeemedAt)))
        .returning({ id: redeemCodes.id });
      return rows.length === 1;
    },

    /** Sells one phone of the spec in the region, unless none is left after what pending orders hold. */
    async sellOne(configurationId: number, regionId: number): Promise<boolean> {
      const rows = await db
        .update(configurationStock)
        .set({ stock: sql`${configurationStock.stock} - 1` })
        .where(
          and(
            eq(configurationStock.configurationId, configurationId),
            eq(configurationStock.regionId, regionId),
            sql`${configurationStock.stock} - ${configurationStock.held} >= 1`,
          ),
        )
        .returning({ stock: configurationStock.stock });
      return rows.length === 1;
    },

    /** Records a purchase code's delivered phone, unless it has its phone already. */
    async addDeliveredPhone(codeId: number, phoneId: number): Promise<boolean> {
      const rows = await db
        .update(redeemCodes)
        .set({ phoneIds: sql`array_append(${redeemCodes.phoneIds}, ${phoneId}::bigint)` })
        .where(and(eq(redeemCodes.id, codeId), sql`cardinality(${redeemCodes.phoneIds}) = 0`))
        .returning({ id: redeemCodes.id });
      return rows.length === 1;
    },

    /** Purchase codes redeemed before `before` whose phone was never handed out (a crash, no free device). */
    async undelivered(before: Date, limit: number) {
      return joined()
        .where(
          and(
            eq(redeemCodeBatches.type, 'purchase'),
            isNotNull(redeemCodes.redeemedAt),
            lte(redeemCodes.redeemedAt, before),
            sql`cardinality(${redeemCodes.phoneIds}) = 0`,
          ),
        )
        .limit(limit);
    },

    /** The codes a member redeemed, newest first. */
    async redeemedBy(memberId: number, pageNo: number, pageSize: number) {
      const where = eq(redeemCodes.redeemedBy, memberId);
      const [rows, [total]] = await Promise.all([
        joined()
          .where(where)
          .orderBy(desc(redeemCodes.redeemedAt), desc(redeemCodes.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(redeemCodes).where(where),
      ]);
      return { rows, total: total!.n };
    },

    async createBatch(batch: typeof redeemCodeBatches.$inferInsert, codes: { codeHash: string; codeHint: string }[]) {
      const [row] = await db.insert(redeemCodeBatches).values(batch).returning({ id: redeemCodeBatches.id });
      await db.insert(redeemCodes).values(codes.map((c) => ({ ...c, batchId: row!.id })));
      return row!.id;
    },

    async batchPage(pageNo: number, pageSize: number) {
      const redeemed = db
        .select({ batchId: redeemCodes.batchId, n: count().as('n') })
        .from(redeemCodes)
        .where(isNotNull(redeemCodes.redeemedAt))
        .groupBy(redeemCodes.batchId)
        .as('redeemed');
      const [rows, [total]] = await Promise.all([
        db
          .select({
            batch: redeemCodeBatches,
            configurationName: phoneConfigurations.name,
            regionName: saleRegions.name,
            redeemed: sql<number>`coalesce(${redeemed.n}, 0)::int`,
          })
          .from(redeemCodeBatches)
          .innerJoin(phoneConfigurations, eq(phoneConfigurations.id, redeemCodeBatches.configurationId))
          .leftJoin(saleRegions, eq(saleRegions.id, redeemCodeBatches.regionId))
          .leftJoin(redeemed, eq(redeemed.batchId, redeemCodeBatches.id))
          .orderBy(desc(redeemCodeBatches.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(redeemCodeBatches),
      ]);
      return { rows, total: total!.n };
    },

    async codes(batchId: number, pageNo: number, pageSize: number) {
      const where = eq(redeemCodes.batchId, batchId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(redeemCodes)
          .where(where)
          .orderBy(redeemCodes.id)
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(redeemCodes).where(where),
      ]);
      return { rows, total: total!.n };
    },

    async allCodes(batchId: number) {
      return db.select().from(redeemCodes).where(eq(redeemCodes.batchId, batchId)).orderBy(redeemCodes.id);
    },

    /** Disables a batch; false when there is no such batch. */
    async disable(batchId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(redeemCodeBatches)
        .set({ disabledAt: sql`coalesce(${redeemCodeBatches.disabledAt}, ${now})` })
        .where(eq(redeemCodeBatches.id, batchId))
        .returning({ id: redeemCodeBatches.id });
      return rows.length === 1;
    },

    async batchExists(batchId: number) {
      const [row] = await db.select({ id: redeemCodeBatches.id }).from(redeemCodeBatches).where(eq(redeemCodeBatches.id, batchId));
      return row !== undefined;
    },
  };
}
export type RedeemCodesRepo = ReturnType<typeof createRedeemCodesRepo>;
