/** The message center (/notice, seeNotice/:id) and the top bar's bell, with the "notice" strings' loader. */
export { NoticeBell, type NoticeBellProps } from './notice-bell';
export { openNoticeCountChannel, type NoticeSocket } from './notice-count-channel';
export { noticeSocketUrl } from './notice-socket-url';
export { parseNoticeCount } from './parse-notice-count';
export { useNoticeCount, type NoticeCountState } from './use-notice-count';
export { loadNoticeMessages } from './notice-messages';
