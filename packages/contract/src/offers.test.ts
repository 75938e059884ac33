import { describe, expect, it } from 'vitest';
import { formatYuan, UpdateStockSchema } from './offers.js';

describe('offers', () => {
  it('shows fen as yuan with at most two decimals, trimmed', () => {
    expect([1999, 2000, 2050, 10, 0, 390000].map(formatYuan)).toEqual(['19.99', '20', '20.5', '0.1', '0', '3900']);
  });

  it('takes a stock from 0 up to its bound, whole', () => {
    expect(UpdateStockSchema.safeParse({ configurationId: 1, regionId: 2, stock: 0 }).success).toBe(true);
    for (const stock of [-1, 0.5, 1_000_001])
      expect(UpdateStockSchema.safeParse({ configurationId: 1, regionId: 2, stock }).success).toBe(false);
  });
});
