import { lazyMessages } from '../../shared/i18n/lazy-messages';

/** The "notice" locale module, loaded with the message center, a message's page, or the bell's list. */
export const loadNoticeMessages = lazyMessages({
  'zh-CN': () => import('./i18n/notice.zh-cn').then((m) => m.noticeZhCN),
  'en-US': () => import('./i18n/notice.en-us').then((m) => m.noticeEnUS),
});
