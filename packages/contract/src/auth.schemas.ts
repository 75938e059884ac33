import { z } from 'zod';
import type { memberAuthApi, memberSessionApi } from './auth.endpoints.js';
import {
  AuthTokensSchema,
  CaptchaImageSchema,
  PasswordLoginSchema,
  RefreshTokenQuery,
  RegisterSchema,
  RegisterTypeSchema,
  ResetPasswordSchema,
  SendEmailCodeSchema,
  SendSmsCodeSchema,
  SmsCodeTimesQuery,
  SmsCodeTimesSchema,
  SmsLoginSchema,
  SocialAuthRedirectQuery,
  SocialBindSchema,
  SocialLoginResultSchema,
  SocialLoginSchema,
  ValidCaptchaSchema,
  ValidSmsCodeSchema,
} from './auth.js';
import type { EndpointSchemas } from './endpoint.js';

const done = z.boolean();

export const memberAuthSchemas = {
  captchaImage: { summary: 'New image captcha (single use, 5 minutes)', reply: CaptchaImageSchema },
  validCaptcha: { summary: 'Check an image captcha answer; a wrong answer burns it', input: ValidCaptchaSchema, reply: done },
  sendSmsCode: {
    summary: 'Send a 6-digit SMS code (captcha, 60 s interval, daily cap per phone, hourly cap per IP)',
    input: SendSmsCodeSchema,
    reply: done,
  },
  validSmsCode: { summary: 'Check an SMS code without using it', input: ValidSmsCodeSchema, reply: done },
  smsCodeTimes: { summary: 'Codes sent today and when the next may be sent', input: SmsCodeTimesQuery, reply: SmsCodeTimesSchema },
  sendEmailCode: { summary: 'Send an e-mail registration code (when REGISTER_TYPE=email)', input: SendEmailCodeSchema, reply: done },
  login: { summary: 'Password sign-in (image captcha when enabled)', input: PasswordLoginSchema, reply: AuthTokensSchema },
  smsLogin: { summary: 'SMS sign-in; an unknown phone gets an account', input: SmsLoginSchema, reply: AuthTokensSchema },
  register: {
    summary: 'Register with phone, user name, password and SMS (or e-mail) code',
    input: RegisterSchema,
    reply: AuthTokensSchema,
  },
  registerType: { summary: 'How members register: phone or email', reply: RegisterTypeSchema },
  resetPassword: { summary: 'Reset the password with an SMS code; signs out every session', input: ResetPasswordSchema, reply: done },
  refresh: { summary: 'Rotate tokens; a reused refresh token ends the session', input: RefreshTokenQuery, reply: AuthTokensSchema },
  socialRedirect: {
    summary: 'Start a social sign-in: the provider authorization URL (state single use, 10 minutes; redirectUri on PUBLIC_URL only)',
    input: SocialAuthRedirectQuery,
    reply: z.string(),
  },
  socialLogin: {
    summary: 'Finish a social sign-in with the code and state from the provider: a session, or a bind ticket when no phone is bound yet',
    input: SocialLoginSchema,
    reply: SocialLoginResultSchema,
  },
  socialBind: {
    summary: "Bind a phone (SMS code, scene 'bind') to a new social identity; an unknown phone gets an account",
    input: SocialBindSchema,
    reply: AuthTokensSchema,
  },
} satisfies EndpointSchemas<typeof memberAuthApi.endpoints>;

export const memberSessionSchemas = {
  logout: { summary: 'End the current session now', reply: done },
} satisfies EndpointSchemas<typeof memberSessionApi.endpoints>;
