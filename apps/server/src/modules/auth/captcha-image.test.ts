import { describe, expect, it } from 'vitest';
import { drawCaptcha } from './captcha-image.js';

/** WCAG 2.x relative luminance of an sRGB colour written #rgb or #rrggbb. */
function luminance(hex: string): number {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((at) => {
    const c = parseInt(full.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('captcha image', () => {
  it('computes contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('draws every letter at WCAG AA contrast (4.5:1) against its background', () => {
    for (let i = 0; i < 200; i++) {
      const { text, svg } = drawCaptcha();
      const background = /<rect width="100%" height="100%" fill="(#[0-9a-f]+)"\/>/i.exec(svg)?.[1];
      expect(background).toBeDefined();
      // Letters are filled paths; the noise lines are stroked.
      const letters = [...svg.matchAll(/<path fill="(#[0-9a-f]+)" d=/gi)].map((m) => m[1]!);
      expect(letters).toHaveLength(text.length);
      for (const colour of letters) expect(contrast(colour, background!)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
