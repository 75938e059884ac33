import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/http';
import { phoneKeys } from './phone-keys';

export interface RenewTimes {
  used: number;
  limit: number;
  remaining: number;
}

/** GET /app-api/infra/renew-redesign/query-renew-times: free one-click new machine uses left this month. */
export const renewTimesQuery = queryOptions({
  queryKey: phoneKeys.renewTimes(),
  queryFn: () => api.get<RenewTimes>('/app-api/infra/renew-redesign/query-renew-times'),
  staleTime: 30_000,
});
