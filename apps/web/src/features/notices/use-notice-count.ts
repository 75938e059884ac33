import { useEffect, useState } from 'react';
import { i18next } from '../../shared/i18n/i18n';
import { toast } from '../../shared/ui/overlay-store';
import { openNoticeCountChannel } from './notice-count-channel';
import { noticeSocketUrl } from './notice-socket-url';

export interface NoticeCountState {
  /** Unread notices as last pushed; 0 before the first message or without a session. */
  count: number;
  isErrored: boolean;
  errorCount: number;
}

const IDLE: NoticeCountState = { count: 0, isErrored: false, errorCount: 0 };

/**
 * The unread count for the bell, pushed over the notice socket while a user id and token exist.
 * The socket is closed when the component unmounts (spec point 4: "closed when the bar is left")
 * and reopened when the token changes (a refresh rotates it).
 */
export function useNoticeCount(userId: number | string | null | undefined, token: string | null | undefined): NoticeCountState {
  const [state, setState] = useState<NoticeCountState>(IDLE);
  const hasSession = userId !== null && userId !== undefined && userId !== '' && Boolean(token);

  useEffect(() => {
    if (userId === null || userId === undefined || userId === '' || !token) return;
    return openNoticeCountChannel({
      url: noticeSocketUrl(userId, token),
      createSocket: (url) => new WebSocket(url),
      schedule: (fn, ms) => {
        const timer = setTimeout(fn, ms);
        return () => clearTimeout(timer);
      },
      onCount: (count) => setState((s) => ({ ...s, count })),
      onErrorChange: (isErrored, errorCount) => setState((s) => ({ ...s, isErrored, errorCount })),
      onGiveUp: () => toast.warning(i18next.t('noticeBell.networkWarning')),
    });
  }, [userId, token]);

  return hasSession ? state : IDLE;
}
