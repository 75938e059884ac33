import { z } from 'zod';
import { text } from './fields.js';
import { emailField, PASSWORD_INPUT_MAX, passwordField, smsCodeField } from './validation.js';

/** The account center's own password rule (spec point 5): 8 to 20 letters and digits, both present. */
export const ACCOUNT_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,20}$/;
export const NICKNAME_MAX = 20;
export const LOCATION_MAX = 60;
/** Birthday as the spec writes it (1996/11/11). */
export const BIRTHDAY_PATTERN = /^(\d{4})\/(\d{2})\/(\d{2})$/;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The square sizes an avatar is stored in (px); avatarList holds them in this order, the third is shown (spec point 3). */
export const AVATAR_SIZES = [40, 100, 200] as const;

/** Whether a YYYY/MM/DD text is a real calendar day from 1900 to today. */
export function isValidBirthday(value: string, today = new Date()): boolean {
  const match = BIRTHDAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return year >= 1900 && date.getTime() <= today.getTime();
}

/**
 * PUT /app-api/member/member/update-client: any of the fields; a field sent as null (or an empty
 * e-mail, birthday or location) is cleared, one left out is kept.
 */
export const UpdateClientSchema = z.object({
  nickname: text('account.nickname.required')
    .trim()
    .min(1, { error: 'account.nickname.required' })
    .max(NICKNAME_MAX, { error: 'account.nickname.length' })
    .optional(),
  gender: z.enum(['male', 'female'], { error: 'account.gender.invalid' }).nullable().optional(),
  email: z
    .union([z.literal('').transform(() => null), emailField])
    .nullable()
    .optional(),
  birthday: z
    .union([
      z.literal('').transform(() => null),
      text('account.birthday.invalid')
        .trim()
        .refine((v) => isValidBirthday(v), { error: 'account.birthday.invalid' }),
    ])
    .nullable()
    .optional(),
  location: text()
    .trim()
    .max(LOCATION_MAX, { error: 'account.location.length' })
    .transform((v) => v || null)
    .nullable()
    .optional(),
});
export type UpdateClientInput = z.input<typeof UpdateClientSchema>;

const accountPasswordField = text('validation.password.required')
  .min(1, { error: 'validation.password.required' })
  .regex(ACCOUNT_PASSWORD_PATTERN, { error: 'account.password.rule' });

/**
 * PUT /app-api/member/member/update-password: the account center's change, proven by the current
 * password or by an SMS code sent to the member's own phone (scene reset-password). Every other
 * session of the member ends; the caller's stays.
 */
export const ChangePasswordSchema = z
  .object({
    oldPassword: passwordField.optional(),
    code: smsCodeField.optional(),
    newPassword: accountPasswordField,
    confirmPassword: text('validation.confirm.required')
      .min(1, { error: 'validation.confirm.required' })
      .max(PASSWORD_INPUT_MAX, { error: 'validation.invalid' }),
  })
  .refine((v) => (v.oldPassword === undefined) !== (v.code === undefined), { error: 'account.password.proof', path: ['oldPassword'] })
  .refine((v) => v.newPassword === v.confirmPassword, { error: 'validation.password.mismatch', path: ['confirmPassword'] });
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

/** DELETE /app-api/member/member/delete { code }: the SMS code of scene delete-account, sent to the member's phone. */
export const DeleteAccountSchema = z.object({ code: smsCodeField });
export type DeleteAccountInput = z.input<typeof DeleteAccountSchema>;

/** A file name the member may fetch: no path, only what the export named it. */
export const DownloadQuerySchema = z.object({
  fileName: text('download.fileName.invalid')
    .trim()
    .min(1, { error: 'download.fileName.invalid' })
    .max(120, { error: 'download.fileName.invalid' })
    .refine((v) => !v.includes('..') && !v.includes('/') && !v.includes('\\'), { error: 'download.fileName.invalid' }),
  delete: z
    .enum(['true', 'false'], { error: 'validation.invalid' })
    .transform((v) => v === 'true')
    .optional(),
});
export type DownloadQueryInput = z.input<typeof DownloadQuerySchema>;

/** What an export answers: the name to fetch with common/common/download. */
export const ExportedFileSchema = z.object({ fileName: z.string() });
export type ExportedFile = z.infer<typeof ExportedFileSchema>;
