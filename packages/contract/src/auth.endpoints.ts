import type {
  AuthTokens,
  CaptchaImage,
  PasswordLoginInput,
  RefreshTokenInput,
  RegisterInput,
  ResetPasswordInput,
  SendEmailCodeInput,
  SendSmsCodeInput,
  SmsCodeTimes,
  SmsCodeTimesQueryInput,
  SmsLoginInput,
  SocialAuthRedirectInput,
  SocialBindInput,
  SocialLoginInput,
  SocialLoginResult,
  ValidCaptchaInput,
  ValidSmsCodeInput,
} from './auth.js';
import type { RegisterType } from './constants.js';
import type { ApiArea } from './endpoint.js';
import { getEndpoint, postEndpoint } from './endpoint.js';

/**
 * Signing a member in, up and back in (spec points 1 and 8): captchas, codes, password, SMS and
 * social sign-in, registration, password reset, token refresh. No session needed; schemas in
 * auth.schemas.ts.
 */
export const memberAuthApi = {
  tag: 'member auth',
  endpoints: {
    captchaImage: getEndpoint<void, CaptchaImage>('/app-api/member/captcha/captchaImage', 'public'),
    validCaptcha: postEndpoint<ValidCaptchaInput>('/app-api/member/auth/valid-captcha', 'public'),
    sendSmsCode: postEndpoint<SendSmsCodeInput>('/app-api/member/captcha/sendSmsCode', 'public'),
    validSmsCode: postEndpoint<ValidSmsCodeInput>('/app-api/member/captcha/valid-sms-code', 'public'),
    smsCodeTimes: getEndpoint<SmsCodeTimesQueryInput, SmsCodeTimes>('/app-api/member/captcha/sms-code-times', 'public'),
    sendEmailCode: postEndpoint<SendEmailCodeInput>('/app-api/member/captcha/sendEmailCode', 'public'),
    login: postEndpoint<PasswordLoginInput, AuthTokens>('/app-api/member/auth/login', 'public'),
    smsLogin: postEndpoint<SmsLoginInput, AuthTokens>('/app-api/member/auth/sms-login', 'public'),
    register: postEndpoint<RegisterInput, AuthTokens>('/app-api/member/auth/register', 'public'),
    registerType: getEndpoint<void, RegisterType>('/app-api/member/auth/register-type', 'public'),
    resetPassword: postEndpoint<ResetPasswordInput>('/app-api/member/member/update-phone-password', 'public'),
    refresh: postEndpoint<RefreshTokenInput, AuthTokens>('/app-api/member/auth/refresh-token', 'public', { inQuery: true }),
    socialRedirect: getEndpoint<SocialAuthRedirectInput, string>('/app-api/member/auth/social-auth-redirect', 'public'),
    socialLogin: postEndpoint<SocialLoginInput, SocialLoginResult>('/app-api/member/auth/social-login', 'public'),
    socialBind: postEndpoint<SocialBindInput, AuthTokens>('/app-api/member/auth/social-bind', 'public'),
  },
} satisfies ApiArea;

/** The signed-in member's session. */
export const memberSessionApi = {
  tag: 'member auth',
  endpoints: {
    logout: postEndpoint('/app-api/member/auth/logout'),
  },
} satisfies ApiArea;
