import { NOTICE_TYPES } from '@cloudphone/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type NoticeTypeName = keyof typeof NOTICE_TYPES;
const NAMES = Object.keys(NOTICE_TYPES) as NoticeTypeName[];
const nameOf = (type: number) => NAMES.find((name) => NOTICE_TYPES[name] === type);

/** The colours of the member's message center: news blue, replies green, reminders orange and red. */
const COLOR: Record<NoticeTypeName, string> = { allMembers: 'blue', feedbackReply: 'green', dueReminder: 'orange', expiredReminder: 'red' };

/** A notice type (spec point 3) as a coloured tag; a type the console does not know shows its number. */
export function NoticeTypeTag({ type }: { type: number }) {
  const { t } = useTranslation();
  const name = nameOf(type);
  return name ? <Tag color={COLOR[name]}>{t(`noticesAdmin.types.${name}`)}</Tag> : <Tag>{type}</Tag>;
}

/** The type options of the dialogs and the filter (1–4). */
export function useNoticeTypeOptions() {
  const { t } = useTranslation();
  return NAMES.map((name) => ({ value: NOTICE_TYPES[name], label: t(`noticesAdmin.types.${name}`) }));
}
