/**
 * The message center's pages (/notice and seeNotice/:id) with the "notice" strings' loader: their
 * own entry, so the shell, which imports the bell from index.ts, carries none of them.
 */
export { NoticePage } from './pages/notice-page';
export { SeeNoticePage } from './pages/see-notice-page';
export { loadNoticeMessages } from './notice-messages';
