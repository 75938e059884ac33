import { z } from 'zod';
import type { EndpointSchemas } from './endpoint.js';
import type { offersAdminApi, offersApi } from './offers.endpoints.js';
import { ConfigurationTabSchema, PriceTabQuerySchema, PriceTabSchema, UpdateStockSchema } from './offers.js';

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
  updateStock: {
    summary: 'Set how many phones of a spec may still be sold in a region (0 sells none)',
    input: UpdateStockSchema,
    reply: z.boolean(),
  },
} satisfies EndpointSchemas<typeof offersAdminApi.endpoints>;
