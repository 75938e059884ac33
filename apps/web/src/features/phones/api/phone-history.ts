import { phonesApi } from '@cloudphone/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { phoneKeys } from './phone-keys';

export type { OperationState, PhoneOperationEntry } from '@cloudphone/contract';

/** A running entry is still moving: ask again while one shows, and stop once all have ended. */
const POLL_WHILE_RUNNING_MS = 3000;

/** GET /app-api/trade/phone/operations?phoneId: the phone's last 50 operations, newest first. */
export const phoneHistoryQuery = (phoneId: number) =>
  queryOptions({
    queryKey: phoneKeys.history(phoneId),
    queryFn: () => call(phonesApi.endpoints.history, { phoneId }),
    refetchInterval: (query) => (query.state.data?.some((entry) => entry.state === 'running') ? POLL_WHILE_RUNNING_MS : false),
  });
