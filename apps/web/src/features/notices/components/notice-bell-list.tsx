import type { NotifyMessage } from '@cloudphone/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatRelativeTime } from '../../../shared/format';
import { noticeKeys } from '../api/notice-keys';
import { latestUnreadQuery } from '../api/notices';
import { NoticeTypeTag } from './notice-type-tag';
import '../notices.css';

export interface NoticeBellListProps {
  /** The live unread count: when it changes (a new message, one read elsewhere) the list is read again. */
  count: number;
  /** The list is leaving: a message or "view all" was picked. */
  onDone(): void;
  /** "View all": the message center. */
  onViewAll(): void;
}

/**
 * The bell's list (issue 18): the latest unread messages; one opens on its page, which marks it read
 * (the server then pushes the lower count on the notice socket), and "view all" opens the message center.
 */
export function NoticeBellList({ count, onDone, onViewAll }: NoticeBellListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery(latestUnreadQuery());
  const shownCount = useRef(count);
  useEffect(() => {
    if (shownCount.current === count) return;
    shownCount.current = count;
    void queryClient.invalidateQueries({ queryKey: noticeKeys.lists() });
  }, [count, queryClient]);
  const rows = query.data?.list ?? [];
  const open = (notice: NotifyMessage) => {
    onDone();
    void navigate(`/seeNotice/${notice.id}`);
  };

  return (
    <div className="nt-bell" data-testid="notice-bell-list" data-state={query.isSuccess ? 'ready' : 'loading'}>
      <div className="nt-bell__head">{t('notice.bell.title')}</div>
      {query.isLoading ? (
        <Spin className="nt-spin" />
      ) : rows.length ? (
        <ul className="nt-bell__list">
          {rows.map((notice) => (
            <li key={notice.id}>
              <button
                type="button"
                className="nt-bell__item"
                onClick={() => open(notice)}
                data-testid="notice-bell-item"
                data-id={notice.id}
              >
                <span className="nt-bell__title">{notice.title}</span>
                <span className="nt-bell__meta">
                  <NoticeTypeTag type={notice.type} />
                  <time>{formatRelativeTime(notice.createTime)}</time>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="nt-bell__empty" data-testid="notice-bell-empty">
          {t('notice.bell.empty')}
        </p>
      )}
      <button
        type="button"
        className="nt-bell__all"
        onClick={() => {
          onDone();
          onViewAll();
        }}
        data-testid="notice-bell-all"
      >
        {t('notice.bell.viewAll')}
      </button>
    </div>
  );
}
