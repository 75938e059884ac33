import { memberAuthApi } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';

export type { SmsCodeTimes } from '@cloudphone/contract';

/** How many codes today and when the next may be sent. */
export const getSmsCodeTimes = (phone: string) => call(memberAuthApi.endpoints.smsCodeTimes, { phone }, { passErrors: true });
