/**
 * The unread count from a socket message `{type: 'notice-count', data: <count>}` (the contract's
 * NoticeCountMessageSchema, checked by hand so zod stays out of the browser bundle). Anything
 * unreadable counts as 0 (spec point 7), so a bad message hides the badge rather than showing junk.
 */
export function parseNoticeCount(raw: unknown): number {
  try {
    const message: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    if (typeof message !== 'object' || message === null) return 0;
    const { data } = message as { data?: unknown };
    return typeof data === 'number' && Number.isFinite(data) && data > 0 ? Math.floor(data) : 0;
  } catch {
    return 0;
  }
}
