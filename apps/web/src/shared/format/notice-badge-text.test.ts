import { describe, expect, it } from 'vitest';
import { noticeBadgeText } from './notice-badge-text';

describe('noticeBadgeText', () => {
  it('hides the badge at zero and for bad counts', () => {
    expect(noticeBadgeText(0)).toBeNull();
    expect(noticeBadgeText(-3)).toBeNull();
    expect(noticeBadgeText(Number.NaN)).toBeNull();
    expect(noticeBadgeText(undefined)).toBeNull();
  });

  it('shows 1 to 99 as the number and caps above', () => {
    expect(noticeBadgeText(1)).toBe('1');
    expect(noticeBadgeText(99)).toBe('99');
    expect(noticeBadgeText(100)).toBe('99+');
    expect(noticeBadgeText(12345)).toBe('99+');
  });
});
