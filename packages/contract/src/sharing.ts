import { z } from 'zod';
import { idField, text, wholeNumber } from './fields.js';
import { PHONE_PATTERN } from './patterns.js';
import { ACCREDIT_OPERATE, ACCREDIT_VIEW, phoneIdsField, PhoneTagRefSchema } from './phones.js';

/**
 * Sharing phones with other accounts (issue 16, spec points 3 "Authorization row", 4, 5, 8):
 * grants (view or operate until an expiry time), their lists, the access audit trail and transfer.
 */

/** Sizes of the authorization lists: the spec's 10 by default, at most 50. */
export const ACCREDIT_PAGE_SIZE = 10;
export const ACCREDIT_PAGE_SIZE_MAX = 50;
/** relationType of a recall: 1, a grant of a phone to an account (the only kind). */
export const RELATION_TYPE_GRANT = 1;

/**
 * businessStatus of an authorization row: the phone's state as the grant sees it (spec point 4:
 * 1 green "normal", any other red with its label).
 */
export const BUSINESS_STATUS = { normal: 1, expired: 2, abnormal: 3, busy: 4 } as const;
export const BUSINESS_STATUS_CODES = Object.values(BUSINESS_STATUS);

/** What the access audit trail records: grant changes, transfers, and what a grantee did. */
export const AUDIT_ACTIONS = [
  'accredit',
  'update',
  'recall',
  'expire',
  'transfer',
  'play',
  'takeControl',
  'reboot',
  'powerOn',
  'powerOff',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How long audit entries are kept by default (AUDIT_RETAIN_DAYS). */
export const AUDIT_RETAIN_DAYS_DEFAULT = 180;

/** Another account, named by its phone number. */
export const accountPhoneField = (required: 'accredit.accountRequired' | 'transfer.receiverRequired') =>
  text(required)
    .trim()
    .min(1, { error: required })
    .max(20, { error: 'validation.phone.invalid' })
    .regex(PHONE_PATTERN, { error: 'validation.phone.invalid' });

/** 2 operate; any other value is view (spec point 4), stored as 1. */
const accreditTypeField = wholeNumber({ error: 'accredit.typeRequired' }).transform((type) =>
  type === ACCREDIT_OPERATE ? ACCREDIT_OPERATE : ACCREDIT_VIEW,
);
/** Epoch milliseconds; later than now (checked against the server's clock). */
const expireTimeField = wholeNumber({ min: 1, error: 'accredit.expireRequired' });

export const AccreditSchema = z.object({
  phoneId: idField,
  subMemberPhone: accountPhoneField('accredit.accountRequired'),
  accreditType: accreditTypeField,
  expireTime: expireTimeField,
});
export type AccreditInput = z.input<typeof AccreditSchema>;

export const AccreditBatchSchema = z.object({
  phoneIds: phoneIdsField,
  subMemberPhone: accountPhoneField('accredit.accountRequired'),
  accreditType: accreditTypeField,
  expireTime: expireTimeField,
});
export type AccreditBatchInput = z.input<typeof AccreditBatchSchema>;

/** The grants made: one relation per phone, in the order asked. */
export const AccreditResultSchema = z.object({ relationIds: z.array(z.number().int()) });
export type AccreditResult = z.infer<typeof AccreditResultSchema>;

export const UpdateAccreditSchema = z.object({
  relationId: idField,
  accreditType: accreditTypeField,
  expireTime: expireTimeField,
});
export type UpdateAccreditInput = z.input<typeof UpdateAccreditSchema>;

const relationType = z.literal(RELATION_TYPE_GRANT, { error: 'validation.invalid' }).default(RELATION_TYPE_GRANT);
export const RecallSchema = z.object({ relationId: idField, relationType });
export type RecallInput = z.input<typeof RecallSchema>;
export const RecallBatchSchema = z.object({
  relationIds: z
    .array(idField, { error: 'accredit.selectAuthorized' })
    .min(1, { error: 'accredit.selectAuthorized' })
    .max(ACCREDIT_PAGE_SIZE_MAX, { error: 'validation.invalid' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalid' }),
  relationType,
});
export type RecallBatchInput = z.input<typeof RecallBatchSchema>;

const accreditPage = {
  pageNo: wholeNumber({ min: 1 }).default(1),
  pageSize: wholeNumber({ min: 1, max: ACCREDIT_PAGE_SIZE_MAX }).default(ACCREDIT_PAGE_SIZE),
};
/** The granter's list, optionally one grantee's (the key-account screen) or one phone's. */
export const AccreditListQuerySchema = z.object({
  ...accreditPage,
  subMemberPhone: text().trim().max(20).optional(),
  keyword: text().trim().max(100).optional(),
});
export type AccreditListQueryInput = z.input<typeof AccreditListQuerySchema>;
export const AccreditedListQuerySchema = z.object({ ...accreditPage, keyword: text().trim().max(100).optional() });
export type AccreditedListQueryInput = z.input<typeof AccreditedListQuerySchema>;
/** phone-list: the caller's own phones, each with its live grant if it has one (the grant dialog's picker). */
export const AccreditPhoneQuerySchema = z.object({
  ...accreditPage,
  keyword: text().trim().max(100).optional(),
  /** true: only granted phones; false: only phones that can be granted. */
  accredit: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
});
export type AccreditPhoneQueryInput = z.input<typeof AccreditPhoneQuerySchema>;

const rowBase = {
  phoneId: z.number().int(),
  owlId: z.string(),
  phoneAlias: z.string(),
  phoneTags: z.array(PhoneTagRefSchema),
  /** 2 operate, 1 view. */
  accreditType: z.number().int(),
  /** A live grant (the spec's authorized flag). */
  accredit: z.boolean(),
  /** When the grant was made and when it ends, epoch ms. */
  createTime: z.number().int(),
  expireTime: z.number().int(),
  businessStatus: z.number().int(),
  relationId: z.number().int(),
};
/** A row of accredit-phone-list: a grant I made (subMemberPhone: the grantee). */
export const AccreditRowSchema = z.object({ ...rowBase, subMemberPhone: z.string() });
export type AccreditRow = z.infer<typeof AccreditRowSchema>;
/** A row of accredited-phone-list: a grant made to me (memberPhone: the owner). */
export const AccreditedRowSchema = z.object({ ...rowBase, memberPhone: z.string() });
export type AccreditedRow = z.infer<typeof AccreditedRowSchema>;
/** A row of phone-list: one of my phones; the grant's fields are null when it is not granted. */
export const AccreditPhoneRowSchema = z.object({
  ...rowBase,
  accreditType: z.number().int().nullable(),
  createTime: z.number().int().nullable(),
  expireTime: z.number().int().nullable(),
  relationId: z.number().int().nullable(),
  subMemberPhone: z.string().nullable(),
});
export type AccreditPhoneRow = z.infer<typeof AccreditPhoneRowSchema>;

/** The audit trail of the caller's phones, newest first; filters by phone, grantee, action and time. */
export const AuditPageQuerySchema = z.object({
  ...accreditPage,
  phoneId: idField.optional(),
  subMemberPhone: text().trim().max(20).optional(),
  action: z.enum(AUDIT_ACTIONS, { error: 'validation.invalid' }).optional(),
  /** Epoch ms, inclusive. */
  beginTime: wholeNumber({ min: 0 }).optional(),
  endTime: wholeNumber({ min: 0 }).optional(),
});
export type AuditPageQueryInput = z.input<typeof AuditPageQuerySchema>;
export const AuditExportQuerySchema = AuditPageQuerySchema.omit({ pageNo: true, pageSize: true });
export type AuditExportQueryInput = z.input<typeof AuditExportQuerySchema>;

export const AuditRowSchema = z.object({
  id: z.number().int(),
  phoneId: z.number().int(),
  owlId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** Who did it: the owner (grant changes, transfer) or the grantee. */
  actorPhone: z.string(),
  /** The grantee concerned; null on a transfer to a member who is not a grantee. */
  subMemberPhone: z.string().nullable(),
  ip: z.string().nullable(),
  createTime: z.number().int(),
});
export type AuditRow = z.infer<typeof AuditRowSchema>;

/** POST /app-api/trade/phone/transfer: the phones move to the receiver, data kept, grants ended. */
export const TransferSchema = z.object({
  phoneIds: phoneIdsField,
  receiverPhone: accountPhoneField('transfer.receiverRequired'),
});
export type TransferInput = z.input<typeof TransferSchema>;
