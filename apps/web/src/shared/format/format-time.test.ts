import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_FORMAT, formatTime } from './format-time';

const moment = new Date(2024, 0, 2, 3, 4, 5); // Tuesday 2 January 2024, 03:04:05 local

describe('formatTime', () => {
  it('uses {y}-{m}-{d} {h}:{i}:{s} with zero padding by default', () => {
    expect(DEFAULT_TIME_FORMAT).toBe('{y}-{m}-{d} {h}:{i}:{s}');
    expect(formatTime(moment)).toBe('2024-01-02 03:04:05');
  });

  it('treats ten-digit numbers as seconds', () => {
    const seconds = Math.floor(moment.getTime() / 1000);
    expect(formatTime(seconds)).toBe('2024-01-02 03:04:05');
    expect(formatTime(moment.getTime())).toBe('2024-01-02 03:04:05');
  });

  it('follows a custom pattern, weekday in the given language', () => {
    expect(formatTime(moment, '{y}/{m}/{d}')).toBe('2024/01/02');
    expect(formatTime(moment, '{h}:{i} 周{a}', 'zh-CN')).toBe('03:04 周二');
    expect(formatTime(moment, '{a} {d}', 'en-US')).toBe('Tue 02');
  });

  it('gives an empty string for nothing', () => {
    expect(formatTime(null)).toBe('');
    expect(formatTime('garbage')).toBe('');
  });
});
