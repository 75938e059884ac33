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
      { permission: 'trade:catalogue:query' },
    ),
    createConfiguration: postEndpoint<CreateConfigurationInput, number>(`${trade}/phone-configuration/create`, 'operator', {
      permission: 'trade:catalogue:update',
    }),
    updateConfiguration: putEndpoint<UpdateConfigurationInput>(`${trade}/phone-configuration/update`, 'operator', {
      permission: 'trade:catalogue:update',
    }),
    updateConfigurationStatus: putEndpoint<OfferStatusInput>(`${trade}/phone-configuration/update-status`, 'operator', {
      permission: 'trade:catalogue:update',
    }),
    updateStock: putEndpoint<UpdateStockInput>(`${trade}/phone-configuration/update-stock`, 'operator', {
      permission: 'trade:catalogue:update',
    }),
    regions: getEndpoint<void, AdminSaleRegion[]>(`${trade}/sale-region/list`, 'operator', { permission: 'trade:catalogue:query' }),
    createRegion: postEndpoint<CreateRegionInput, number>(`${trade}/sale-region/create`, 'operator', {
      permission: 'trade:catalogue:update',
    }),
    updateRegion: putEndpoint<UpdateRegionInput>(`${trade}/sale-region/update`, 'operator', { permission: 'trade:catalogue:update' }),
    removeRegion: deleteEndpoint<RegionIdQuery>(`${trade}/sale-region/delete`, 'operator', { permission: 'trade:catalogue:update' }),
    pricePage: getEndpoint<AdminPricePageQuery, PageResult<AdminPackagePrice>>(`${trade}/price/page`, 'operator', {
      permission: 'trade:catalogue:query',
    }),
    createPrice: postEndpoint<CreatePriceInput, number>(`${trade}/price/create`, 'operator', { permission: 'trade:catalogue:update' }),
    updatePrice: putEndpoint<UpdatePriceInput>(`${trade}/price/update`, 'operator', { permission: 'trade:catalogue:update' }),
    updatePriceStatus: putEndpoint<OfferStatusInput>(`${trade}/price/update-status`, 'operator', { permission: 'trade:catalogue:update' }),
  },
} satisfies ApiArea;
