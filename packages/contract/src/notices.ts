import { z } from 'zod';
import { pageQuery } from './envelope.js';
import { idField, text, wholeNumber } from './fields.js';
import { phoneField } from './validation.js';

/** Notice types (spec point 3): all members, feedback reply, due reminder, expired reminder. */
export const NOTICE_TYPES = { allMembers: 1, feedbackReply: 2, dueReminder: 3, expiredReminder: 4 } as const;

/** Chosen members a message goes to at most at once (the operator picks them on a list). */
export const NOTICE_MEMBER_IDS_MAX = 1000;

const noticeTitle = text('validation.notice.title')
  .trim()
  .min(1, { error: 'validation.notice.title' })
  .max(100, { error: 'system.notice.titleMax' });
const noticeType = wholeNumber({ min: 1, max: 4, error: 'validation.notice.type' });
/** Rich text; the server keeps only safe HTML (sanitised on save) and the console sanitises again before showing. */
const noticeContent = text('system.notice.content', { multiline: true })
  .trim()
  .min(1, { error: 'system.notice.content' })
  .max(10_000, { error: 'system.notice.contentMax' });

export const SendNoticeSchema = z
  .object({
    title: noticeTitle,
    type: noticeType,
    content: noticeContent,
    /** One member by phone; with neither this nor memberIds, every active member. */
    memberPhone: phoneField.optional(),
    /** Chosen members by id (all must exist and be active, or nothing is sent). */
    memberIds: z
      .array(idField, { error: 'system.notice.memberIds' })
      .min(1, { error: 'system.notice.memberIds' })
      .max(NOTICE_MEMBER_IDS_MAX, { error: 'system.notice.memberIds' })
      .optional(),
  })
  .refine((v) => !(v.memberPhone && v.memberIds), { error: 'system.notice.target', path: ['memberIds'] });
export type SendNoticeInput = z.input<typeof SendNoticeSchema>;

/** The legacy notice (spec point 7: POST and PUT /system/notice), RuoYi's fields; it goes to every active member. */
export const LegacyNoticeSchema = z.object({ noticeTitle, noticeType, noticeContent });
export type LegacyNoticeInput = z.input<typeof LegacyNoticeSchema>;
export const LegacyNoticeUpdateSchema = LegacyNoticeSchema.extend({ noticeId: idField });
export type LegacyNoticeUpdateInput = z.input<typeof LegacyNoticeUpdateSchema>;
export const NoticeIdSchema = z.object({ noticeId: idField });
export type NoticeIdInput = z.input<typeof NoticeIdSchema>;

export const NoticeRecordQuerySchema = pageQuery.extend({
  noticeTitle: text()
    .trim()
    .max(100, { error: 'validation.invalid' })
    .optional()
    .transform((v) => v || undefined),
  noticeType: noticeType.optional(),
});
export type NoticeRecordQueryInput = z.input<typeof NoticeRecordQuerySchema>;

/** A notice an operator sent (legacy POST or notify-message/send): every member's copy shows its latest edit. */
export const NoticeRecordSchema = z.object({
  noticeId: z.number().int(),
  noticeTitle: z.string(),
  noticeType: z.number().int(),
  noticeContent: z.string(),
  /** 0 every active member, 1 chosen members. */
  audience: z.number().int(),
  /** How many members got it. */
  recipients: z.number().int(),
  /** The operator who sent it (null once that operator is deleted). */
  createBy: z.string().nullable(),
  createTime: z.number().int(),
  updateBy: z.string().nullable(),
  updateTime: z.number().int(),
});
export type NoticeRecord = z.infer<typeof NoticeRecordSchema>;

/** The notice socket (spec point 7): the member's id and the flag 0 in the path, `?token=` in the query. */
export const NOTICE_CHANNEL_PATH = '/prod-api/api/websocket/notice/:userId/:flag';

/** Pushed on the notice socket: `data` is the unread count. */
export const NoticeCountMessageSchema = z.object({ type: z.literal('notice-count'), data: z.number().int() });
export type NoticeCountMessage = z.infer<typeof NoticeCountMessageSchema>;

/** A row of the message center (GET /app-api/system/notify-message/my-page and info/{id}). */
export const NotifyMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.number().int(),
  /** Rich text (operator HTML or the reminder's text); the console sanitises it before showing. */
  content: z.string(),
  readStatus: z.boolean(),
  createTime: z.number().int(),
});
export type NotifyMessage = z.infer<typeof NotifyMessageSchema>;

export const NotifyMessagePageQuerySchema = pageQuery.extend({
  title: text().trim().max(100, { error: 'validation.invalid' }).optional(),
  readStatus: z
    .enum(['true', 'false'], { error: 'validation.invalid' })
    .transform((v) => v === 'true')
    .optional(),
});
export type NotifyMessagePageQueryInput = z.input<typeof NotifyMessagePageQuerySchema>;

export const NOTIFY_IDS_MAX = 100;
/** `{ ids }` of update-read and removeNotifyMessage: the caller's own messages only, or the whole call fails. */
export const NotifyIdsSchema = z.object({
  ids: z
    .array(idField, { error: 'notice.select.required' })
    .min(1, { error: 'notice.select.required' })
    .max(NOTIFY_IDS_MAX, { error: 'validation.invalid' }),
});
export type NotifyIdsInput = z.input<typeof NotifyIdsSchema>;
export const NotifyIdSchema = z.object({ id: idField });
export type NotifyIdInput = z.input<typeof NotifyIdSchema>;

/** Days before expiry at which a due reminder is sent, once per phone and threshold (issue 18). */
export const DUE_REMINDER_DAYS = [3, 1] as const;
