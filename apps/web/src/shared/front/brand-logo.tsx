import { DEFAULT_BRAND_LOGO } from '@cloudphone/contract';
import { useId } from 'react';

/**
 * The brand's logo: an operator's own image, or the default mark drawn inline. As an `<img>`, the
 * default SVG was a document of its own to load and build before the sign-in page's first frame
 * (a twentieth of it at 4× CPU, bench/README.md, paint); inline it is a few shapes of the page.
 */
export function BrandLogo({ src, size, className }: { src: string | undefined; size: number; className?: string }) {
  // Per mark: a gradient is looked up by id in the whole page, and the first mark may sit in a
  // part the layout hides (the brand panel on a phone), where its gradient is not drawn.
  const gradient = `cp-brand-mark${useId()}`;
  if (src && src !== DEFAULT_BRAND_LOGO) return <img className={className} src={src} alt="" width={size} height={size} />;
  return (
    <svg className={className} viewBox="0 0 64 64" width={size} height={size} aria-hidden>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#409EFF" />
          <stop offset="1" stopColor="#327AFF" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${gradient})`} />
      <path d="M20 40a9 9 0 0 1 1.6-17.9A12 12 0 0 1 44.6 25 8 8 0 0 1 44 41H20z" fill="#fff" opacity=".95" />
      <rect x="27" y="27" width="10" height="17" rx="2.2" fill="#327AFF" />
      <rect x="29" y="29.5" width="6" height="10" rx=".8" fill="#fff" />
    </svg>
  );
}
