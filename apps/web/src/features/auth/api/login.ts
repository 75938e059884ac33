import type { AuthTokens, PasswordLoginInput, SmsLoginInput } from '@cloudphone/contract';
import { api } from '../../../shared/api/http';

/** POST /auth/login: phone + password (+ image captcha when enabled). Errors go to the form. */
export const passwordLogin = (input: PasswordLoginInput) =>
  api.post<AuthTokens>('/app-api/member/auth/login', input, { passErrors: true, isLogin: true });

/** POST /auth/sms-login: phone + 6-digit SMS code; an unknown phone gets an account. */
export const smsLogin = (input: SmsLoginInput) =>
  api.post<AuthTokens>('/app-api/member/auth/sms-login', input, { passErrors: true, isLogin: true });
