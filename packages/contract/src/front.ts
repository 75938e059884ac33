import { z } from 'zod';
import { REGISTER_TYPES } from './constants.js';

/** The logo the console ships with (apps/web/public/logo.svg): branding's default, drawn inline by the web. */
export const DEFAULT_BRAND_LOGO = '/app/logo.svg';

/** Branding (spec point 3) served by GET /app-api/system/front/logo. */
export const BrandingSchema = z.object({
  text: z.string(),
  main: z.string(),
  logo: z.string(),
  leftBg: z.string(),
  welcomeText: z.string(),
  loginWay: z.string(),
  registerType: z.enum(REGISTER_TYPES),
  socialProviders: z.array(z.object({ type: z.string(), name: z.string() })),
});
export type Branding = z.infer<typeof BrandingSchema>;

export const GlobalConfigSchema = z.object({
  notNeedMenus: z.array(z.string()),
  captchaEnabled: z.boolean(),
});
export type GlobalConfig = z.infer<typeof GlobalConfigSchema>;

export const OutboxEntrySchema = z.object({
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxEntry = z.infer<typeof OutboxEntrySchema>;
