import { describe, expect, it } from 'vitest';
import { channelCodeFrom, safeRedirectTarget } from './redirect-target';

describe('safeRedirectTarget', () => {
  it('keeps an in-console path with its query', () => {
    expect(safeRedirectTarget('/index?tab=2#top')).toBe('/index?tab=2#top');
  });

  it.each([null, '', 'https://evil.example/x', '//evil.example', '/\\evil.example', '/login?redirect=/x', '/register/'])(
    'sends %s to /',
    (raw) => {
      expect(safeRedirectTarget(raw)).toBe('/');
    },
  );
});

describe('channelCodeFrom', () => {
  it('accepts a well-formed campaign code only', () => {
    expect(channelCodeFrom(new URLSearchParams('channelCode=spring_24'))).toBe('spring_24');
    expect(channelCodeFrom(new URLSearchParams('channelCode=<script>'))).toBeNull();
    expect(channelCodeFrom(new URLSearchParams(''))).toBeNull();
  });
});
