import { z } from 'zod';
import { OPERATOR_ROLE_KEYS, type OperatorRole } from './admin-permissions.js';
import { pageQuery } from './envelope.js';
import { idField, text } from './fields.js';
import type { MessageKey } from './messages.js';
import { EMAIL_PATTERN, PHONE_PATTERN } from './patterns.js';
import { newPasswordField } from './validation.js';

/**
 * The operator console's operators and roles (issue 19, spec point 7 `/system/user/*`),
 * with RuoYi's field names. Endpoints in operators-admin.endpoints.ts, schemas in
 * operators-admin.schemas.ts; the audit log's in operate-log.ts.
 */

/** RuoYi's user name rule, kept to what a sign-in form and a log line show plainly. */
export const OPERATOR_USER_NAME_PATTERN = /^[A-Za-z0-9_]{2,30}$/;
export const OPERATOR_NICK_NAME_MAX = 30;
export const OPERATOR_REMARK_MAX = 500;
/** 0 enabled, 1 disabled (RuoYi's sys_user.status). */
export const OPERATOR_STATUS = { enabled: 0, disabled: 1 } as const;
/** What an XLSX export answers (the `produces` of an export endpoint). */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows one import may carry: each new operator's password is hashed with argon2id. */
export const OPERATOR_IMPORT_MAX_ROWS = 500;
export const OPERATOR_IMPORT_MAX_BYTES = 1024 * 1024;
/** The import template's columns, in order; a file may also use the headers the export shows. */
export const OPERATOR_IMPORT_COLUMNS = ['userName', 'nickName', 'password', 'roles', 'email', 'mobile', 'remark'] as const;

const m = (key: MessageKey) => ({ error: key });

/** An operator as the list, the detail and the export show it. Times are epoch ms. */
export const OperatorRowSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  status: z.number().int(),
  /** Role keys: admin, ops, finance. */
  roles: z.array(z.string()),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  remark: z.string().nullable(),
  loginIp: z.string().nullable(),
  loginDate: z.number().int().nullable(),
  createTime: z.number().int(),
});
export type OperatorRow = z.infer<typeof OperatorRowSchema>;

/** 0 or 1, as a JSON number or a string (RuoYi's console sends "0"/"1"). */
const statusField = z
  .union([z.literal(0), z.literal(1), z.enum(['0', '1']).transform(Number)], m('operators.status.invalid'))
  .transform((s) => s as 0 | 1);

/** An optional text filter: an empty one (`?userName=`) is no filter. */
export const adminTextFilter = (max: number) =>
  text()
    .trim()
    .max(max, m('validation.invalid'))
    .optional()
    .transform((v) => v || undefined);

/** GET /admin-api/system/user/list and /export: user name contains, status (`?status=` is no filter). */
export const OperatorFilterSchema = z.object({
  userName: adminTextFilter(30),
  status: z.union([z.literal('').transform(() => undefined), statusField], m('operators.status.invalid')).optional(),
});
export const OperatorPageQuerySchema = pageQuery.extend(OperatorFilterSchema.shape);
export type OperatorPageQueryInput = z.input<typeof OperatorPageQuerySchema>;
export type OperatorFilterInput = z.input<typeof OperatorFilterSchema>;

/** GET and DELETE /admin-api/system/user/{userId}. */
export const OperatorIdSchema = z.object({ userId: idField });
export type OperatorIdInput = z.input<typeof OperatorIdSchema>;

export const operatorUserNameField = text('operators.userName.required')
  .trim()
  .min(1, m('operators.userName.required'))
  .regex(OPERATOR_USER_NAME_PATTERN, m('operators.userName.rule'));
const nickNameField = text('operators.nickName.required')
  .trim()
  .min(1, m('operators.nickName.required'))
  .max(OPERATOR_NICK_NAME_MAX, m('operators.nickName.length'));
/** Role keys, at least one, each one of OPERATOR_ROLES; repeats are dropped. */
export const operatorRolesField = z
  .array(z.enum(OPERATOR_ROLE_KEYS as [OperatorRole, ...OperatorRole[]], m('operators.roles.invalid')), m('operators.roles.required'))
  .min(1, m('operators.roles.required'))
  .max(OPERATOR_ROLE_KEYS.length * 2, m('operators.roles.invalid'))
  .transform((roles) => [...new Set(roles)]);
/** An optional contact field: missing, null or '' store nothing. */
const optional = (field: z.ZodType<string>) =>
  z
    .union([z.literal('').transform(() => null), z.null(), field])
    .optional()
    .transform((v) => v ?? null);
const emailField = text('validation.email.invalid')
  .trim()
  .max(100, m('validation.email.invalid'))
  .regex(EMAIL_PATTERN, m('validation.email.invalid'));
const mobileField = text('validation.phone.invalid').trim().regex(PHONE_PATTERN, m('validation.phone.invalid'));
const remarkField = text(undefined, { multiline: true }).trim().max(OPERATOR_REMARK_MAX, m('operators.remark.length'));

const profile = {
  nickName: nickNameField,
  roles: operatorRolesField,
  email: optional(emailField),
  mobile: optional(mobileField),
  remark: optional(remarkField),
};

/**
 * POST /admin-api/system/user. The password follows the members' rule (spec point 5: 8-20
 * characters with upper and lower case letters, a digit and a symbol), stricter than RuoYi's 5-20.
 */
export const CreateOperatorSchema = z.object({ userName: operatorUserNameField, password: newPasswordField, ...profile });
export type CreateOperatorInput = z.input<typeof CreateOperatorSchema>;

/** PUT /admin-api/system/user: the same without the password (resetPwd changes it). */
export const UpdateOperatorSchema = z.object({ userId: idField, userName: operatorUserNameField, ...profile });
export type UpdateOperatorInput = z.input<typeof UpdateOperatorSchema>;

/** PUT /admin-api/system/user/resetPwd: the operator's sessions end. */
export const ResetOperatorPasswordSchema = z.object({ userId: idField, password: newPasswordField });
export type ResetOperatorPasswordInput = z.input<typeof ResetOperatorPasswordSchema>;

/** PUT /admin-api/system/user/changeStatus: disabling ends the operator's sessions at once. */
export const ChangeOperatorStatusSchema = z.object({ userId: idField, status: statusField });
export type ChangeOperatorStatusInput = z.input<typeof ChangeOperatorStatusSchema>;

/** POST /admin-api/system/user/importData?updateSupport=true: an existing user name is updated, not refused. */
export const OperatorImportQuerySchema = z.object({
  updateSupport: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')], m('validation.invalid'))
    .default(false),
});
export type OperatorImportQueryInput = z.input<typeof OperatorImportQuerySchema>;

/**
 * What an import did. A file with any bad row imports nothing: the call answers 400
 * (OPERATOR_IMPORT_INVALID) with this in `data`, created and updated 0 and a message per bad row.
 */
export const OperatorImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  /** The bad rows: their number in the sheet (the header is row 1), user name and why. */
  failures: z.array(z.object({ rowNumber: z.number().int(), userName: z.string(), msg: z.string() })),
});
export type OperatorImportResult = z.infer<typeof OperatorImportResultSchema>;

/** GET /admin-api/system/role/list-all-simple: each role with its name in the caller's language. */
export const OperatorRoleSchema = z.object({
  roleKey: z.string(),
  roleName: z.string(),
  /** What it grants: `*:*:*` for admin, else the list. */
  permissions: z.array(z.string()),
});
export type OperatorRoleInfo = z.infer<typeof OperatorRoleSchema>;
