/** The bell's socket (spec point 7), on the page's own host: wss behind https, ws otherwise. */
export function noticeSocketUrl(userId: number | string, token: string, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/prod-api/api/websocket/notice/${encodeURIComponent(String(userId))}/0?token=${encodeURIComponent(token)}`;
}
