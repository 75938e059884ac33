import type { Locale } from '@cloudphone/contract';
import { getLocale } from '../../shared/i18n/locale';
import { formatTime } from '../../shared/format';

const UNITS: Record<Locale, { d: string; h: string; m: string; lessThanMinute: string }> = {
  'zh-CN': { d: '天', h: '小时', m: '分钟', lessThanMinute: '不足 1 分钟' },
  'en-US': { d: 'd', h: 'h', m: 'm', lessThanMinute: '< 1m' },
};

/**
 * Time left on a phone, in the two largest units (spec point 4: "phones near expiry show the
 * remaining time"): "2天3小时", "5小时12分钟", "12分钟"; "2d 3h" in English. Zero or less is ''.
 */
export function formatRemaining(seconds: number, locale: Locale = getLocale()): string {
  if (!(seconds > 0)) return '';
  const u = UNITS[locale];
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const sep = locale === 'en-US' ? ' ' : '';
  const part = (n: number, unit: string) => `${n}${unit}`;
  if (days > 0) return hours > 0 ? `${part(days, u.d)}${sep}${part(hours, u.h)}` : part(days, u.d);
  if (hours > 0) return minutes > 0 ? `${part(hours, u.h)}${sep}${part(minutes, u.m)}` : part(hours, u.h);
  if (minutes > 0) return part(minutes, u.m);
  return u.lessThanMinute;
}

/** Seconds from `now` to an epoch-millisecond expiry (never negative). */
export const secondsUntil = (expireTime: number, now = Date.now()) => Math.max(0, Math.floor((expireTime - now) / 1000));

/** The expiry as the console writes times (spec point 9), without seconds; `dateOnly` where space is short. */
export const formatExpiry = (expireTime: number, locale: Locale = getLocale(), dateOnly = false) =>
  formatTime(expireTime, dateOnly ? '{y}-{m}-{d}' : '{y}-{m}-{d} {h}:{i}', locale);
