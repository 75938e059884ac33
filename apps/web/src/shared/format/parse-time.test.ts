import { describe, expect, it } from 'vitest';
import { parseTime } from './parse-time';

describe('parseTime', () => {
  it('reads ten-digit numbers as epoch seconds and longer ones as milliseconds', () => {
    expect(parseTime(1_700_000_000)?.getTime()).toBe(1_700_000_000_000);
    expect(parseTime('1700000000')?.getTime()).toBe(1_700_000_000_000);
    expect(parseTime(1_700_000_000_123)?.getTime()).toBe(1_700_000_000_123);
  });

  it('reads yyyy-mm-dd hh:mm:ss as local time', () => {
    const date = parseTime('2024-03-05 07:08:09')!;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds()]).toEqual([
      2024, 2, 5, 7, 8, 9,
    ]);
    expect(parseTime('2024/3/5')?.getHours()).toBe(0);
  });

  it('keeps ISO strings with a zone exact', () => {
    expect(parseTime('2024-03-05T07:08:09.000Z')?.toISOString()).toBe('2024-03-05T07:08:09.000Z');
  });

  it('gives null for empty and invalid values', () => {
    expect(parseTime(null)).toBeNull();
    expect(parseTime(undefined)).toBeNull();
    expect(parseTime('')).toBeNull();
    expect(parseTime('not a date')).toBeNull();
    expect(parseTime(Number.NaN)).toBeNull();
    expect(parseTime(new Date('x'))).toBeNull();
  });
});
