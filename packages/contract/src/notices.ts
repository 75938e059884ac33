import { z } from 'zod';
import { text, wholeNumber } from './fields.js';
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
