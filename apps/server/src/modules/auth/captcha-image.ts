import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

/** The image's background: the sign-in form's pale blue. */
export const CAPTCHA_BACKGROUND = '#f2f6fc';

/**
 * Letter colours, each at least 4.5:1 against the background (WCAG AA for text). svg-captcha's own
 * colours are picked 25–45 % lightness below the background's, which leaves most of them near 2:1.
 */
export const CAPTCHA_LETTER_COLOURS = ['#1d4ed8', '#b91c1c', '#047857', '#6d28d9', '#9a3412', '#1f2937'] as const;

const LETTER = /<path fill="#[0-9a-f]{3,6}" d=/gi;

/**
 * A four-character image captcha as SVG: the library draws the letters as paths and the noise
 * lines; the letters are then recoloured from the palette above and the background is laid under them.
 */
export function drawCaptcha(): { text: string; svg: string } {
  const { text, data } = svgCaptcha.create({ size: 4, noise: 3, ignoreChars: '0oO1iIlL', color: false });
  const svg = data
    .replace(/^(<svg[^>]*>)/, `$1<rect width="100%" height="100%" fill="${CAPTCHA_BACKGROUND}"/>`)
    .replace(LETTER, () => `<path fill="${CAPTCHA_LETTER_COLOURS[randomInt(CAPTCHA_LETTER_COLOURS.length)]}" d=`);
  return { text, svg };
}
