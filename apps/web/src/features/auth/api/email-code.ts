import { api } from '../../../shared/api/http';

/** POST /captcha/sendEmailCode, for e-mail registration. */
export const sendEmailCode = (input: { email: string; code?: string; uuid?: string }) =>
  api.post<boolean>('/app-api/member/captcha/sendEmailCode', input, { passErrors: true });
