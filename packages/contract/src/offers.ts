import { z } from 'zod';
import { pageQuery } from './envelope.js';
import { idField, text, wholeNumber } from './fields.js';
import type { MessageKey } from './messages.js';
import { PAD_TYPE } from './phones.js';

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

/** The operator's bounds: the longest text each column holds, the dearest package (1,000,000 yuan), the longest duration. */
export const OFFER_TEXT_MAX = {
  tab: 32,
  name: 64,
  androidVersion: 16,
  chip: 32,
  cpu: 32,
  memory: 16,
  storage: 16,
  regionName: 32,
  label: 32,
} as const;
export const OFFER_PRICE_MAX = 100_000_000;
export const OFFER_DURATION_MAX = 1000;
export const OFFER_SORT_MAX = 9999;

/** A one-line text of 1 to `max` characters, trimmed; `error` for missing, empty, too long. */
const line = (max: number, error: MessageKey) => text(error).trim().min(1, { error }).max(max, { error });
/** Lower lists first. */
const sortField = wholeNumber({ min: 0, max: OFFER_SORT_MAX, error: 'offers.sortInvalid' });
const enabledField = z.boolean({ error: 'offers.enabledInvalid' });

/** A spec's stock in one region as the operator manages it: what is set, and what pending orders hold of it. */
export const AdminRegionStockSchema = z.object({ id: z.number().int(), name: z.string(), stock: z.number().int(), held: z.number().int() });
export type AdminRegionStock = z.infer<typeof AdminRegionStockSchema>;

/** A row of GET /admin-api/trade/phone-configuration/page: every spec, on sale or withdrawn. */
export const AdminPhoneConfigurationSchema = PhoneConfigurationSchema.omit({ customizable: true, regions: true }).extend({
  tab: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  regions: z.array(AdminRegionStockSchema),
});
export type AdminPhoneConfiguration = z.infer<typeof AdminPhoneConfigurationSchema>;
export const AdminConfigurationPageQuerySchema = pageQuery;
export type AdminConfigurationPageQuery = z.input<typeof AdminConfigurationPageQuerySchema>;

const configurationFields = {
  tab: line(OFFER_TEXT_MAX.tab, 'offers.tabInvalid'),
  name: line(OFFER_TEXT_MAX.name, 'offers.nameInvalid'),
  padType: wholeNumber({ min: 0, max: Math.max(...Object.values(PAD_TYPE)), error: 'offers.padTypeInvalid' }),
  androidVersion: line(OFFER_TEXT_MAX.androidVersion, 'offers.androidVersionInvalid'),
  chip: line(OFFER_TEXT_MAX.chip, 'offers.chipInvalid'),
  cpu: line(OFFER_TEXT_MAX.cpu, 'offers.cpuInvalid'),
  memory: line(OFFER_TEXT_MAX.memory, 'offers.memoryInvalid'),
  storage: line(OFFER_TEXT_MAX.storage, 'offers.storageInvalid'),
  sort: sortField.optional(),
};
/** POST /admin-api/trade/phone-configuration/create: a new spec, on sale (sort 0 when absent). */
export const CreateConfigurationSchema = z.object(configurationFields);
export type CreateConfigurationInput = z.input<typeof CreateConfigurationSchema>;
/** PUT /admin-api/trade/phone-configuration/update: the spec replaced; an absent sort is kept. */
export const UpdateConfigurationSchema = z.object({ id: idField, ...configurationFields });
export type UpdateConfigurationInput = z.input<typeof UpdateConfigurationSchema>;
/** PUT .../phone-configuration/update-status and .../price/update-status: withdraw from sale (false) or put back (true). */
export const OfferStatusSchema = z.object({ id: idField, enabled: enabledField });
export type OfferStatusInput = z.input<typeof OfferStatusSchema>;

/** A row of GET /admin-api/trade/sale-region/list. */
export const AdminSaleRegionSchema = z.object({ id: z.number().int(), name: z.string(), sort: z.number().int() });
export type AdminSaleRegion = z.infer<typeof AdminSaleRegionSchema>;
const regionName = line(OFFER_TEXT_MAX.regionName, 'offers.regionNameInvalid');
/** POST /admin-api/trade/sale-region/create: names are unique. */
export const CreateRegionSchema = z.object({ name: regionName, sort: sortField.optional() });
export type CreateRegionInput = z.input<typeof CreateRegionSchema>;
/** PUT /admin-api/trade/sale-region/update */
export const UpdateRegionSchema = z.object({ id: idField, name: regionName, sort: sortField });
export type UpdateRegionInput = z.input<typeof UpdateRegionSchema>;
/** DELETE /admin-api/trade/sale-region/delete?id= (refused while it has stock or held stock, or an order or a code batch names it). */
export const RegionIdQuerySchema = z.object({ id: idField });
export type RegionIdQuery = z.input<typeof RegionIdQuerySchema>;

/** A row of GET /admin-api/trade/price/page: a spec's package, on sale or withdrawn. */
export const AdminPackagePriceSchema = PackagePriceSchema.extend({
  configurationId: z.number().int(),
  orderType: z.enum(ORDER_TYPES),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminPackagePrice = z.infer<typeof AdminPackagePriceSchema>;
export const AdminPricePageQuerySchema = pageQuery.extend({ configurationId: idField });
export type AdminPricePageQuery = z.input<typeof AdminPricePageQuerySchema>;

const fen = (error: MessageKey) => wholeNumber({ min: 0, max: OFFER_PRICE_MAX, error });
const packageFields = {
  orderType: z.enum(ORDER_TYPES, { error: 'offers.orderTypeInvalid' }),
  duration: wholeNumber({ min: 1, max: OFFER_DURATION_MAX, error: 'offers.durationInvalid' }),
  durationUnit: z.enum(DURATION_UNITS, { error: 'offers.durationUnitInvalid' }),
  price: fen('offers.priceInvalid'),
  originalPrice: fen('offers.originalPriceInvalid'),
  /** Shown on the package ("最受欢迎"); empty or null: none. */
  label: text('offers.labelInvalid').trim().max(OFFER_TEXT_MAX.label, { error: 'offers.labelInvalid' }).nullable().optional(),
  sort: sortField.optional(),
};
const notBelowPrice = { error: 'offers.originalPriceBelowPrice' satisfies MessageKey, path: ['originalPrice'] };
const originalNotBelowPrice = (p: { price: number; originalPrice: number }) => p.originalPrice >= p.price;
/** POST /admin-api/trade/price/create: a package of a spec, in integer fen, on sale. */
export const CreatePriceSchema = z.object({ configurationId: idField, ...packageFields }).refine(originalNotBelowPrice, notBelowPrice);
export type CreatePriceInput = z.input<typeof CreatePriceSchema>;
/** PUT /admin-api/trade/price/update: the package replaced (it stays with its spec); an absent label or sort is kept. */
export const UpdatePriceSchema = z.object({ id: idField, ...packageFields }).refine(originalNotBelowPrice, notBelowPrice);
export type UpdatePriceInput = z.input<typeof UpdatePriceSchema>;

/** Fen as yuan for people: 1999 → "19.99", 2000 → "20", 2050 → "20.5". */
export const formatYuan = (fen: number) => (fen / 100).toFixed(2).replace(/\.?0+$/, '');
