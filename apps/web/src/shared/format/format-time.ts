import type { Locale } from '@cloudphone/contract';
import { getLocale } from '../i18n/locale';
import { parseTime, type TimeInput } from './parse-time';

/** The console's time format (spec point 9): `{y}` year, `{m}` month, `{d}` day, `{h}` hour, `{i}` minute, `{s}` second, `{a}` weekday. */
export const DEFAULT_TIME_FORMAT = '{y}-{m}-{d} {h}:{i}:{s}';

const WEEKDAYS: Record<Locale, readonly string[]> = {
  'zh-CN': ['日', '一', '二', '三', '四', '五', '六'],
  'en-US': ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

/** Formats a time in local time with the `{y}-{m}-{d}` placeholders; an empty or invalid value gives ''. */
export function formatTime(value: TimeInput, pattern: string = DEFAULT_TIME_FORMAT, locale: Locale = getLocale()): string {
  const date = parseTime(value);
  if (!date) return '';
  const parts: Record<string, number | string> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
    a: WEEKDAYS[locale][date.getDay()]!,
  };
  return pattern.replace(/\{([ymdhisa])\}/g, (_, key: string) => {
    const part = parts[key]!;
    return typeof part === 'number' && key !== 'y' ? String(part).padStart(2, '0') : String(part);
  });
}
