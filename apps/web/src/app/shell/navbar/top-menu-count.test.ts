import { describe, expect, it } from 'vitest';
import { visibleTopMenuCount } from './top-menu-count';

describe('visibleTopMenuCount', () => {
  it('is floor(width / 3 / 85)', () => {
    expect(visibleTopMenuCount(1920)).toBe(7);
    expect(visibleTopMenuCount(1280)).toBe(5);
    expect(visibleTopMenuCount(375)).toBe(1);
  });
  it('defaults to 5 without a width', () => {
    expect(visibleTopMenuCount(undefined)).toBe(5);
    expect(visibleTopMenuCount(0)).toBe(5);
  });
});
