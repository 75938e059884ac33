import { CUSTOMER_SERVICE_TYPES, frontApi } from '@cloudphone/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';

/** GET customer-service page, type 2, one entry: the group contact with its join link. */
export const groupContactQuery = queryOptions({
  queryKey: ['customer-service', 'group'],
  queryFn: () =>
    call(frontApi.endpoints.customerService, { pageNo: 1, pageSize: 1, type: CUSTOMER_SERVICE_TYPES.group }, { passErrors: true }).then(
      (page) => page.list[0] ?? null,
    ),
  staleTime: 10 * 60_000,
  retry: false,
});
