import { memberAuthApi, type PasswordLoginInput, type SmsLoginInput } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';

/** Phone + password (+ image captcha when enabled). Errors go to the form. */
export const passwordLogin = (input: PasswordLoginInput) => call(memberAuthApi.endpoints.login, input, { passErrors: true, isLogin: true });

/** Phone + 6-digit SMS code; an unknown phone gets an account. */
export const smsLogin = (input: SmsLoginInput) => call(memberAuthApi.endpoints.smsLogin, input, { passErrors: true, isLogin: true });
