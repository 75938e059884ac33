import { z } from 'zod';
import type { EndpointSchemas } from './endpoint.js';
import { pageResult } from './envelope.js';
import type { offersAdminApi, offersApi } from './offers.endpoints.js';
import {
  AdminConfigurationPageQuerySchema,
  AdminPackagePriceSchema,
  AdminPhoneConfigurationSchema,
  AdminPricePageQuerySchema,
  AdminSaleRegionSchema,
  ConfigurationTabSchema,
  CreateConfigurationSchema,
  CreatePriceSchema,
  CreateRegionSchema,
  OfferStatusSchema,
  PriceTabQuerySchema,
  PriceTabSchema,
  RegionIdQuerySchema,
  UpdateConfigurationSchema,
  UpdatePriceSchema,
  UpdateRegionSchema,
  UpdateStockSchema,
} from './offers.js';

export const offersSchemas = {
  configurations: {
    summary: 'The phone specs on sale, in tabs, each with the regions it is sold in and the stock left there',
    reply: z.array(ConfigurationTabSchema),
  },
  prices: {
    summary: "A spec's packages per order type (purchase, renewal, upgrade): duration, price and original price in fen, label",
    input: PriceTabQuerySchema,
    reply: z.array(PriceTabSchema),
  },
} satisfies EndpointSchemas<typeof offersApi.endpoints>;

export const offersAdminSchemas = {
  configurationPage: {
    summary: 'Every phone spec, on sale or withdrawn, by sort then id, each with its stock and held stock per region',
    input: AdminConfigurationPageQuerySchema,
    reply: pageResult(AdminPhoneConfigurationSchema),
  },
  createConfiguration: {
    summary: 'Add a phone spec, on sale at once (members see it in its tab; it sells once it has stock and packages); returns its id',
    input: CreateConfigurationSchema,
    reply: z.number().int(),
  },
  updateConfiguration: {
    summary: "Replace a spec's tab, name, pad type, image and hardware (orders keep the names they were made with)",
    input: UpdateConfigurationSchema,
    reply: z.boolean(),
  },
  updateConfigurationStatus: {
    summary: 'Withdraw a spec from sale (enabled false: members no longer see it or its packages) or put it back on sale',
    input: OfferStatusSchema,
    reply: z.boolean(),
  },
  updateStock: {
    summary: 'Set how many phones of a spec may still be sold in a region (0 sells none)',
    input: UpdateStockSchema,
    reply: z.boolean(),
  },
  regions: { summary: 'Every sale region, by sort then id', reply: z.array(AdminSaleRegionSchema) },
  createRegion: { summary: 'Add a sale region (names are unique); returns its id', input: CreateRegionSchema, reply: z.number().int() },
  updateRegion: { summary: 'Rename a sale region or change its sort (names are unique)', input: UpdateRegionSchema, reply: z.boolean() },
  removeRegion: {
    summary: 'Delete a sale region: refused while a spec has stock or held stock there, or an order or a code batch names it',
    input: RegionIdQuerySchema,
    reply: z.boolean(),
  },
  pricePage: {
    summary: "A spec's packages, on sale or withdrawn, by order type (purchase, renewal, upgrade), sort, then id",
    input: AdminPricePageQuerySchema,
    reply: pageResult(AdminPackagePriceSchema),
  },
  createPrice: {
    summary:
      'Add a package to a spec: order type, duration, price and original price in integer fen (never below the price); returns its id',
    input: CreatePriceSchema,
    reply: z.number().int(),
  },
  updatePrice: {
    summary: 'Replace a package (orders keep the price they were made with); it stays with its spec',
    input: UpdatePriceSchema,
    reply: z.boolean(),
  },
  updatePriceStatus: {
    summary: 'Withdraw a package from sale (enabled false) or put it back on sale',
    input: OfferStatusSchema,
    reply: z.boolean(),
  },
} satisfies EndpointSchemas<typeof offersAdminApi.endpoints>;
