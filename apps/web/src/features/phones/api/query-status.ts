import { api } from '../../../shared/api/http';
import type { PhoneStatusEvent } from '../../../shared/realtime/phone-events';

/** POST /app-api/trade/phone-bound/query-status: current status of up to 30 phones. Errors stay quiet (it is a fallback poll). */
export const queryStatus = (phoneIds: number[]) =>
  api.post<{ list: PhoneStatusEvent[] }>('/app-api/trade/phone-bound/query-status', { phoneIds }, { passErrors: true });
