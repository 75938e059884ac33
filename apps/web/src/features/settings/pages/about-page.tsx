import { APP_VERSION } from '@cloudphone/contract';
import { useTranslation } from 'react-i18next';
import { useBranding } from '../../../shared/front/use-front-config';
import { LicenceList } from '../components/licence-list';
import { ProtocolSections } from '../components/protocol-sections';
import '../settings.css';

/**
 * /setting/about (spec points 1 and 2): the product (the operator's branding) and its version, the
 * documents agreed to at sign-in, and the licences of the open-source components it is built with.
 */
export function AboutPage() {
  const { t } = useTranslation();
  const branding = useBranding();
  const product = branding?.text || t('setting.about.productFallback');

  return (
    <div className="st-page" data-testid="about-page">
      <header className="st-card st-about">
        {branding?.logo && <img className="st-about__logo" src={branding.logo} alt="" />}
        <div>
          <h1 data-testid="about-product">{product}</h1>
          <p className="st-muted" data-testid="about-version" data-version={APP_VERSION}>
            {t('setting.about.version', { version: APP_VERSION })}
          </p>
        </div>
      </header>
      <section className="st-card">
        <h2>{t('setting.about.documents')}</h2>
        <ProtocolSections />
      </section>
      <section className="st-card">
        <h2>{t('setting.about.licences')}</h2>
        <LicenceList />
      </section>
    </div>
  );
}
