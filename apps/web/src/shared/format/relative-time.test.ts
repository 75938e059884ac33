import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date(2024, 5, 10, 12, 0, 0).getTime();
const ago = (seconds: number) => now - seconds * 1000;

describe('formatRelativeTime', () => {
  it('says just now under 30 seconds, in both languages', () => {
    expect(formatRelativeTime(ago(29), { now, locale: 'zh-CN' })).toBe('刚刚');
    expect(formatRelativeTime(ago(0), { now, locale: 'en-US' })).toBe('just now');
    expect(formatRelativeTime(ago(-60), { now, locale: 'en-US' })).toBe('just now');
  });

  it('counts minutes under an hour, never zero', () => {
    expect(formatRelativeTime(ago(30), { now, locale: 'zh-CN' })).toBe('1分钟前');
    expect(formatRelativeTime(ago(59 * 60), { now, locale: 'zh-CN' })).toBe('59分钟前');
    expect(formatRelativeTime(ago(5 * 60), { now, locale: 'en-US' })).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(60), { now, locale: 'en-US' })).toBe('1 minute ago');
  });

  it('counts hours under a day', () => {
    expect(formatRelativeTime(ago(3600), { now, locale: 'zh-CN' })).toBe('1小时前');
    expect(formatRelativeTime(ago(23 * 3600 + 3599), { now, locale: 'en-US' })).toBe('23 hours ago');
  });

  it('says one day under two days', () => {
    expect(formatRelativeTime(ago(86400), { now, locale: 'zh-CN' })).toBe('1天前');
    expect(formatRelativeTime(ago(2 * 86400 - 1), { now, locale: 'en-US' })).toBe('1 day ago');
  });

  it('shows the date from two days on', () => {
    expect(formatRelativeTime(ago(2 * 86400), { now, locale: 'zh-CN' })).toBe('2024-06-08 12:00');
    expect(formatRelativeTime(ago(3 * 86400), { now, pattern: '{m}/{d}' })).toBe('06/07');
  });

  it('accepts epoch seconds and ignores empty values', () => {
    expect(formatRelativeTime(Math.floor(ago(120) / 1000), { now, locale: 'zh-CN' })).toBe('2分钟前');
    expect(formatRelativeTime(null, { now })).toBe('');
  });
});
