import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../shared/front/brand-logo';
import { useBranding } from '../../../shared/front/use-front-config';
import { LanguageSwitch } from '../../../shared/i18n/language-switch';
import { usePageLive } from '../../../shared/prerender/page-live';
import { PhoneIllustration } from './phone-illustration';
import '../auth.css';

const HAS_CJK = /[\u3400-\u9fff]/;

/**
 * The operator's welcome text is written once, usually in Chinese; in the English console a
 * Chinese welcome would be the only foreign line on the page, so it gives way to ours there.
 */
function welcomeFor(text: string | undefined, language: string): string | null {
  if (!text) return null;
  return language === 'zh-CN' || !HAS_CJK.test(text) ? text : null;
}

/** Sign-in pages: brand panel on the left, the form card on the right (full width below 992 px). */
export function AuthLayout({
  title,
  subtitle,
  children,
  below,
}: {
  title: string;
  subtitle?: string | undefined;
  children: ReactNode;
  below?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const branding = useBranding();
  const brand = branding?.text || t('auth.brandFallback');
  const localBrand = i18n.language !== 'zh-CN' && HAS_CJK.test(brand) ? t('auth.brandFallback') : brand;
  const welcome = welcomeFor(branding?.welcomeText, i18n.language) ?? t('auth.welcomeFallback', { brand: localBrand });
  const background = branding?.leftBg ? ({ '--auth-left-bg': `url("${encodeURI(branding.leftBg)}")` } as CSSProperties) : undefined;
  const copyright = t('auth.copyright', { year: new Date().getFullYear(), brand });
  usePageLive();

  return (
    <div className="auth">
      <aside className={branding?.leftBg ? 'auth-brand has-image' : 'auth-brand'} style={background}>
        <div className="auth-brand__logo">
          <BrandLogo className="auth-brand__mark" src={branding?.logo} size={36} />
          <span>{brand}</span>
        </div>
        <div className="auth-brand__body">
          <h1 className="auth-brand__welcome">{welcome}</h1>
          <p className="auth-brand__tagline">{t('auth.brandTagline')}</p>
          <ul className="auth-features">
            {(['1', '2', '3'] as const).map((n) => (
              <li key={n}>
                <span className="auth-features__dot" aria-hidden>
                  {n}
                </span>
                <div>
                  <strong>{t(`auth.feature${n}Title`)}</strong>
                  <span>{t(`auth.feature${n}Text`)}</span>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <PhoneIllustration />
        <p className="auth-brand__foot">{copyright}</p>
      </aside>
      <main className="auth-main">
        <header className="auth-main__bar">
          <div className="auth-main__brand">
            <BrandLogo className="auth-main__mark" src={branding?.logo} size={30} />
            <span>{brand}</span>
          </div>
          <LanguageSwitch />
        </header>
        <div className="auth-main__center">
          <section className="auth-card" aria-labelledby="auth-card-title">
            <h2 id="auth-card-title" className="auth-card__title">
              {title}
            </h2>
            {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
            {children}
          </section>
          {below}
        </div>
        <p className="auth-main__foot">{copyright}</p>
      </main>
    </div>
  );
}
