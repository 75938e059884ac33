import { z } from 'zod';
import { REGISTER_TYPES, SMS_SCENES } from './constants.js';
import { text } from './fields.js';
import {
  captchaCodeField,
  channelCodeField,
  emailField,
  newPasswordField,
  PASSWORD_INPUT_MAX,
  passwordField,
  phoneField,
  smsCodeField,
  userNameField,
} from './validation.js';

const optionalCaptcha = { code: text().trim().max(10).optional(), uuid: text().trim().max(64).optional() };

/** A confirmation, when sent, must equal the new password (spec point 5). */
const confirmMatches = <T extends { confirmPassword?: string | undefined }>(value: T, password: string, ctx: z.RefinementCtx) => {
  if (value.confirmPassword !== undefined && value.confirmPassword !== password) {
    ctx.addIssue({ code: 'custom', message: 'validation.password.mismatch', path: ['confirmPassword'] });
  }
};

export const CaptchaImageSchema = z.object({ uuid: z.string(), img: z.string(), enabled: z.boolean() });
export type CaptchaImage = z.infer<typeof CaptchaImageSchema>;

export const ValidCaptchaSchema = z.object({
  uuid: text('validation.captcha.required')
    .trim()
    .min(1, { error: 'validation.captcha.required' })
    .max(64, { error: 'validation.invalid' }),
  code: captchaCodeField,
});
export type ValidCaptchaInput = z.input<typeof ValidCaptchaSchema>;

export const SendSmsCodeSchema = z.object({
  phone: phoneField,
  scene: z.enum(SMS_SCENES).default('login'),
  ...optionalCaptcha,
});
export type SendSmsCodeInput = z.input<typeof SendSmsCodeSchema>;

export const ValidSmsCodeSchema = z.object({ phone: phoneField, scene: z.enum(SMS_SCENES).default('login'), code: smsCodeField });
export type ValidSmsCodeInput = z.input<typeof ValidSmsCodeSchema>;

export const SmsCodeTimesQuery = z.object({ phone: phoneField });
export type SmsCodeTimesQueryInput = z.input<typeof SmsCodeTimesQuery>;
export const SmsCodeTimesSchema = z.object({
  sentToday: z.number().int(),
  dailyLimit: z.number().int(),
  remaining: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type SmsCodeTimes = z.infer<typeof SmsCodeTimesSchema>;

export const SendEmailCodeSchema = z.object({ email: emailField, ...optionalCaptcha });
export type SendEmailCodeInput = z.input<typeof SendEmailCodeSchema>;

export const PasswordLoginSchema = z.object({
  phone: phoneField,
  password: passwordField,
  ...optionalCaptcha,
  channelCode: channelCodeField,
});
export type PasswordLoginInput = z.input<typeof PasswordLoginSchema>;

export const SmsLoginSchema = z.object({
  phone: phoneField,
  code: smsCodeField,
  uuid: text().max(64).optional(),
  channelCode: channelCodeField,
});
export type SmsLoginInput = z.input<typeof SmsLoginSchema>;

export const RegisterSchema = z
  .object({
    phone: phoneField,
    userName: userNameField,
    password: newPasswordField,
    confirmPassword: text().max(PASSWORD_INPUT_MAX).optional(),
    /** SMS code to the phone, or the e-mail code when registering by e-mail. */
    code: smsCodeField,
    email: emailField.optional(),
    channelCode: channelCodeField,
  })
  .superRefine((v, ctx) => confirmMatches(v, v.password, ctx));
export type RegisterInput = z.input<typeof RegisterSchema>;

export const ResetPasswordSchema = z
  .object({
    phone: phoneField,
    code: smsCodeField,
    uuid: text().max(64).optional(),
    newPassword: newPasswordField,
    confirmPassword: text().max(PASSWORD_INPUT_MAX).optional(),
  })
  .superRefine((v, ctx) => confirmMatches(v, v.newPassword, ctx));
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

export const RefreshTokenQuery = z.object({
  refreshToken: text('refresh.invalid').min(1, { error: 'refresh.invalid' }).max(512, { error: 'refresh.invalid' }),
  clientSource: text().max(16).default('WEB'),
});
export type RefreshTokenInput = z.input<typeof RefreshTokenQuery>;

export const AuthTokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  userId: z.number().int(),
  expiresTime: z.number().int().describe('access token expiry, epoch milliseconds'),
});
export type AuthTokens = z.infer<typeof AuthTokensSchema>;

export const RegisterTypeSchema = z.enum(REGISTER_TYPES);

export const SocialAuthRedirectQuery = z.object({
  type: text().trim().min(1).max(32),
  redirectUri: text().trim().url().max(500),
});
export type SocialAuthRedirectInput = z.input<typeof SocialAuthRedirectQuery>;

export const SocialLoginSchema = z.object({
  type: text().trim().min(1).max(32),
  code: text().trim().min(1).max(512),
  state: text().trim().min(1).max(512),
  channelCode: channelCodeField,
});
export type SocialLoginInput = z.input<typeof SocialLoginSchema>;

/** Either a session, or a bind ticket when the social identity has no phone bound yet. */
export const SocialLoginResultSchema = z.union([
  AuthTokensSchema.extend({ bound: z.literal(true) }),
  z.object({ bound: z.literal(false), bindTicket: z.string(), nickname: z.string().nullable() }),
]);
export type SocialLoginResult = z.infer<typeof SocialLoginResultSchema>;

export const SocialBindSchema = z.object({
  bindTicket: text('social.bindExpired').trim().min(1, { error: 'social.bindExpired' }).max(512, { error: 'social.bindExpired' }),
  phone: phoneField,
  code: smsCodeField,
  channelCode: channelCodeField,
});
export type SocialBindInput = z.input<typeof SocialBindSchema>;
