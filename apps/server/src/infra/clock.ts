/** Time is a dependency so tests can move it (code expiry, token expiry, daily caps). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fakeClock(start = new Date('2026-11-23T02:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}

/** Calendar day in Asia/Shanghai (UTC+8, no daylight saving), as YYYY-MM-DD. */
export function shanghaiDay(date: Date): string {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}
