import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { phonesApi } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';
import { phoneKeys } from './phone-keys';

export type { RecycledPhone } from '@cloudphone/contract';

/** The recycle bin, a page at a time (GET recycle-page). */
export const recyclePageQuery = (pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: phoneKeys.recycle(pageNo, pageSize),
    queryFn: () => call(phonesApi.endpoints.recyclePage, { pageNo, pageSize }),
    placeholderData: keepPreviousData,
  });
