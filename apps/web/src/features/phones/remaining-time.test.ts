import { describe, expect, it } from 'vitest';
import { formatExpiry, formatRemaining, secondsUntil } from './remaining-time';

const DAY = 86_400;
const HOUR = 3600;

describe('remaining time', () => {
  it('shows the two largest units in Chinese', () => {
    expect(formatRemaining(2 * DAY + 3 * HOUR + 59, 'zh-CN')).toBe('2天3小时');
    expect(formatRemaining(2 * DAY, 'zh-CN')).toBe('2天');
    expect(formatRemaining(5 * HOUR + 12 * 60 + 30, 'zh-CN')).toBe('5小时12分钟');
    expect(formatRemaining(5 * HOUR, 'zh-CN')).toBe('5小时');
    expect(formatRemaining(12 * 60 + 5, 'zh-CN')).toBe('12分钟');
    expect(formatRemaining(40, 'zh-CN')).toBe('不足 1 分钟');
  });

  it('shows short units in English', () => {
    expect(formatRemaining(DAY + HOUR, 'en-US')).toBe('1d 1h');
    expect(formatRemaining(HOUR + 60, 'en-US')).toBe('1h 1m');
    expect(formatRemaining(59, 'en-US')).toBe('< 1m');
  });

  it('is empty once the time is up', () => {
    expect(formatRemaining(0, 'zh-CN')).toBe('');
    expect(formatRemaining(-5, 'en-US')).toBe('');
  });

  it('counts seconds to an epoch-millisecond expiry, never below zero', () => {
    expect(secondsUntil(10_500, 1_000)).toBe(9);
    expect(secondsUntil(1_000, 10_000)).toBe(0);
  });

  it('writes the expiry with the console time format, to the minute', () => {
    expect(formatExpiry(new Date(2026, 4, 1, 9, 5, 30).getTime(), 'zh-CN')).toBe('2026-05-01 09:05');
  });
});
