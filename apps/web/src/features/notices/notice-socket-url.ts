import { fillPath, NOTICE_CHANNEL_PATH } from '@cloudphone/contract';

/** The bell's socket (spec point 7), on the page's own host: wss behind https, ws otherwise. */
export function noticeSocketUrl(userId: number | string, token: string, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const path = fillPath(NOTICE_CHANNEL_PATH, { userId, flag: 0 });
  return `${scheme}//${location.host}${path}?token=${encodeURIComponent(token)}`;
}
