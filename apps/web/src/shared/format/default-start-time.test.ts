import { describe, expect, it } from 'vitest';
import { DEFAULT_RANGE_DAYS, defaultStartTime } from './default-start-time';

describe('defaultStartTime', () => {
  it('starts at midnight 90 days back', () => {
    expect(DEFAULT_RANGE_DAYS).toBe(90);
    const start = defaultStartTime(new Date(2024, 5, 10, 15, 30));
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours(), start.getMinutes()]).toEqual([2024, 2, 12, 0, 0]);
  });

  it('takes another span when asked', () => {
    expect(defaultStartTime(new Date(2024, 0, 10, 8), 7).getDate()).toBe(3);
  });
});
