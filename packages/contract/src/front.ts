import { z } from 'zod';
import { REGISTER_TYPES } from './constants.js';
import { text } from './fields.js';

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

/** How the sign-in page opens: the SMS code by phone, or the password. */
export const LOGIN_WAYS = ['phone', 'password'] as const;

/** What the operator sets of the branding (GET and PUT /admin-api/system/front/logo). */
export const BrandingSettingsSchema = BrandingSchema.omit({ socialProviders: true });
export type BrandingSettings = z.infer<typeof BrandingSettingsSchema>;

/**
 * An image of the branding: a path on this site (an uploaded image, or a file the console ships),
 * since the console's content security policy loads images from its own origin only. Quotes,
 * spaces and backslashes are refused: the path goes into a CSS url("…").
 */
const sitePath = text('system.brand.image')
  .trim()
  .max(500, { error: 'system.brand.image' })
  .regex(/^(\/(?!\/)[^\s"'<>\\]*)?$/, { error: 'system.brand.image' });

/** PUT /admin-api/system/front/logo: any of the fields; the others keep their values. */
export const BrandingInputSchema = z.object({
  text: text('system.brand.text').trim().min(1, { error: 'system.brand.text' }).max(30, { error: 'system.brand.text' }).optional(),
  main: sitePath.min(1, { error: 'system.brand.image' }).optional(),
  logo: sitePath.min(1, { error: 'system.brand.image' }).optional(),
  /** '' for none (the plain panel). */
  leftBg: sitePath.optional(),
  /** '' for the console's own welcome line. */
  welcomeText: text().trim().max(100, { error: 'system.brand.welcomeText' }).optional(),
  loginWay: z.enum(LOGIN_WAYS, { error: 'system.brand.loginWay' }).optional(),
  registerType: z.enum(REGISTER_TYPES, { error: 'system.brand.registerType' }).optional(),
});
export type BrandingInput = z.input<typeof BrandingInputSchema>;

export const GlobalConfigSchema = z.object({
  notNeedMenus: z.array(z.string()),
  captchaEnabled: z.boolean(),
  /** The online help centre the operator set; null hides the link (no made-up addresses). */
  helpCenterUrl: z.string().nullable(),
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

/** A data centre (GET /app-api/system/front/dc-info): where phones of a country and city run. */
export const DataCentreSchema = z.object({
  code: z.string(),
  name: z.string(),
  country: z.string(),
  city: z.string(),
});
export type DataCentre = z.infer<typeof DataCentreSchema>;

/** One entry of a dictionary (GET /app-api/system/dict-data/get), RuoYi's field names. */
export const DictDataSchema = z.object({
  dictType: z.string(),
  dictLabel: z.string(),
  dictValue: z.string(),
  dictSort: z.number().int(),
  listClass: z.string(),
  cssClass: z.string(),
});
export type DictData = z.infer<typeof DictDataSchema>;
export const DictDataQuerySchema = z.object({
  dictType: text('validation.invalid')
    .trim()
    .min(1, { error: 'validation.invalid' })
    .max(100, { error: 'validation.invalid' })
    .regex(/^[a-z0-9_]+$/, { error: 'validation.invalid' }),
});
export type DictDataQueryInput = z.input<typeof DictDataQuerySchema>;
/** The dictionaries spec point 3 names. */
export const DICT_TYPES = { businessStatus: 'member_business_status' } as const;
