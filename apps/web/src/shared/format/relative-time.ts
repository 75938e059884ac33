import type { Locale } from '@cloudphone/contract';
import { getLocale } from '../i18n/locale';
import { formatTime } from './format-time';
import { parseTime, type TimeInput } from './parse-time';

const WORDS: Record<Locale, { justNow: string; minutes(n: number): string; hours(n: number): string; oneDay: string }> = {
  'zh-CN': { justNow: '刚刚', minutes: (n) => `${n}分钟前`, hours: (n) => `${n}小时前`, oneDay: '1天前' },
  'en-US': {
    justNow: 'just now',
    minutes: (n) => (n === 1 ? '1 minute ago' : `${n} minutes ago`),
    hours: (n) => (n === 1 ? '1 hour ago' : `${n} hours ago`),
    oneDay: '1 day ago',
  },
};

export interface RelativeTimeOptions {
  locale?: Locale;
  /** The current time, for tests and for lists rendered against one shared clock. */
  now?: number;
  /** How older times are shown; the date and minute by default. */
  pattern?: string;
}

/**
 * Spec point 9: under 30 s "just now", under an hour N minutes ago, under a day N hours ago, under
 * two days "1 day ago", older the date. Counts round down (a 90-minute-old notice is "1 hour ago")
 * but never show 0, so 40 s reads "1 minute ago". A time in the future (clock skew) reads "just now".
 */
export function formatRelativeTime(
  value: TimeInput,
  { locale = getLocale(), now = Date.now(), pattern = '{y}-{m}-{d} {h}:{i}' }: RelativeTimeOptions = {},
) {
  const date = parseTime(value);
  if (!date) return '';
  const words = WORDS[locale];
  const seconds = (now - date.getTime()) / 1000;
  if (seconds < 30) return words.justNow;
  if (seconds < 3600) return words.minutes(Math.max(1, Math.floor(seconds / 60)));
  if (seconds < 86400) return words.hours(Math.max(1, Math.floor(seconds / 3600)));
  if (seconds < 2 * 86400) return words.oneDay;
  return formatTime(date, pattern, locale);
}
