import { NOTICE_TYPES } from '@cloudphone/contract';

export type NoticeTypeName = keyof typeof NOTICE_TYPES | 'other';

const NAMES = new Map<number, NoticeTypeName>(
  Object.entries(NOTICE_TYPES).map(([name, value]) => [value, name as keyof typeof NOTICE_TYPES]),
);

/** A message's type (spec point 3) by name, for its label; a type this console does not know reads as a plain notification. */
export const noticeTypeName = (type: number): NoticeTypeName => NAMES.get(type) ?? 'other';

/** Reminders are about expiry (orange and red); replies answer the member (green); the rest is news (blue). */
export const NOTICE_TYPE_COLOR: Record<NoticeTypeName, string> = {
  allMembers: 'blue',
  feedbackReply: 'green',
  dueReminder: 'orange',
  expiredReminder: 'red',
  other: 'default',
};
