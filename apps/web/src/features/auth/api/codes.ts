import { memberAuthApi, type SendSmsCodeInput } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';

/** A single-use image captcha (uuid + data URL). */
export const getCaptchaImage = () => call(memberAuthApi.endpoints.captchaImage, undefined, { passErrors: true });

/** Sends an SMS code; the form shows failures (daily limit, wrong captcha) itself. */
export const sendSmsCode = (input: SendSmsCodeInput) => call(memberAuthApi.endpoints.sendSmsCode, input, { passErrors: true });
