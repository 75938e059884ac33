/** Above this the bell shows `99+` (spec point 9). */
export const NOTICE_BADGE_CAP = 99;

/** What the unread badge shows: null (hidden) at 0 or for a bad count, the number up to 99, then '99+'. */
export function noticeBadgeText(count: number | null | undefined): string | null {
  if (count === null || count === undefined || !Number.isFinite(count) || count < 1) return null;
  const whole = Math.floor(count);
  return whole > NOTICE_BADGE_CAP ? `${NOTICE_BADGE_CAP}+` : String(whole);
}
