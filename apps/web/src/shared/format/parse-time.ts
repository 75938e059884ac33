/** Anything the server or a form hands us as a moment: a Date, epoch seconds or milliseconds, or a date string. */
export type TimeInput = Date | number | string | null | undefined;

const LOCAL_DATE_TIME = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/;

/**
 * Turns a time value into a Date, or null when it is empty or not a time.
 * A ten-digit number (or numeric string) is epoch seconds, as some endpoints send; longer ones are milliseconds.
 * `yyyy-mm-dd hh:mm:ss` is read as local time by hand, because engines disagree on that shape (Safari rejects it).
 */
export function parseTime(value: TimeInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (/^-?\d+$/.test(text)) return parseTime(Number(text));
    const local = LOCAL_DATE_TIME.exec(text);
    if (local) {
      const [, y, mo, d, h = '0', mi = '0', s = '0'] = local;
      return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
    }
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  if (!Number.isFinite(value)) return null;
  const isSeconds = String(Math.trunc(Math.abs(value))).length === 10;
  return new Date(isSeconds ? value * 1000 : value);
}
