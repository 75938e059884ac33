import { z } from 'zod';
import { REGISTER_TYPES, SMS_SCENES } from './constants.js';
import {
  captchaCodeField,
  channelCodeField,
  emailField,
  newPasswordField,
  passwordField,
  phoneField,
  smsCodeField,
  userNameField,
} from './validation.js';

const optionalCaptcha = { code: z.string().trim().max(10).optional(), uuid: z.string().trim().max(64).optional() };

/** A confirmation, when sent, must equal the new password (spec point 5). */
const confirmMatches = <T extends { confirmPassword?: string | undefined }>(value: T, password: string, ctx: z.RefinementCtx) => {
  if (value.confirmPassword !== undefined && value.confirmPassword !== password) {
    ctx.addIssue({ code: 'custom', message: 'validation.password.mismatch', path: ['confirmPassword'] });
  }
};

export const CaptchaImageSchema = z.object({ uuid: z.string(), img: z.string(), enabled: z.boolean() });
export type CaptchaImage = z.infer<typeof CaptchaImageSchema>;

export const ValidCaptchaSchema = z.object({
  uuid: z.string().trim().min(1, { error: 'validation.captcha.required' }),
  code: captchaCodeField,
});

export const SendSmsCodeSchema = z.object({
  phone: phoneField,
  scene: z.enum(SMS_SCENES).default('login'),
  ...optionalCaptcha,
});
export type SendSmsCodeInput = z.input<typeof SendSmsCodeSchema>;

export const ValidSmsCodeSchema = z.object({ phone: phoneField, scene: z.enum(SMS_SCENES).default('login'), code: smsCodeField });

export const SmsCodeTimesQuery = z.object({ phone: phoneField });
export const SmsCodeTimesSchema = z.object({
  sentToday: z.number().int(),
  dailyLimit: z.number().int(),
  remaining: z.number().int(),
  resendAfterSeconds: z.number().int(),
});

export const SendEmailCodeSchema = z.object({ email: emailField, ...optionalCaptcha });

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
  uuid: z.string().optional(),
  channelCode: channelCodeField,
});
export type SmsLoginInput = z.input<typeof SmsLoginSchema>;

export const RegisterSchema = z
  .object({
    phone: phoneField,
    userName: userNameField,
    password: newPasswordField,
    confirmPassword: z.string().optional(),
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
    uuid: z.string().optional(),
    newPassword: newPasswordField,
    confirmPassword: z.string().optional(),
  })
  .superRefine((v, ctx) => confirmMatches(v, v.newPassword, ctx));
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

export const RefreshTokenQuery = z.object({
  refreshToken: z.string().min(1, { error: 'refresh.invalid' }),
  clientSource: z.string().default('WEB'),
});

export const AuthTokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  userId: z.number().int(),
  expiresTime: z.number().int().describe('access token expiry, epoch milliseconds'),
});
export type AuthTokens = z.infer<typeof AuthTokensSchema>;

export const RegisterTypeSchema = z.enum(REGISTER_TYPES);

export const SocialAuthRedirectQuery = z.object({
  type: z.string().trim().min(1).max(32),
  redirectUri: z.string().trim().url().max(500),
});

export const SocialLoginSchema = z.object({
  type: z.string().trim().min(1).max(32),
  code: z.string().trim().min(1).max(512),
  state: z.string().trim().min(1).max(512),
  channelCode: channelCodeField,
});

/** Either a session, or a bind ticket when the social identity has no phone bound yet. */
export const SocialLoginResultSchema = z.union([
  AuthTokensSchema.extend({ bound: z.literal(true) }),
  z.object({ bound: z.literal(false), bindTicket: z.string(), nickname: z.string().nullable() }),
]);
export type SocialLoginResult = z.infer<typeof SocialLoginResultSchema>;

export const SocialBindSchema = z.object({
  bindTicket: z.string().trim().min(1, { error: 'social.bindExpired' }),
  phone: phoneField,
  code: smsCodeField,
  channelCode: channelCodeField,
});
