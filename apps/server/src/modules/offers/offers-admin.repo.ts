import type { AdminPackagePrice, AdminPhoneConfiguration, AdminSaleRegion, DurationUnit, OrderType } from '@cloudphone/contract';
import { and, asc, count, eq, gt, inArray, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { configurationPrices, configurationStock, orders, phoneConfigurations, redeemCodeBatches, saleRegions } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

export type ConfigurationValues = Omit<typeof phoneConfigurations.$inferInsert, 'id' | 'createdAt' | 'enabled'>;
export type RegionValues = Omit<typeof saleRegions.$inferInsert, 'id'>;
export type PriceValues = Omit<typeof configurationPrices.$inferInsert, 'id' | 'configurationId' | 'enabled'>;
interface Page {
  pageNo: number;
  pageSize: number;
}

/** PostgreSQL's foreign_key_violation, through Drizzle's wrapping (as isUniqueViolation walks it). */
function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Purchase, renewal, upgrade: the order the member's price tabs show them in. */
const orderTypeRank = sql`case ${configurationPrices.orderType} when 'purchase' then 0 when 'renewal' then 1 else 2 end`;

const toPrice = (row: typeof configurationPrices.$inferSelect): AdminPackagePrice => ({
  id: row.id,
  configurationId: row.configurationId,
  orderType: row.orderType as OrderType,
  duration: row.duration,
  durationUnit: row.durationUnit as DurationUnit,
  price: row.price,
  originalPrice: row.originalPrice,
  label: row.label,
  sort: row.sort,
  enabled: row.enabled === 1,
});

/**
 * The operator's management of what is on sale (issue 15). Nothing here deletes a spec or a
 * package: orders, code batches and phones name them, so they are withdrawn (enabled 0) instead.
 */
export function createOffersAdminRepo(db: DbOrTx) {
  const configurationExists = async (id: number) =>
    (await db.select({ id: phoneConfigurations.id }).from(phoneConfigurations).where(eq(phoneConfigurations.id, id))).length > 0;

  return {
    /** Every spec, on sale or not, by sort then id, with its stock rows (what is set and what pending orders hold). */
    async configurationPage({ pageNo, pageSize }: Page): Promise<{ list: AdminPhoneConfiguration[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(phoneConfigurations)
          .orderBy(asc(phoneConfigurations.sort), asc(phoneConfigurations.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(phoneConfigurations),
      ]);
      const stock = rows.length
        ? await db
            .select({
              configurationId: configurationStock.configurationId,
              id: saleRegions.id,
              name: saleRegions.name,
              stock: configurationStock.stock,
              held: configurationStock.held,
            })
            .from(configurationStock)
            .innerJoin(saleRegions, eq(saleRegions.id, configurationStock.regionId))
            .where(
              inArray(
                configurationStock.configurationId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(saleRegions.sort), asc(saleRegions.id))
        : [];
      const list = rows.map(({ createdAt: _createdAt, enabled, ...spec }) => ({
        ...spec,
        enabled: enabled === 1,
        regions: stock.filter((s) => s.configurationId === spec.id).map(({ configurationId: _spec, ...region }) => region),
      }));
      return { list, total: total?.n ?? 0 };
    },

    /** A new spec, on sale. */
    async createConfiguration(values: ConfigurationValues) {
      const [row] = await db
        .insert(phoneConfigurations)
        .values({ ...values, createdAt: sql`now()` })
        .returning({ id: phoneConfigurations.id });
      return row!.id;
    },

    /** False when there is no such spec. An absent sort is kept. */
    async updateConfiguration(id: number, values: ConfigurationValues) {
      const rows = await db
        .update(phoneConfigurations)
        .set(values)
        .where(eq(phoneConfigurations.id, id))
        .returning({ id: phoneConfigurations.id });
      return rows.length > 0;
    },

    /** Withdraws a spec from sale or puts it back; false when there is no such spec. */
    async setConfigurationEnabled(id: number, enabled: boolean) {
      const rows = await db
        .update(phoneConfigurations)
        .set({ enabled: enabled ? 1 : 0 })
        .where(eq(phoneConfigurations.id, id))
        .returning({ id: phoneConfigurations.id });
      return rows.length > 0;
    },

    async regions(): Promise<AdminSaleRegion[]> {
      return db
        .select({ id: saleRegions.id, name: saleRegions.name, sort: saleRegions.sort })
        .from(saleRegions)
        .orderBy(asc(saleRegions.sort), asc(saleRegions.id));
    },

    /** The new region's id, or 'taken' when another region has the name. */
    async createRegion(values: RegionValues): Promise<number | 'taken'> {
      try {
        const [row] = await db.insert(saleRegions).values(values).returning({ id: saleRegions.id });
        return row!.id;
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    async updateRegion(id: number, values: RegionValues): Promise<'done' | 'missing' | 'taken'> {
      try {
        const rows = await db.update(saleRegions).set(values).where(eq(saleRegions.id, id)).returning({ id: saleRegions.id });
        return rows.length > 0 ? 'done' : 'missing';
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /**
     * Deletes a region (and its empty stock rows) unless a spec has stock or held stock there, or an
     * order or a code batch names it. One statement: a concurrent order's reference fails it instead.
     */
    async removeRegion(id: number): Promise<'done' | 'missing' | 'inUse'> {
      const one = { one: sql`1` };
      try {
        const deleted = await db
          .delete(saleRegions)
          .where(
            and(
              eq(saleRegions.id, id),
              notExists(
                db
                  .select(one)
                  .from(configurationStock)
                  .where(and(eq(configurationStock.regionId, id), or(gt(configurationStock.stock, 0), gt(configurationStock.held, 0)))),
              ),
              notExists(db.select(one).from(orders).where(eq(orders.regionId, id))),
              notExists(db.select(one).from(redeemCodeBatches).where(eq(redeemCodeBatches.regionId, id))),
            ),
          )
          .returning({ id: saleRegions.id });
        if (deleted.length > 0) return 'done';
      } catch (error) {
        if (isForeignKeyViolation(error)) return 'inUse';
        throw error;
      }
      const [region] = await db.select({ id: saleRegions.id }).from(saleRegions).where(eq(saleRegions.id, id));
      return region ? 'inUse' : 'missing';
    },

    /** A spec's packages, on sale or not, by order type, sort and id; null when there is no such spec. */
    async pricePage(configurationId: number, { pageNo, pageSize }: Page): Promise<{ list: AdminPackagePrice[]; total: number } | null> {
      if (!(await configurationExists(configurationId))) return null;
      const where = eq(configurationPrices.configurationId, configurationId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(configurationPrices)
          .where(where)
          .orderBy(orderTypeRank, asc(configurationPrices.sort), asc(configurationPrices.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(configurationPrices).where(where),
      ]);
      return { list: rows.map(toPrice), total: total?.n ?? 0 };
    },

    /** The new package's id, on sale; null when there is no such spec. */
    async createPrice(configurationId: number, values: PriceValues): Promise<number | null> {
      if (!(await configurationExists(configurationId))) return null;
      const [row] = await db
        .insert(configurationPrices)
        .values({ ...values, configurationId })
        .returning({ id: configurationPrices.id });
      return row!.id;
    },

    /** False when there is no such package. An absent label or sort is kept. */
    async updatePrice(id: number, values: PriceValues) {
      const rows = await db
        .update(configurationPrices)
        .set(values)
        .where(eq(configurationPrices.id, id))
        .returning({ id: configurationPrices.id });
      return rows.length > 0;
    },

    /** Withdraws a package from sale or puts it back; false when there is no such package. */
    async setPriceEnabled(id: number, enabled: boolean) {
      const rows = await db
        .update(configurationPrices)
        .set({ enabled: enabled ? 1 : 0 })
        .where(eq(configurationPrices.id, id))
        .returning({ id: configurationPrices.id });
      return rows.length > 0;
    },
  };
}
export type OffersAdminRepo = ReturnType<typeof createOffersAdminRepo>;
