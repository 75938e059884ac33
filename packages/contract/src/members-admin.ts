import { z } from 'zod';
import { pageQuery } from './envelope.js';
import { idField, text, wholeNumber } from './fields.js';
import { DURATION_UNITS, ORDER_TYPES } from './offers.js';
import { ORDER_STATUSES, PAY_CHANNELS } from './orders.js';
import { newPasswordField } from './validation.js';

/**
 * A member's status as the operator sees it: 0 normal, 1 disabled by an operator, 2 disabled by
 * the owner of the sub-account, 3 the member deleted the account. The operator sets 0 or 1.
 */
export const MEMBER_ADMIN_STATUS = { normal: 0, disabled: 1, disabledByOwner: 2, deleted: 3 } as const;

/** How many of each list the member detail shows (newest first): orders and sign-ins, and the longer lists. */
export const MEMBER_DETAIL_RECENT = 20;
export const MEMBER_DETAIL_LIST_MAX = 100;

/** An optional filter typed in a search box: blank is no filter. */
const blankIsNone = (v: string) => v || undefined;

/** The member list's filters, also the export's. */
export const AdminMemberFilterSchema = z.object({
  /** Part of the phone number. */
  phone: text('memberAdmin.phoneFilter.invalid')
    .trim()
    .max(20, { error: 'memberAdmin.phoneFilter.invalid' })
    .regex(/^\d*$/, { error: 'memberAdmin.phoneFilter.invalid' })
    .transform(blankIsNone)
    .optional(),
  /** The member ID, exactly. */
  id: idField.optional(),
  channelCode: text('memberAdmin.channelFilter.invalid')
    .trim()
    .max(32, { error: 'memberAdmin.channelFilter.invalid' })
    .regex(/^[\w-]*$/, { error: 'memberAdmin.channelFilter.invalid' })
    .transform(blankIsNone)
    .optional(),
  status: wholeNumber({ min: 0, max: 3, error: 'memberAdmin.statusFilter.invalid' }).optional(),
});
export type AdminMemberFilterInput = z.input<typeof AdminMemberFilterSchema>;
export type AdminMemberFilter = z.output<typeof AdminMemberFilterSchema>;

export const AdminMemberPageQuerySchema = pageQuery.extend(AdminMemberFilterSchema.shape);
export type AdminMemberPageQueryInput = z.input<typeof AdminMemberPageQuerySchema>;

/** A row of GET /admin-api/member/user/page. */
export const AdminMemberRowSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  nickname: z.string(),
  email: z.string().nullable(),
  status: z.number().int(),
  channelCode: z.string(),
  point: z.number().int(),
  createTime: z.number().int(),
  /** Phones the member rents (the recycle bin not counted). */
  phoneCount: z.number().int(),
  /** The member deleted the account: the row stays, anonymised, for its orders. */
  deleted: z.boolean(),
});
export type AdminMemberRow = z.infer<typeof AdminMemberRowSchema>;

export const AdminMemberIdSchema = z.object({ id: idField });
export type AdminMemberIdInput = z.input<typeof AdminMemberIdSchema>;

const time = z.number().int();
const nullableTime = z.number().int().nullable();

/** One of the member's phones: its device's status (0–14, 99), expiry and spec. */
export const AdminMemberPhoneSchema = z.object({
  id: z.number().int(),
  owlId: z.string(),
  alias: z.string(),
  padType: z.number().int(),
  status: z.number().int(),
  expireTime: time,
  recycled: z.boolean(),
  configurationName: z.string().nullable(),
  androidVersion: z.string(),
  chip: z.string(),
  createTime: time,
});
export type AdminMemberPhone = z.infer<typeof AdminMemberPhoneSchema>;

export const AdminMemberOrderSchema = z.object({
  orderNo: z.string(),
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  payChannel: z.enum(PAY_CHANNELS),
  quantity: z.number().int(),
  payPrice: z.number().int(),
  refundPrice: z.number().int(),
  configurationName: z.string(),
  duration: z.number().int(),
  durationUnit: z.enum(DURATION_UNITS),
  createTime: time,
  payTime: nullableTime,
});
export type AdminMemberOrder = z.infer<typeof AdminMemberOrderSchema>;

/** A phone shared between members: `memberId`/`memberPhone` are the other side (the grantee of a grant given, the owner of one received). */
export const AdminMemberGrantSchema = z.object({
  id: z.number().int(),
  phoneId: z.number().int(),
  owlId: z.string(),
  alias: z.string(),
  memberId: z.number().int(),
  memberPhone: z.string(),
  /** Spec point 4: 2 operate, otherwise view. */
  accreditType: z.number().int(),
  expireTime: time,
  createTime: time,
});
export type AdminMemberGrant = z.infer<typeof AdminMemberGrantSchema>;

export const AdminSubAccountSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  nickname: z.string(),
  status: z.number().int(),
  /** When it was attached to the member. */
  createTime: time,
});
export type AdminSubAccount = z.infer<typeof AdminSubAccountSchema>;

/** One sign-in (a session): when, from where, how, and why it ended if it did. */
export const AdminMemberLoginSchema = z.object({
  id: z.number().int(),
  createTime: time,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** password, sms, register or social. */
  loginType: z.string(),
  /** occupied, logout, disabled, password-reset, … ; null while it may still be live. */
  revokeReason: z.string().nullable(),
});
export type AdminMemberLogin = z.infer<typeof AdminMemberLoginSchema>;

/** GET /admin-api/member/user/get: the profile and what belongs to the member. */
export const AdminMemberDetailSchema = z.object({
  member: AdminMemberRowSchema.extend({
    gender: z.string().nullable(),
    birthday: z.string().nullable(),
    location: z.string().nullable(),
    introduction: z.string().nullable(),
    locale: z.string().nullable(),
    updateTime: time,
    /** The owner when the member is a sub-account. */
    ownerId: z.number().int().nullable(),
    ownerPhone: z.string().nullable(),
  }),
  phones: z.array(AdminMemberPhoneSchema),
  orders: z.array(AdminMemberOrderSchema),
  grantsGiven: z.array(AdminMemberGrantSchema),
  grantsReceived: z.array(AdminMemberGrantSchema),
  subAccounts: z.array(AdminSubAccountSchema),
  logins: z.array(AdminMemberLoginSchema),
});
export type AdminMemberDetail = z.infer<typeof AdminMemberDetailSchema>;

/** PUT /admin-api/member/user/update-status: 1 disables (every session ends at once), 0 enables. */
export const UpdateMemberStatusSchema = z.object({
  id: idField,
  status: wholeNumber({ min: 0, max: 1, error: 'memberAdmin.status.invalid' }),
});
export type UpdateMemberStatusInput = z.input<typeof UpdateMemberStatusSchema>;

/** PUT /admin-api/member/user/reset-password: a new password by the members' rule (spec point 5); every session ends. */
export const ResetMemberPasswordSchema = z.object({ id: idField, password: newPasswordField });
export type ResetMemberPasswordInput = z.input<typeof ResetMemberPasswordSchema>;
