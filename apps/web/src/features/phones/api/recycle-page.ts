import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PageResult } from '@cloudphone/contract';
import { api } from '../../../shared/api/http';
import { phoneKeys } from './phone-keys';

export interface RecycledPhone {
  id: number;
  owlId: string;
  alias: string;
  /** Epoch milliseconds, as are the two below. */
  expireTime: number;
  recycleTime: number;
  /** After this the phone and its data are gone; renewing before it brings the phone back. */
  releaseTime: number;
}

/** GET /app-api/trade/phone/recycle-page. */
export const recyclePageQuery = (pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: phoneKeys.recycle(pageNo, pageSize),
    queryFn: () => api.get<PageResult<RecycledPhone>>('/app-api/trade/phone/recycle-page', { pageNo, pageSize }),
    placeholderData: keepPreviousData,
  });
