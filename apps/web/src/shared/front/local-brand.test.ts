import { describe, expect, it } from 'vitest';
import { localBrand } from './local-brand';

describe('localBrand', () => {
  it('shows a Chinese brand to Chinese readers and the translation to others', () => {
    expect(localBrand('云手机', 'zh-CN', '云手机')).toBe('云手机');
    expect(localBrand('云手机', 'en-US', 'Cloud Phone')).toBe('Cloud Phone');
    expect(localBrand('ACME Cloud', 'en-US', 'Cloud Phone')).toBe('ACME Cloud');
    expect(localBrand(undefined, 'en-US', 'Cloud Phone')).toBe('Cloud Phone');
  });
});
