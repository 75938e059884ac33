import type { CaptchaImage, SendSmsCodeInput } from '@cloudphone/contract';
import { api } from '../../../shared/api/http';

/** GET /captcha/captchaImage: a single-use image captcha (uuid + data URL). */
export const getCaptchaImage = () => api.get<CaptchaImage>('/app-api/member/captcha/captchaImage', undefined, { passErrors: true });

/** POST /captcha/sendSmsCode; the form shows failures (daily limit, wrong captcha) itself. */
export const sendSmsCode = (input: SendSmsCodeInput) =>
  api.post<boolean>('/app-api/member/captcha/sendSmsCode', input, { passErrors: true });
