import { api } from '../../../shared/api/http';

export interface SmsCodeTimes {
  sentToday: number;
  dailyLimit: number;
  remaining: number;
  resendAfterSeconds: number;
}

/** GET /captcha/sms-code-times?phone=: how many codes today and when the next may be sent. */
export const getSmsCodeTimes = (phone: string) =>
  api.get<SmsCodeTimes>('/app-api/member/captcha/sms-code-times', { phone }, { passErrors: true });
