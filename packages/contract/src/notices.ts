import { z } from 'zod';
import { pageQuery } from './envelope.js';
import { idField, text, wholeNumber } from './fields.js';
import { phoneField } from './validation.js';

/** Notice types (spec point 3): all members, feedback reply, due reminder, expired reminder. */
export const NOTICE_TYPES = { allMembers: 1, feedbackReply: 2, dueReminder: 3, expiredReminder: 4 } as const;

export const SendNoticeSchema = z.object({
  title: text('validation.notice.title').trim().min(1, { error: 'validation.notice.title' }).max(100),
  type: wholeNumber({ min: 1, max: 4, error: 'validation.notice.type' }),
  content: text(undefined, { multiline: true }).trim().min(1, { error: 'validation.invalid' }).max(10_000),
  /** One member by phone; everyone when absent. */
  memberPhone: phoneField.optional(),
});
export type SendNoticeInput = z.input<typeof SendNoticeSchema>;

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
