import {
  offersAdminApi,
  type AdminConfigurationPageQuery,
  type AdminPackagePrice,
  type CreateConfigurationInput,
  type CreatePriceInput,
  type CreateRegionInput,
  type OfferStatusInput,
  type OrderType,
  type PageResult,
  type UpdateConfigurationInput,
  type UpdatePriceInput,
  type UpdateRegionInput,
  type UpdateStockInput,
} from '@cloudphone/contract';
import { call } from '../../shared/api/call';

const { endpoints } = offersAdminApi;

/** Query keys; invalidating a prefix refetches the lists and the pickers built on them. */
export const CONFIGURATIONS = ['catalogue', 'configurations'] as const;
export const ALL_CONFIGURATIONS = [...CONFIGURATIONS, 'all'] as const;
export const REGIONS = ['catalogue', 'regions'] as const;
export const PRICES = ['catalogue', 'prices'] as const;

/** The most rows one page may hold (pageQuery's bound): more specs or packages than any catalogue has. */
const WHOLE_PAGE = { pageNo: 1, pageSize: 300 };

export const configurationPage = (query: AdminConfigurationPageQuery) => call(endpoints.configurationPage, query);
/** Every spec, for the pickers (the price list's filter, a code batch's spec). */
export const allConfigurations = () => configurationPage(WHOLE_PAGE).then((page) => page.list);
/** Dialogs show a refusal themselves (passErrors); row actions leave it to the client's notification. */
export const createConfiguration = (input: CreateConfigurationInput) => call(endpoints.createConfiguration, input, { passErrors: true });
export const updateConfiguration = (input: UpdateConfigurationInput) => call(endpoints.updateConfiguration, input, { passErrors: true });
export const setConfigurationStatus = (input: OfferStatusInput) => call(endpoints.updateConfigurationStatus, input);
export const updateStock = (input: UpdateStockInput) => call(endpoints.updateStock, input, { passErrors: true });

export const saleRegions = () => call(endpoints.regions);
/** The regions as a list page (the server answers them all at once; the table pages them). */
export const regionPage = async (): Promise<PageResult<Awaited<ReturnType<typeof saleRegions>>[number]>> => {
  const list = await saleRegions();
  return { list, total: list.length };
};
export const createRegion = (input: CreateRegionInput) => call(endpoints.createRegion, input, { passErrors: true });
export const updateRegion = (input: UpdateRegionInput) => call(endpoints.updateRegion, input, { passErrors: true });
export const removeRegion = (id: number) => call(endpoints.removeRegion, { id });

/** The price list's filters: a spec (the server lists one spec's packages) and an order type. */
export interface PriceFilters {
  configurationId?: number;
  orderType?: OrderType;
}

/**
 * One spec's packages, of one order type when chosen. The server filters by spec only, so the
 * spec's packages (a handful) are fetched whole and the order type is filtered here; the table
 * then pages them itself (total equals the rows).
 */
export async function pricePage({ configurationId, orderType }: PriceFilters): Promise<PageResult<AdminPackagePrice>> {
  if (configurationId === undefined) return { list: [], total: 0 };
  const { list } = await call(endpoints.pricePage, { configurationId, ...WHOLE_PAGE });
  const rows = orderType ? list.filter((row) => row.orderType === orderType) : list;
  return { list: rows, total: rows.length };
}
export const createPrice = (input: CreatePriceInput) => call(endpoints.createPrice, input, { passErrors: true });
export const updatePrice = (input: UpdatePriceInput) => call(endpoints.updatePrice, input, { passErrors: true });
export const setPriceStatus = (input: OfferStatusInput) => call(endpoints.updatePriceStatus, input);
