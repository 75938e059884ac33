import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BRAND_LOGO } from '@cloudphone/contract';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandLogo } from './brand-logo';

/** The shapes of an SVG's markup, ids and gradient references aside. */
const shapes = (svg: string) =>
  [...svg.matchAll(/<(path|rect)\b[^>]*>/g)].map((m) => m[0].replace(/fill="url\([^)]*\)"/, 'fill="gradient"').replace(/\s*\/?>$/, ''));

describe('BrandLogo', () => {
  it('draws the default mark inline, before and after the branding arrives', () => {
    for (const src of [undefined, '', DEFAULT_BRAND_LOGO]) {
      const { container, unmount } = render(<BrandLogo src={src} size={36} className="mark" />);
      expect(container.querySelector('img')).toBeNull();
      const svg = container.querySelector('svg.mark')!;
      expect(svg.getAttribute('width')).toBe('36');
      const gradient = svg.querySelector('linearGradient')!.id;
      expect(svg.querySelector('rect')!.getAttribute('fill')).toBe(`url(#${gradient})`);
      unmount();
    }
  });

  it('draws the same shapes as public/logo.svg, the file served to whoever asks for the default', () => {
    const file = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public/logo.svg'), 'utf8');
    const { container } = render(<BrandLogo src={undefined} size={36} />);
    expect(shapes(container.innerHTML)).toEqual(shapes(file));
    expect(shapes(file)).toHaveLength(4);
  });

  it('gives each mark its own gradient, so a hidden mark cannot blank a shown one', () => {
    const { container } = render(
      <>
        <BrandLogo src={undefined} size={36} />
        <BrandLogo src={undefined} size={30} />
      </>,
    );
    const ids = [...container.querySelectorAll('linearGradient')].map((g) => g.id);
    expect(new Set(ids).size).toBe(2);
  });

  it("shows an operator's own logo as an image", () => {
    const { container } = render(<BrandLogo src="/uploads/brand/logo.png" size={32} className="mark" />);
    expect(container.querySelector('svg')).toBeNull();
    const img = container.querySelector('img.mark')!;
    expect(img.getAttribute('src')).toBe('/uploads/brand/logo.png');
    expect(img.getAttribute('width')).toBe('32');
  });
});
