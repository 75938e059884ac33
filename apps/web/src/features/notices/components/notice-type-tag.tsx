import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOTICE_TYPE_COLOR, noticeTypeName } from '../notice-type';

/** A message's type as a coloured label. */
export function NoticeTypeTag({ type }: { type: number }) {
  const { t } = useTranslation();
  const name = noticeTypeName(type);
  return (
    <Tag color={NOTICE_TYPE_COLOR[name]} data-testid="notice-type" data-type={name}>
      {t(`notice.types.${name}`)}
    </Tag>
  );
}
