import { z } from 'zod';
import { pageQuery } from './envelope.js';
import { idField, text, wholeNumber } from './fields.js';
import type { MessageKey } from './messages.js';

/**
 * The operator's dictionaries and configuration (issue 19, spec point 7 "Admin helpers"), with
 * RuoYi's field names. Statuses are RuoYi's: 0 normal, 1 disabled.
 */

const status = wholeNumber({ min: 0, max: 1, error: 'system.status.invalid' });
const remark = text(undefined, { multiline: true })
  .trim()
  .max(500, { error: 'system.remark.max' })
  .nullish()
  .transform((v) => v || null);
/** A list filter: an empty value filters nothing (the screens send every field). */
const filter = text()
  .trim()
  .max(100, { error: 'validation.invalid' })
  .optional()
  .transform((v) => v || undefined);

// ---------------------------------------------------------------- dictionary types

/** RuoYi's rule: a letter, then lower-case letters, digits and underscores (what dict-data/get accepts). */
export const DICT_TYPE_PATTERN = /^[a-z][a-z0-9_]*$/;
const dictTypeField = text('system.dict.type.required')
  .trim()
  .min(1, { error: 'system.dict.type.required' })
  .max(100, { error: 'system.dict.type.max' })
  .regex(DICT_TYPE_PATTERN, { error: 'system.dict.type.pattern' });

export const DictTypeInputSchema = z.object({
  dictName: text('system.dict.name.required')
    .trim()
    .min(1, { error: 'system.dict.name.required' })
    .max(100, { error: 'system.dict.name.max' }),
  dictType: dictTypeField,
  status: status.default(0),
  remark,
});
export type DictTypeInput = z.input<typeof DictTypeInputSchema>;
export const DictTypeUpdateSchema = DictTypeInputSchema.extend({ dictId: idField });
export type DictTypeUpdateInput = z.input<typeof DictTypeUpdateSchema>;
export const DictTypeIdSchema = z.object({ dictId: idField });
export type DictTypeIdInput = z.input<typeof DictTypeIdSchema>;

export const DictTypeQuerySchema = pageQuery.extend({ dictName: filter, dictType: filter, status: status.optional() });
export type DictTypeQueryInput = z.input<typeof DictTypeQuerySchema>;

export const DictTypeRowSchema = z.object({
  dictId: z.number().int(),
  dictName: z.string(),
  dictType: z.string(),
  status: z.number().int(),
  remark: z.string().nullable(),
  /** Epoch milliseconds. */
  createTime: z.number().int(),
});
export type DictTypeRow = z.infer<typeof DictTypeRowSchema>;

// ---------------------------------------------------------------- dictionary entries

/** RuoYi's list styles (the tag colour an entry is shown with); '' for none. */
export const DICT_LIST_CLASSES = ['', 'default', 'primary', 'success', 'info', 'warning', 'danger'] as const;

const dictLabel = text().trim().max(100, { error: 'system.dict.label.max' });

export const DictDataInputSchema = z.object({
  dictType: dictTypeField,
  /** The Chinese label (RuoYi's one label). */
  dictLabel: text('system.dict.label.required')
    .trim()
    .min(1, { error: 'system.dict.label.required' })
    .max(100, { error: 'system.dict.label.max' }),
  /** The English label; the Chinese one when absent or empty. */
  dictLabelEn: dictLabel.optional(),
  dictValue: text('system.dict.value.required')
    .trim()
    .min(1, { error: 'system.dict.value.required' })
    .max(100, { error: 'system.dict.value.max' }),
  dictSort: wholeNumber({ min: 0, max: 999_999, error: 'system.dict.sort.required' }),
  status: status.default(0),
  listClass: z.enum(DICT_LIST_CLASSES, { error: 'system.dict.listClass.invalid' }).default(''),
  cssClass: text().trim().max(100, { error: 'system.dict.cssClass.max' }).default(''),
  remark,
});
export type DictDataInput = z.input<typeof DictDataInputSchema>;
export const DictDataUpdateSchema = DictDataInputSchema.extend({ dictCode: idField });
export type DictDataUpdateInput = z.input<typeof DictDataUpdateSchema>;
export const DictCodeSchema = z.object({ dictCode: idField });
export type DictCodeInput = z.input<typeof DictCodeSchema>;

/** The entries' filters: type (exact), label (contains, either language), status. */
export const DictDataFilterSchema = z.object({ dictType: filter, dictLabel: filter, status: status.optional() });
export type DictDataFilterInput = z.input<typeof DictDataFilterSchema>;
export const DictDataPageQuerySchema = DictDataFilterSchema.extend(pageQuery.shape);
export type DictDataPageQueryInput = z.input<typeof DictDataPageQuerySchema>;

export const DictDataRowSchema = z.object({
  dictCode: z.number().int(),
  dictSort: z.number().int(),
  dictLabel: z.string(),
  dictLabelEn: z.string(),
  dictValue: z.string(),
  dictType: z.string(),
  cssClass: z.string(),
  listClass: z.string(),
  status: z.number().int(),
  remark: z.string().nullable(),
  createTime: z.number().int(),
});
export type DictDataRow = z.infer<typeof DictDataRowSchema>;

// ---------------------------------------------------------------- configuration

/** Settings the server itself reads (through its config cache), with what their values must be. */
export const CONFIG_KEYS = { reminderDueDays: 'notice.reminder.dueDays' } as const;

/** `notice.reminder.dueDays`: "3,1", up to five distinct whole days from 1 to 365; null when malformed. */
export function parseDueDays(value: string): number[] | null {
  const parts = value.split(',').map((p) => p.trim());
  if (parts.length > 5 || parts.some((p) => !/^\d{1,3}$/.test(p))) return null;
  const days = parts.map(Number);
  if (days.some((d) => d < 1 || d > 365) || new Set(days).size !== days.length) return null;
  return days;
}

/** How each known key's value is checked on save, and the message when it fails. */
export const KNOWN_CONFIG_VALUES: Record<string, { valid: (value: string) => boolean; error: MessageKey }> = {
  [CONFIG_KEYS.reminderDueDays]: { valid: (v) => parseDueDays(v) !== null, error: 'system.config.value.dueDays' },
};

export const CONFIG_KEY_PATTERN = /^[A-Za-z0-9._:-]+$/;
const configKey = text('system.config.key.required')
  .trim()
  .min(1, { error: 'system.config.key.required' })
  .max(100, { error: 'system.config.key.max' })
  .regex(CONFIG_KEY_PATTERN, { error: 'system.config.key.pattern' });
/** 'Y' built in (cannot be deleted, its key cannot change), 'N' an operator's own. */
export const CONFIG_TYPES = ['Y', 'N'] as const;

const configShape = {
  configName: text('system.config.name.required')
    .trim()
    .min(1, { error: 'system.config.name.required' })
    .max(100, { error: 'system.config.name.max' }),
  configKey,
  configValue: text('system.config.value.required', { multiline: true })
    .trim()
    .min(1, { error: 'system.config.value.required' })
    .max(500, { error: 'system.config.value.max' }),
  configType: z.enum(CONFIG_TYPES, { error: 'system.config.type.invalid' }).default('N'),
  remark,
};
/** A known key's value must be one the server can use (a bad one would otherwise fall back silently). */
const knownValue = (v: { configKey: string; configValue: string }, ctx: z.RefinementCtx) => {
  const known = KNOWN_CONFIG_VALUES[v.configKey];
  if (known && !known.valid(v.configValue)) ctx.addIssue({ code: 'custom', path: ['configValue'], message: known.error });
};
export const ConfigInputSchema = z.object(configShape).superRefine(knownValue);
export type ConfigInput = z.input<typeof ConfigInputSchema>;
export const ConfigUpdateSchema = z.object({ ...configShape, configId: idField }).superRefine(knownValue);
export type ConfigUpdateInput = z.input<typeof ConfigUpdateSchema>;
export const ConfigIdSchema = z.object({ configId: idField });
export type ConfigIdInput = z.input<typeof ConfigIdSchema>;
export const ConfigKeySchema = z.object({ configKey });
export type ConfigKeyInput = z.input<typeof ConfigKeySchema>;

export const ConfigFilterSchema = z.object({
  configName: filter,
  configKey: filter,
  configType: z.enum(CONFIG_TYPES, { error: 'system.config.type.invalid' }).optional(),
});
export type ConfigFilterInput = z.input<typeof ConfigFilterSchema>;
export const ConfigPageQuerySchema = ConfigFilterSchema.extend(pageQuery.shape);
export type ConfigPageQueryInput = z.input<typeof ConfigPageQuerySchema>;

export const ConfigRowSchema = z.object({
  configId: z.number().int(),
  configName: z.string(),
  configKey: z.string(),
  configValue: z.string(),
  configType: z.enum(CONFIG_TYPES),
  remark: z.string().nullable(),
  createTime: z.number().int(),
  updateTime: z.number().int(),
});
export type ConfigRow = z.infer<typeof ConfigRowSchema>;

// ---------------------------------------------------------------- branding images

/** Largest branding image accepted (JPG or PNG, decided by its content). */
export const BRAND_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Where an uploaded branding image is served: content-addressed, so a name's bytes never change. */
const imageFile = (ext: 'png' | 'jpg') =>
  z.object({ fileName: text('validation.invalid').regex(new RegExp(`^[a-f0-9]{64}\\.${ext}$`), { error: 'validation.invalid' }) });
export const BrandPngFileSchema = imageFile('png');
export const BrandJpgFileSchema = imageFile('jpg');
export type BrandImageFileInput = z.input<typeof BrandPngFileSchema>;
export const UploadedImageSchema = z.object({
  /** A path on this site, to put in branding's main, logo or leftBg. */
  url: z.string(),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;
