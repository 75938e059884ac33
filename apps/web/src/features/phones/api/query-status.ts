import { phonesApi } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';

/** POST /app-api/trade/phone-bound/query-status: current status of up to 30 phones. Errors stay quiet (it is a fallback poll). */
export const queryStatus = (phoneIds: number[]) => call(phonesApi.endpoints.queryStatus, { phoneIds }, { passErrors: true });
