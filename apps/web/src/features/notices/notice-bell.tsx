import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Spin } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_BADGE_CAP, noticeBadgeText } from '../../shared/format/notice-badge-text';
import { lazyPart } from '../../shared/lazy/lazy-part';
import { loadNoticeMessages } from './notice-messages';

/** The list (a query, the "notice" strings) loads on the first open, or on pointing at the bell; see lazy-part.ts. */
export const noticeBellList = lazyPart('notice-bell-list', () => import('./components/notice-bell-list').then((m) => m.NoticeBellList), {
  alongside: loadNoticeMessages,
  onFailure: 'retry',
});

export interface NoticeBellProps {
  /** Unread notices, e.g. from useNoticeCount. */
  count: number;
  /** Opens the message center (/notice): the list's "view all". */
  onClick(): void;
}

/**
 * The top bar's bell (spec point 2): an unread badge hidden at 0 and capped at 99+; a click opens
 * the latest unread messages, each opening on its own page, and "view all".
 */
export function NoticeBell({ count, onClick }: NoticeBellProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const text = noticeBadgeText(count);
  const { Component: NoticeBellList } = noticeBellList;
  return (
    <Popover
      open={isOpen}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      // On a phone the list is nearly as wide as the screen: slide it in rather than cut it off.
      align={{ overflow: { shiftX: true, adjustY: true } }}
      arrow={false}
      destroyOnHidden
      styles={{ container: { padding: 0 } }}
      content={
        <Suspense fallback={<Spin size="small" style={{ display: 'block', margin: 24 }} />}>
          <NoticeBellList count={count} onDone={() => setOpen(false)} onViewAll={onClick} />
        </Suspense>
      }
    >
      <Button
        type="text"
        shape="circle"
        icon={<BellOutlined />}
        data-testid="notice-bell"
        aria-label={text ? t('noticeBell.labelUnread', { count: text }) : t('noticeBell.label')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={noticeBellList.preload}
        onFocus={noticeBellList.preload}
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
    </Popover>
  );
}
