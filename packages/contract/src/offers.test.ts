import { describe, expect, it } from 'vitest';
import { CreatePriceSchema, formatYuan, UpdateStockSchema } from './offers.js';
import { addDuration, packageName, renewedExpiry } from './orders.js';

describe('offers', () => {
  it('shows fen as yuan with at most two decimals, trimmed', () => {
    expect([1999, 2000, 2050, 10, 0, 390000].map(formatYuan)).toEqual(['19.99', '20', '20.5', '0.1', '0', '3900']);
  });

  it('takes a stock from 0 up to its bound, whole', () => {
    expect(UpdateStockSchema.safeParse({ configurationId: 1, regionId: 2, stock: 0 }).success).toBe(true);
    for (const stock of [-1, 0.5, 1_000_001])
      expect(UpdateStockSchema.safeParse({ configurationId: 1, regionId: 2, stock }).success).toBe(false);
  });

  it('takes a package in whole fen within bounds, its original price never below its price', () => {
    const good = { configurationId: 1, orderType: 'purchase', duration: 1, durationUnit: 'month', price: 100, originalPrice: 100 };
    expect(CreatePriceSchema.safeParse(good).success).toBe(true);
    expect(CreatePriceSchema.safeParse({ ...good, price: 0, originalPrice: 100_000_000, label: null }).success).toBe(true);
    const firstError = (bad: object) => CreatePriceSchema.safeParse({ ...good, ...bad }).error?.issues[0]?.message;
    expect(firstError({ originalPrice: 99 })).toBe('offers.originalPriceBelowPrice');
    expect(firstError({ price: -1 })).toBe('offers.priceInvalid');
    expect(firstError({ price: 100_000_001, originalPrice: 100_000_001 })).toBe('offers.priceInvalid');
    expect(firstError({ orderType: 'gift' })).toBe('offers.orderTypeInvalid');
    expect(firstError({ durationUnit: 'week' })).toBe('offers.durationUnitInvalid');
    expect(firstError({ duration: 1001 })).toBe('offers.durationInvalid');
  });
});

describe('durations', () => {
  const shanghai = (text: string) => new Date(`${text}+08:00`).getTime();
  it('adds calendar months in Asia/Shanghai, keeping the time of day and ending at the month’s last day', () => {
    expect(addDuration(shanghai('2026-01-31T10:00:00'), 1, 'month')).toBe(shanghai('2026-02-28T10:00:00'));
    expect(addDuration(shanghai('2028-01-31T10:00:00'), 1, 'month')).toBe(shanghai('2028-02-29T10:00:00'));
    // 1 February 03:00 in Shanghai is still 31 January in UTC: the month is Shanghai's.
    expect(addDuration(shanghai('2026-02-01T03:00:00'), 1, 'month')).toBe(shanghai('2026-03-01T03:00:00'));
    expect(addDuration(shanghai('2026-11-30T23:00:00'), 3, 'month')).toBe(shanghai('2027-02-28T23:00:00'));
  });

  it('adds hours and days as fixed lengths, and renews from the later of now and the expiry', () => {
    expect(addDuration(0, 5, 'hour')).toBe(5 * 3600_000);
    expect(addDuration(0, 7, 'day')).toBe(7 * 86_400_000);
    expect(renewedExpiry(1000, 5000, 1, 'day')).toBe(5000 + 86_400_000);
    expect(renewedExpiry(9000, 5000, 1, 'day')).toBe(9000 + 86_400_000);
  });

  it('names packages in both languages', () => {
    expect([packageName(1, 'month', 'zh-CN'), packageName(7, 'day', 'en-US'), packageName(1, 'hour', 'en-US')]).toEqual([
      '1 个月',
      '7 days',
      '1 hour',
    ]);
  });
});
