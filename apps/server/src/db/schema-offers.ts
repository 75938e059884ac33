import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The phone specs on sale (modules/offers, issue 15), grouped in tabs: the image a delivered
 * phone gets (Android version, chip) and what the member is told about it.
 */
export const phoneConfigurations = pgTable('phone_configurations', {
  id: id(),
  /** The tab it is listed under (e.g. "安卓 10"). */
  tab: varchar('tab', { length: 32 }).notNull(),
  name: varchar('name', { length: 64 }).notNull(),
  padType: smallint('pad_type').notNull(),
  androidVersion: varchar('android_version', { length: 16 }).notNull(),
  chip: varchar('chip', { length: 32 }).notNull(),
  cpu: varchar('cpu', { length: 32 }).notNull(),
  memory: varchar('memory', { length: 16 }).notNull(),
  storage: varchar('storage', { length: 16 }).notNull(),
  sort: integer('sort').notNull().default(0),
  /** 0 withdrawn from sale (kept for the orders that name it), 1 on sale. */
  enabled: smallint('enabled').notNull().default(1),
  createdAt: ts('created_at').notNull(),
});

/** Where phones are sold (a data centre's area, e.g. 华东). */
export const saleRegions = pgTable(
  'sale_regions',
  {
    id: id(),
    name: varchar('name', { length: 32 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('sale_regions_name').on(t.name)],
);

/**
 * How many phones of a spec may still be sold in a region, as the operator sets it (a payment
 * takes its phones off it). What the member is shown is this less what pending orders hold.
 */
export const configurationStock = pgTable(
  'configuration_stock',
  {
    configurationId: bigint('configuration_id', { mode: 'number' })
      .notNull()
      .references(() => phoneConfigurations.id, { onDelete: 'cascade' }),
    regionId: bigint('region_id', { mode: 'number' })
      .notNull()
      .references(() => saleRegions.id, { onDelete: 'cascade' }),
    stock: integer('stock').notNull(),
    /** What pending orders hold of it: the member is shown stock less held. */
    held: integer('held').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.configurationId, t.regionId] }),
    check('configuration_stock_not_negative', sql`${t.stock} >= 0 and ${t.held} >= 0`),
  ],
);

/** A spec's packages per order type: a duration at a price, in integer fen. */
export const configurationPrices = pgTable(
  'configuration_prices',
  {
    id: id(),
    configurationId: bigint('configuration_id', { mode: 'number' })
      .notNull()
      .references(() => phoneConfigurations.id, { onDelete: 'cascade' }),
    /** purchase, renewal or upgrade. */
    orderType: varchar('order_type', { length: 12 }).notNull(),
    duration: integer('duration').notNull(),
    /** hour, day or month (a calendar month in Asia/Shanghai). */
    durationUnit: varchar('duration_unit', { length: 8 }).notNull(),
    price: integer('price').notNull(),
    originalPrice: integer('original_price').notNull(),
    label: varchar('label', { length: 32 }),
    sort: integer('sort').notNull().default(0),
    enabled: smallint('enabled').notNull().default(1),
  },
  (t) => [
    check(
      'configuration_prices_kind',
      sql`${t.orderType} in ('purchase', 'renewal', 'upgrade') and ${t.durationUnit} in ('hour', 'day', 'month')`,
    ),
    check('configuration_prices_amounts', sql`${t.duration} > 0 and ${t.price} >= 0 and ${t.originalPrice} >= ${t.price}`),
  ],
);
