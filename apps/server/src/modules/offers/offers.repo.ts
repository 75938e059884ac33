import {
  NEW_MACHINE_ANDROID,
  NEW_MACHINE_CHIP,
  type ConfigurationTab,
  type DurationUnit,
  type OrderType,
  type PriceTab,
} from '@cloudphone/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { configurationPrices, configurationStock, phoneConfigurations, saleRegions } from '../../db/schema.js';

/** The specs on sale, their regions and stock, and their packages (issue 15). */
export function createOffersRepo(db: DbOrTx) {
  return {
    /** Every spec on sale, in tab order then its own, with the regions it has stock rows in. */
    async configurationTabs(): Promise<ConfigurationTab[]> {
      const rows = await db
        .select({
          tab: phoneConfigurations.tab,
          id: phoneConfigurations.id,
          name: phoneConfigurations.name,
          padType: phoneConfigurations.padType,
          androidVersion: phoneConfigurations.androidVersion,
          chip: phoneConfigurations.chip,
          cpu: phoneConfigurations.cpu,
          memory: phoneConfigurations.memory,
          storage: phoneConfigurations.storage,
          regionId: saleRegions.id,
          regionName: saleRegions.name,
          // What can still be sold: the operator's stock less what pending orders hold.
          stock: sql<number | null>`greatest(${configurationStock.stock} - ${configurationStock.held}, 0)`,
        })
        .from(phoneConfigurations)
        .leftJoin(configurationStock, eq(configurationStock.configurationId, phoneConfigurations.id))
        .leftJoin(saleRegions, eq(saleRegions.id, configurationStock.regionId))
        .where(eq(phoneConfigurations.enabled, 1))
        .orderBy(asc(phoneConfigurations.sort), asc(phoneConfigurations.id), asc(saleRegions.sort), asc(saleRegions.id));
      const tabs = new Map<string, ConfigurationTab>();
      const configurations = new Map<number, ConfigurationTab['configurations'][number]>();
      for (const { tab, regionId, regionName, stock, ...spec } of rows) {
        let configuration = configurations.get(spec.id);
        if (!configuration) {
          configuration = {
            ...spec,
            customizable: spec.androidVersion === NEW_MACHINE_ANDROID && spec.chip === NEW_MACHINE_CHIP,
            regions: [],
          };
          configurations.set(spec.id, configuration);
          let entry = tabs.get(tab);
          if (!entry) tabs.set(tab, (entry = { name: tab, configurations: [] }));
          entry.configurations.push(configuration);
        }
        if (regionId !== null && regionName !== null && stock !== null)
          configuration.regions.push({ id: regionId, name: regionName, stock });
      }
      return [...tabs.values()];
    },

    /** A spec's packages on sale, grouped by order type (purchase, renewal, upgrade); null for a spec not on sale. */
    async priceTabs(configurationId: number): Promise<PriceTab[] | null> {
      const [spec] = await db
        .select({ id: phoneConfigurations.id })
        .from(phoneConfigurations)
        .where(and(eq(phoneConfigurations.id, configurationId), eq(phoneConfigurations.enabled, 1)));
      if (!spec) return null;
      const rows = await db
        .select()
        .from(configurationPrices)
        .where(and(eq(configurationPrices.configurationId, configurationId), eq(configurationPrices.enabled, 1)))
        .orderBy(asc(configurationPrices.sort), asc(configurationPrices.id));
      const byType = new Map<OrderType, PriceTab>();
      for (const row of rows) {
        const type = row.orderType as OrderType;
        let tab = byType.get(type);
        if (!tab) byType.set(type, (tab = { type, prices: [] }));
        tab.prices.push({
          id: row.id,
          duration: row.duration,
          durationUnit: row.durationUnit as DurationUnit,
          price: row.price,
          originalPrice: row.originalPrice,
          label: row.label,
        });
      }
      return (['purchase', 'renewal', 'upgrade'] as const).flatMap((type) => byType.get(type) ?? []);
    },

    /** Sets a spec's stock in a region; false when the spec or the region does not exist. */
    async setStock(configurationId: number, regionId: number, stock: number): Promise<'configuration' | 'region' | 'done'> {
      const [spec] = await db
        .select({ id: phoneConfigurations.id })
        .from(phoneConfigurations)
        .where(eq(phoneConfigurations.id, configurationId));
      if (!spec) return 'configuration';
      const [region] = await db.select({ id: saleRegions.id }).from(saleRegions).where(eq(saleRegions.id, regionId));
      if (!region) return 'region';
      await db
        .insert(configurationStock)
        .values({ configurationId, regionId, stock })
        .onConflictDoUpdate({ target: [configurationStock.configurationId, configurationStock.regionId], set: { stock } });
      return 'done';
    },

    async addConfiguration(values: typeof phoneConfigurations.$inferInsert) {
      const [row] = await db.insert(phoneConfigurations).values(values).returning({ id: phoneConfigurations.id });
      return row!.id;
    },
    async addRegion(values: typeof saleRegions.$inferInsert) {
      const [row] = await db.insert(saleRegions).values(values).returning({ id: saleRegions.id });
      return row!.id;
    },
    async addPrice(values: typeof configurationPrices.$inferInsert) {
      const [row] = await db.insert(configurationPrices).values(values).returning({ id: configurationPrices.id });
      return row!.id;
    },
  };
}
export type OffersRepo = ReturnType<typeof createOffersRepo>;
