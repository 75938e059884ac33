import { z } from 'zod';
import { pageQuery } from './envelope.js';
import { idField, text, wholeNumber } from './fields.js';

/** A member's feedback with the operator's reply (GET /app-api/system/user-feedback/my-page). */
export const FeedbackRowSchema = z.object({
  id: z.number().int(),
  feedbackTitle: z.string(),
  feedbackContent: z.string(),
  createTime: z.number().int(),
  replyContent: z.string().nullable(),
  replyTime: z.number().int().nullable(),
});
export type FeedbackRow = z.infer<typeof FeedbackRowSchema>;

/** The operator's view adds who sent it, whether an operator opened it (get) and whether one closed it. */
export const AdminFeedbackRowSchema = FeedbackRowSchema.extend({
  memberId: z.number().int(),
  memberPhone: z.string(),
  read: z.boolean(),
  closed: z.boolean(),
});
export type AdminFeedbackRow = z.infer<typeof AdminFeedbackRowSchema>;

/** A yes/no filter of a query string. */
const flag = z
  .enum(['true', 'false'], { error: 'validation.invalid' })
  .transform((v) => v === 'true')
  .optional();

export const AdminFeedbackPageQuerySchema = pageQuery.extend({ replied: flag, closed: flag });
export type AdminFeedbackPageQueryInput = z.input<typeof AdminFeedbackPageQuerySchema>;

/** GET /admin-api/system/user-feedback/get (marks it read) and PUT …/close. */
export const FeedbackIdSchema = z.object({ id: idField });
export type FeedbackIdInput = z.input<typeof FeedbackIdSchema>;

export const REPLY_MAX = 1000;
/** The operator's reply: stored on the feedback (or lead) and sent to the member as a message of type 2. */
export const ReplySchema = z.object({
  id: idField,
  replyContent: text('feedback.reply.required', { multiline: true })
    .trim()
    .min(1, { error: 'feedback.reply.required' })
    .max(REPLY_MAX, { error: 'feedback.reply.length' }),
});
export type ReplyInput = z.input<typeof ReplySchema>;

/** Key-account (enterprise) prospects: the lead form of a member with no sub-accounts (issue 18). */
export const FLEET_SIZE_MAX = 100_000;
export const KeyAccountLeadSchema = z.object({
  company: text('lead.company.required').trim().min(1, { error: 'lead.company.required' }).max(60, { error: 'lead.company.length' }),
  contact: text('lead.contact.required').trim().min(1, { error: 'lead.contact.required' }).max(30, { error: 'lead.contact.length' }),
  phone: text('validation.phone.required')
    .trim()
    .min(1, { error: 'validation.phone.required' })
    .regex(/^1[3-9]\d{9}$/, { error: 'validation.phone.invalid' }),
  fleetSize: z
    .number({ error: 'lead.fleetSize.invalid' })
    .int({ error: 'lead.fleetSize.invalid' })
    .min(1, { error: 'lead.fleetSize.invalid' })
    .max(FLEET_SIZE_MAX, { error: 'lead.fleetSize.invalid' }),
  message: text(undefined, { multiline: true }).trim().max(500, { error: 'lead.message.length' }).default(''),
});
export type KeyAccountLeadInput = z.input<typeof KeyAccountLeadSchema>;

export const KeyAccountLeadRowSchema = z.object({
  id: z.number().int(),
  company: z.string(),
  contact: z.string(),
  phone: z.string(),
  fleetSize: z.number().int(),
  message: z.string(),
  createTime: z.number().int(),
  replyContent: z.string().nullable(),
  replyTime: z.number().int().nullable(),
});
export type KeyAccountLeadRow = z.infer<typeof KeyAccountLeadRowSchema>;

/** Where the operators are with a lead (key_account_leads.status). */
export const LEAD_STATUS = { new: 0, contacted: 1, won: 2, lost: 3 } as const;
const leadStatus = wholeNumber({ min: 0, max: 3, error: 'lead.status.invalid' });

export const AdminKeyAccountLeadRowSchema = KeyAccountLeadRowSchema.extend({
  memberId: z.number().int(),
  memberPhone: z.string(),
  status: z.number().int(),
});
export type AdminKeyAccountLeadRow = z.infer<typeof AdminKeyAccountLeadRowSchema>;

export const AdminLeadPageQuerySchema = pageQuery.extend({ replied: flag, status: leadStatus.optional() });
export type AdminLeadPageQueryInput = z.input<typeof AdminLeadPageQuerySchema>;

/** PUT /admin-api/member/key-account-lead/update-status: 0 new, 1 contacted, 2 won, 3 lost. */
export const LeadStatusSchema = z.object({ id: idField, status: leadStatus });
export type LeadStatusInput = z.input<typeof LeadStatusSchema>;
