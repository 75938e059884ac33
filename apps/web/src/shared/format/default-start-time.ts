/** How far back date-range filters start by default (spec point 9). */
export const DEFAULT_RANGE_DAYS = 90;

/** The start of the day DEFAULT_RANGE_DAYS before `now`, local time: the default "from" of a date-range filter. */
export function defaultStartTime(now: Date | number = Date.now(), days: number = DEFAULT_RANGE_DAYS): Date {
  const start = new Date(now);
  // setDate rather than subtracting milliseconds, so a daylight-saving change in between cannot shift the day.
  start.setDate(start.getDate() - days);
  start.setHours(0, 0, 0, 0);
  return start;
}
