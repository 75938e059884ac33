import type { ApiArea } from './endpoint.js';
import { deleteEndpoint, getEndpoint, postEndpoint, putEndpoint } from './endpoint.js';
import type { PageResult } from './envelope.js';
import type {
  AdminConfigurationPageQuery,
  AdminPackagePrice,
  AdminPhoneConfiguration,
  AdminPricePageQuery,
  AdminSaleRegion,
  ConfigurationTab,
  CreateConfigurationInput,
  CreatePriceInput,
  CreateRegionInput,
  OfferStatusInput,
  PriceTab,
  PriceTabQuery,
  RegionIdQuery,
  UpdateConfigurationInput,
  UpdatePriceInput,
  UpdateRegionInput,
  UpdateStockInput,
} from './offers.js';

/** What is on sale (issue 15): the specs with their stock per region, and their packages; schemas in offers.schemas.ts. */
export const offersApi = {
  tag: 'offers',
  endpoints: {
    configurations: getEndpoint<void, ConfigurationTab[]>('/app-api/trade/phone-configuration/tab-list'),
    prices: getEndpoint<PriceTabQuery, PriceTab[]>('/app-api/trade/price/tab-list'),
  },
} satisfies ApiArea;

const trade = '/admin-api/trade';

/**
 * The operator's side of what is on sale: specs, regions, stock and packages. Nothing an order or
 * a code batch names is deleted: specs and packages are withdrawn from sale, regions in use kept.
 */
export const offersAdminApi = {
  tag: 'operator offers',
  endpoints: {
    configurationPage: getEndpoint<AdminConfigurationPageQuery, PageResult<AdminPhoneConfiguration>>(
      `${trade}/phone-configuration/page`,
      'operator',
    ),
    createConfiguration: postEndpoint<CreateConfigurationInput, number>(`${trade}/phone-configuration/create`, 'operator'),
    updateConfiguration: putEndpoint<UpdateConfigurationInput>(`${trade}/phone-configuration/update`, 'operator'),
    updateConfigurationStatus: putEndpoint<OfferStatusInput>(`${trade}/phone-configuration/update-status`, 'operator'),
    updateStock: putEndpoint<UpdateStockInput>(`${trade}/phone-configuration/update-stock`, 'operator'),
    regions: getEndpoint<void, AdminSaleRegion[]>(`${trade}/sale-region/list`, 'operator'),
    createRegion: postEndpoint<CreateRegionInput, number>(`${trade}/sale-region/create`, 'operator'),
    updateRegion: putEndpoint<UpdateRegionInput>(`${trade}/sale-region/update`, 'operator'),
    removeRegion: deleteEndpoint<RegionIdQuery>(`${trade}/sale-region/delete`, 'operator'),
    pricePage: getEndpoint<AdminPricePageQuery, PageResult<AdminPackagePrice>>(`${trade}/price/page`, 'operator'),
    createPrice: postEndpoint<CreatePriceInput, number>(`${trade}/price/create`, 'operator'),
    updatePrice: putEndpoint<UpdatePriceInput>(`${trade}/price/update`, 'operator'),
    updatePriceStatus: putEndpoint<OfferStatusInput>(`${trade}/price/update-status`, 'operator'),
  },
} satisfies ApiArea;
