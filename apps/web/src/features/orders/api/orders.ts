import {
  offersApi,
  ordersApi,
  type CreateOrderInput,
  type OrderPageQueryInput,
  type OrderStatus,
  type OrderType,
} from '@cloudphone/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';

/** How often an open payment dialog asks whether the money arrived. */
export const PAYMENT_POLL_MS = 2000;

export const orderKeys = {
  all: () => ['orders'] as const,
  configurations: () => ['orders', 'configurations'] as const,
  prices: (configurationId: number) => ['orders', 'prices', configurationId] as const,
  channels: () => ['orders', 'channels'] as const,
  order: (orderNo: string) => ['orders', 'order', orderNo] as const,
  page: (query: OrderPageQueryInput) => ['orders', 'page', query] as const,
  renewable: () => ['orders', 'renewable'] as const,
};

/** The specs on sale with their regions' stock: fresh on each visit, stock changes as others buy. */
export const configurationsQuery = () =>
  queryOptions({ queryKey: orderKeys.configurations(), queryFn: () => call(offersApi.endpoints.configurations), staleTime: 0 });

export const pricesQuery = (configurationId: number) =>
  queryOptions({
    queryKey: orderKeys.prices(configurationId),
    queryFn: () => call(offersApi.endpoints.prices, { configurationId }),
    staleTime: 60_000,
  });

export const payChannelsQuery = () =>
  queryOptions({ queryKey: orderKeys.channels(), queryFn: () => call(ordersApi.endpoints.payChannels), staleTime: Infinity });

/** One order, asked again while it waits for its payment. */
export const orderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: orderKeys.order(orderNo),
    queryFn: () => call(ordersApi.endpoints.get, { orderNo }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' || !query.state.data ? PAYMENT_POLL_MS : false),
  });

/** The member's phones to renew, with the spec each renews as, and the page's insights. */
export const renewablePhonesQuery = () =>
  queryOptions({ queryKey: orderKeys.renewable(), queryFn: () => call(ordersApi.endpoints.renewablePhones), staleTime: 0 });

export const orderPageQuery = (query: OrderPageQueryInput) =>
  queryOptions({
    queryKey: orderKeys.page(query),
    queryFn: () => call(ordersApi.endpoints.page, query),
    placeholderData: keepPreviousData,
  });

/** Creates an order; the key makes a retried or double-clicked submit the same order. */
export const createOrder = (input: CreateOrderInput, idempotencyKey: string) =>
  call(ordersApi.endpoints.create, input, { headers: { 'Idempotency-Key': idempotencyKey } });

/** The orders the page's filters match: the server writes them as a CSV file and answers its name (fetched with downloadExport). */
export const exportOrders = (filters: Omit<OrderPageQueryInput, 'pageNo' | 'pageSize'>) => call(ordersApi.endpoints.export, filters);

export const cancelOrder = (orderNo: string) => call(ordersApi.endpoints.cancel, { orderNo });

export type { OrderStatus, OrderType };
