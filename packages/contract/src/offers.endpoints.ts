import type { ApiArea } from './endpoint.js';
import { getEndpoint, putEndpoint } from './endpoint.js';
import type { ConfigurationTab, PriceTab, PriceTabQuery, UpdateStockInput } from './offers.js';

/** What is on sale (issue 15): the specs with their stock per region, and their packages; schemas in offers.schemas.ts. */
export const offersApi = {
  tag: 'offers',
  endpoints: {
    configurations: getEndpoint<void, ConfigurationTab[]>('/app-api/trade/phone-configuration/tab-list'),
    prices: getEndpoint<PriceTabQuery, PriceTab[]>('/app-api/trade/price/tab-list'),
  },
} satisfies ApiArea;

/** The operator's side of what is on sale. */
export const offersAdminApi = {
  tag: 'operator offers',
  endpoints: {
    updateStock: putEndpoint<UpdateStockInput>('/admin-api/trade/phone-configuration/update-stock', 'operator'),
  },
} satisfies ApiArea;
