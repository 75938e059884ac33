import {
  ordersAdminApi,
  type AdminOrderExportQueryInput,
  type OrderStatus,
  type OrderType,
  type RefundOrderInput,
} from '@cloudphone/contract';
import type { Dayjs } from 'dayjs';
import { call } from '../../shared/api/call';

const { endpoints } = ordersAdminApi;

export const ORDERS = ['orders', 'page'] as const;
export const ORDER_DETAIL = ['orders', 'detail'] as const;
export const TRADE_ORDER_REFUND = 'trade:order:refund';
export const TRADE_ORDER_EXPORT = 'trade:order:export';

/** The search form's values: the server's filters, the time range as the picker holds it. */
export interface OrderFilters {
  orderNo?: string;
  memberId?: number;
  type?: OrderType;
  status?: OrderStatus;
  /** Created between these days (whole days, local time). */
  range?: [Dayjs, Dayjs] | null;
}

/** The form's values as the page and the export take them (creation time in epoch ms). */
export function orderQuery({ orderNo, range, ...rest }: OrderFilters): AdminOrderExportQueryInput {
  return {
    ...rest,
    orderNo: orderNo?.trim() || undefined,
    beginTime: range?.[0].startOf('day').valueOf(),
    endTime: range?.[1].endOf('day').valueOf(),
  };
}

export const orderPage = ({ pageNo, pageSize, ...filters }: OrderFilters & { pageNo: number; pageSize: number }) =>
  call(endpoints.page, { ...orderQuery(filters), pageNo, pageSize });
/** The detail page shows a refusal (an unknown order number) itself. */
export const orderDetail = (orderNo: string) => call(endpoints.get, { orderNo }, { passErrors: true });
/** The dialog shows a refusal (not refundable, too much, the provider failed) itself. */
export const refundOrder = (input: RefundOrderInput) => call(endpoints.refund, input, { passErrors: true });
export const exportEndpoint = endpoints.export;
