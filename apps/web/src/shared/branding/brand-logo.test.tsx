import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandLogo, DEFAULT_LOGO } from './brand-logo';

describe('BrandLogo', () => {
  it('draws the default mark inline, before and after the branding arrives', () => {
    for (const src of [undefined, '', DEFAULT_LOGO]) {
      const { container, unmount } = render(<BrandLogo src={src} size={36} className="mark" />);
      expect(container.querySelector('img')).toBeNull();
      const svg = container.querySelector('svg.mark')!;
      expect(svg.getAttribute('width')).toBe('36');
      const gradient = svg.querySelector('linearGradient')!.id;
      expect(svg.querySelector('rect')!.getAttribute('fill')).toBe(`url(#${gradient})`);
      unmount();
    }
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
