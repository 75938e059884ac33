import { z } from 'zod';
import { idField, wholeNumber } from './fields.js';

/** What an order does (issue 15): buy new phones, extend phones, move phones to a higher spec. */
export const ORDER_TYPES = ['purchase', 'renewal', 'upgrade'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** A package's duration unit; a month is a calendar month in Asia/Shanghai. */
export const DURATION_UNITS = ['hour', 'day', 'month'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** Most stock one spec may have in one region (a sanity bound for the operator's input). */
export const STOCK_MAX = 1_000_000;

export const SaleRegionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** What can still be sold here: the operator's stock less what pending orders hold. */
  stock: z.number().int(),
});

export const PhoneConfigurationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  padType: z.number().int(),
  androidVersion: z.string(),
  chip: z.string(),
  cpu: z.string(),
  memory: z.string(),
  storage: z.string(),
  /** Android 10 with Orion865: it can be customised and given a one-click new machine. */
  customizable: z.boolean(),
  regions: z.array(SaleRegionSchema),
});
export type PhoneConfiguration = z.infer<typeof PhoneConfigurationSchema>;

/** GET /app-api/trade/phone-configuration/tab-list: the specs on sale, in tabs. */
export const ConfigurationTabSchema = z.object({ name: z.string(), configurations: z.array(PhoneConfigurationSchema) });
export type ConfigurationTab = z.infer<typeof ConfigurationTabSchema>;

export const PackagePriceSchema = z.object({
  id: z.number().int(),
  duration: z.number().int(),
  durationUnit: z.enum(DURATION_UNITS),
  /** Integer fen, as every amount. */
  price: z.number().int(),
  originalPrice: z.number().int(),
  label: z.string().nullable(),
});
export type PackagePrice = z.infer<typeof PackagePriceSchema>;

/** GET /app-api/trade/price/tab-list?configurationId=: a spec's packages per order type. */
export const PriceTabSchema = z.object({ type: z.enum(ORDER_TYPES), prices: z.array(PackagePriceSchema) });
export type PriceTab = z.infer<typeof PriceTabSchema>;

export const PriceTabQuerySchema = z.object({ configurationId: idField });
export type PriceTabQuery = z.input<typeof PriceTabQuerySchema>;

/** PUT /admin-api/trade/phone-configuration/update-stock: what may still be sold of a spec in a region. */
export const UpdateStockSchema = z.object({
  configurationId: idField,
  regionId: idField,
  stock: wholeNumber({ min: 0, max: STOCK_MAX }),
});
export type UpdateStockInput = z.input<typeof UpdateStockSchema>;

/** Fen as yuan for people: 1999 → "19.99", 2000 → "20", 2050 → "20.5". */
export const formatYuan = (fen: number) => (fen / 100).toFixed(2).replace(/\.?0+$/, '');
