import { and, count, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
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
  /** This one code voided by an operator (issue 19), apart from its batch. */
  codeDisabledAt: redeemCodes.disabledAt,
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

    /**
     * Marks the code redeemed by the member unless someone did first, or an operator voided it or
     * disabled its batch meanwhile: the one place a code is used, once.
     */
    async claim(codeId: number, memberId: number, now: Date, phoneIds: number[] = []): Promise<boolean> {
      const rows = await db
        .update(redeemCodes)
        .set({ redeemedBy: memberId, redeemedAt: now, phoneIds })
        .where(
          and(
            eq(redeemCodes.id, codeId),
            isNull(redeemCodes.redeemedAt),
            isNull(redeemCodes.disabledAt),
            // Table names written out: drizzle leaves them off an update's columns.
            sql`not exists (select 1 from "redeem_code_batches" b where b.id = "redeem_codes"."batch_id" and b.disabled_at is not null)`,
          ),
        )
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

    /** Batches, newest first, with their codes counted: all, redeemed, and voided one by one (not redeemed). */
    async batchPage(pageNo: number, pageSize: number) {
      const usage = db
        .select({
          batchId: redeemCodes.batchId,
          total: sql<number>`count(*)::int`.as('total'),
          redeemed: sql<number>`count(*) filter (where ${redeemCodes.redeemedAt} is not null)::int`.as('redeemed'),
          voided: sql<number>`count(*) filter (where ${redeemCodes.redeemedAt} is null and ${redeemCodes.disabledAt} is not null)::int`.as(
            'voided',
          ),
        })
        .from(redeemCodes)
        .groupBy(redeemCodes.batchId)
        .as('usage');
      const [rows, [total]] = await Promise.all([
        db
          .select({
            batch: redeemCodeBatches,
            configurationName: phoneConfigurations.name,
            regionName: saleRegions.name,
            codes: sql<number>`coalesce(${usage.total}, 0)::int`,
            redeemed: sql<number>`coalesce(${usage.redeemed}, 0)::int`,
            voided: sql<number>`coalesce(${usage.voided}, 0)::int`,
          })
          .from(redeemCodeBatches)
          .innerJoin(phoneConfigurations, eq(phoneConfigurations.id, redeemCodeBatches.configurationId))
          .leftJoin(saleRegions, eq(saleRegions.id, redeemCodeBatches.regionId))
          .leftJoin(usage, eq(usage.batchId, redeemCodeBatches.id))
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

    /** A page of a batch's codes in id order, after `afterId` (the export's pages). */
    codesAfter(batchId: number, afterId: number | undefined, limit: number) {
      return db
        .select()
        .from(redeemCodes)
        .where(and(eq(redeemCodes.batchId, batchId), afterId !== undefined ? gt(redeemCodes.id, afterId) : undefined))
        .orderBy(redeemCodes.id)
        .limit(limit);
    },

    async batch(batchId: number) {
      const [row] = await db.select().from(redeemCodeBatches).where(eq(redeemCodeBatches.id, batchId));
      return row;
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

    async codeById(id: number) {
      const [row] = await db.select().from(redeemCodes).where(eq(redeemCodes.id, id));
      return row;
    },

    /** Voids one code unless it was redeemed (voiding again keeps the first time); false when it was redeemed or does not exist. */
    async disableCode(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(redeemCodes)
        .set({ disabledAt: sql`coalesce(${redeemCodes.disabledAt}, ${now})` })
        .where(and(eq(redeemCodes.id, id), isNull(redeemCodes.redeemedAt)))
        .returning({ id: redeemCodes.id });
      return rows.length === 1;
    },

    async batchExists(batchId: number) {
      const [row] = await db.select({ id: redeemCodeBatches.id }).from(redeemCodeBatches).where(eq(redeemCodeBatches.id, batchId));
      return row !== undefined;
    },
  };
}
export type RedeemCodesRepo = ReturnType<typeof createRedeemCodesRepo>;
