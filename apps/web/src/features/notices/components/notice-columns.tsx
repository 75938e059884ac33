import type { NotifyMessage } from '@cloudphone/contract';
import { Button, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { formatTime } from '../../../shared/format';
import { NoticeTypeTag } from './notice-type-tag';

/** The message center's columns (spec point 2): title, type, read status, time, and "view". */
export function noticeColumns(t: TFunction, onView: (notice: NotifyMessage) => void): TableColumnsType<NotifyMessage> {
  return [
    {
      title: t('notice.columns.title'),
      key: 'title',
      render: (_, n) => (
        <button
          type="button"
          className={`nt-title${n.readStatus ? '' : ' is-unread'}`}
          onClick={() => onView(n)}
          data-testid="notice-title"
        >
          {n.title}
          {/* A phone has no time column: the time goes under the title (hidden from md up). */}
          <span className="nt-title-time">{formatTime(n.createTime)}</span>
        </button>
      ),
    },
    { title: t('notice.columns.type'), key: 'type', render: (_, n) => <NoticeTypeTag type={n.type} />, responsive: ['sm'] },
    {
      title: t('notice.columns.readStatus'),
      key: 'readStatus',
      render: (_, n) => (
        <span className={`nt-read${n.readStatus ? '' : ' is-unread'}`} data-testid="notice-read" data-read={n.readStatus}>
          {t(n.readStatus ? 'notice.status.read' : 'notice.status.unread')}
        </span>
      ),
      // On a phone the title's dot says it.
      responsive: ['sm'],
    },
    { title: t('notice.columns.time'), key: 'time', render: (_, n) => formatTime(n.createTime), responsive: ['md'] },
    {
      title: t('notice.columns.actions'),
      key: 'actions',
      render: (_, n) => (
        <Button size="small" type="link" onClick={() => onView(n)} data-testid="notice-view">
          {t('notice.view')}
        </Button>
      ),
      // On a phone the title opens the message.
      responsive: ['sm'],
    },
  ];
}
