import { queryOptions } from '@tanstack/react-query';
import { phonesApi } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';
import { phoneKeys } from './phone-keys';

export type { NewMachineQuota as RenewTimes } from '@cloudphone/contract';

/** Free one-click new machine uses left this month. */
export const renewTimesQuery = queryOptions({
  queryKey: phoneKeys.renewTimes(),
  queryFn: () => call(phonesApi.endpoints.newMachineQuota),
  staleTime: 30_000,
});
