import { describe, expect, it } from 'vitest';
import { fenToYuan } from './format-money';

describe('fenToYuan', () => {
  it('trims trailing zeros after dividing by 100', () => {
    expect(fenToYuan(1990)).toBe('19.9');
    expect(fenToYuan(1999)).toBe('19.99');
    expect(fenToYuan(2000)).toBe('20');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(50)).toBe('0.5');
    expect(fenToYuan(0)).toBe('0');
  });

  it('is exact where floating point is not', () => {
    expect(fenToYuan(1005)).toBe('10.05');
    expect(fenToYuan(123456789)).toBe('1234567.89');
  });

  it('keeps the sign of refunds and reads bad input as 0', () => {
    expect(fenToYuan(-1990)).toBe('-19.9');
    expect(fenToYuan(null)).toBe('0');
    expect(fenToYuan(Number.NaN)).toBe('0');
  });
});
