import { z } from 'zod';
import { idField, text, wholeNumber } from './fields.js';
import { OperationResultsSchema, phoneIdsField } from './phones.js';
import { ACCREDIT_PAGE_SIZE, ACCREDIT_PAGE_SIZE_MAX, accountPhoneField } from './sharing.js';
import { ACCREDIT_OPERATE, ACCREDIT_VIEW } from './phones.js';
import { smsCodeField } from './validation.js';

/**
 * Sub-accounts and key-account clients (issue 16): members attached to an owner, who grants them
 * phones; the owner enables or disables them (a disabled one cannot sign in: 4100100102).
 */

/** A sub-account's status: 0 enabled, 1 disabled (by its owner). */
export const SUB_ACCOUNT_STATUS = { enabled: 0, disabled: 1 } as const;

export const SubPageSchema = z.object({
  pageNo: wholeNumber({ min: 1 }).default(1),
  pageSize: wholeNumber({ min: 1, max: ACCREDIT_PAGE_SIZE_MAX }).default(ACCREDIT_PAGE_SIZE),
  /** Part of a sub-account's phone number. */
  phone: text().trim().max(20).optional(),
});
export type SubPageInput = z.input<typeof SubPageSchema>;

export const SubAccountSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  nickname: z.string(),
  status: z.number().int(),
  createTime: z.number().int(),
  /** Phones of the owner granted to this sub-account now. */
  phoneCount: z.number().int(),
});
export type SubAccount = z.infer<typeof SubAccountSchema>;

export const MemberByPhoneQuerySchema = z.object({ phone: accountPhoneField('accredit.accountRequired') });
export type MemberByPhoneQueryInput = z.input<typeof MemberByPhoneQuerySchema>;
export const MemberBriefSchema = z.object({ id: z.number().int(), phone: z.string(), nickname: z.string(), status: z.number().int() });
export type MemberBrief = z.infer<typeof MemberBriefSchema>;

export const UpdateSubStatusSchema = z.object({
  id: idField,
  status: wholeNumber({ error: 'subAccount.statusInvalid' }).refine(
    (s) => s === SUB_ACCOUNT_STATUS.enabled || s === SUB_ACCOUNT_STATUS.disabled,
    { error: 'subAccount.statusInvalid' },
  ),
});
export type UpdateSubStatusInput = z.input<typeof UpdateSubStatusSchema>;

/**
 * `code`: the SMS code sent to that phone in the scene 'paternity', which its holder reads to the
 * owner. The owner may disable a sub-account, so no account is attached without its holder's consent.
 */
export const AddPaternitySchema = z.object({ phone: accountPhoneField('accredit.accountRequired'), code: smsCodeField });
export type AddPaternityInput = z.input<typeof AddPaternitySchema>;
export const RemovePaternitySchema = z.object({ id: idField });
export type RemovePaternityInput = z.input<typeof RemovePaternitySchema>;

/**
 * Key-account allotments (decision 025): give a sub-account a set of phones or a group's phones
 * in one step (each becomes a grant), and take them back by phones, by group, or all at once.
 */
export const AddMaintainerAllotSchema = z
  .object({
    subMemberId: idField,
    phoneIds: phoneIdsField.optional(),
    groupId: idField.optional(),
    accreditType: wholeNumber({ error: 'accredit.typeRequired' }).transform((t) =>
      t === ACCREDIT_OPERATE ? ACCREDIT_OPERATE : ACCREDIT_VIEW,
    ),
    expireTime: wholeNumber({ min: 1, error: 'accredit.expireRequired' }),
  })
  .refine((v) => (v.phoneIds === undefined) !== (v.groupId === undefined), { error: 'subAccount.phonesOrGroup' });
export type AddMaintainerAllotInput = z.input<typeof AddMaintainerAllotSchema>;
export const AllotResultsSchema = OperationResultsSchema;

export const DeleteMaintainerAllotSchema = z.object({ subMemberId: idField });
export type DeleteMaintainerAllotInput = z.input<typeof DeleteMaintainerAllotSchema>;
export const DeleteDevicesAllotSchema = z.object({ subMemberId: idField, phoneIds: phoneIdsField });
export type DeleteDevicesAllotInput = z.input<typeof DeleteDevicesAllotSchema>;
export const CancelDeviceGroupSchema = z.object({ subMemberId: idField, groupId: idField });
export type CancelDeviceGroupInput = z.input<typeof CancelDeviceGroupSchema>;
