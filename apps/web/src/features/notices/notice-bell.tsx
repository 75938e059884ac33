import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOTICE_BADGE_CAP, noticeBadgeText } from '../../shared/format/notice-badge-text';

export interface NoticeBellProps {
  /** Unread notices, e.g. from useNoticeCount. */
  count: number;
  onClick(): void;
}

/** The top bar's bell (spec point 2): an unread badge hidden at 0 and capped at 99+. */
export function NoticeBell({ count, onClick }: NoticeBellProps) {
  const { t } = useTranslation();
  const text = noticeBadgeText(count);
  return (
    <Button
      type="text"
      shape="circle"
      icon={<BellOutlined />}
      data-testid="notice-bell"
      aria-label={text ? t('noticeBell.labelUnread', { count: text }) : t('noticeBell.label')}
      onClick={onClick}
      style={{ position: 'relative' }}
    >
      {/* Rendered only with unread notices, so the test id's absence means "no badge". */}
      {text && (
        <Badge
          data-testid="notice-badge"
          count={count}
          overflowCount={NOTICE_BADGE_CAP}
          size="small"
          styles={{ root: { position: 'absolute', top: -4, insetInlineEnd: -8 }, indicator: { boxShadow: 'none' } }}
        />
      )}
    </Button>
  );
}
