import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it('keeps bytes whole below 1 KB', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
  });

  it('divides by 1024 per unit with two decimals', () => {
    expect(formatFileSize(1024)).toBe('1.00 KB');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(5 * 1024 ** 2)).toBe('5.00 MB');
    expect(formatFileSize(1.25 * 1024 ** 3)).toBe('1.25 GB');
    expect(formatFileSize(2 * 1024 ** 4)).toBe('2.00 TB');
  });

  it('stops at TB and reads bad input as nothing', () => {
    expect(formatFileSize(2048 * 1024 ** 4)).toBe('2048.00 TB');
    expect(formatFileSize(-1)).toBe('0 B');
    expect(formatFileSize(Number.NaN)).toBe('0 B');
    expect(formatFileSize(undefined)).toBe('0 B');
  });
});
