import type { BrandingSettings } from '@cloudphone/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What members will see, as the form stands: the browser tab (favicon and page title) and the
 * head of the member sign-in page (background, logo, title, welcome line, sign-in and sign-up ways).
 */
export function BrandPreview({ brand }: { brand: Partial<BrandingSettings> }) {
  const { t } = useTranslation();
  const title = brand.text?.trim() || '—';
  const welcome = brand.welcomeText?.trim() || t('frontAdmin.brand.welcomeFallback', { brand: title });
  const background = brand.leftBg ? ({ backgroundImage: `url("${encodeURI(brand.leftBg)}")` } as CSSProperties) : undefined;
  const loginWay = brand.loginWay === 'password' ? 'password' : 'phone';
  const registerType = brand.registerType === 'email' ? 'email' : 'phone';
  return (
    <div className="adm-brand-preview" data-testid="brand-preview">
      <div className="adm-brand-preview__label">{t('frontAdmin.brand.previewTab')}</div>
      <div className="adm-brand-preview__tab">
        {brand.main ? (
          <img src={brand.main} alt="" className="adm-brand-preview__favicon" />
        ) : (
          <span className="adm-brand-preview__favicon" />
        )}
        <span className="adm-brand-preview__title" data-testid="preview-title">
          {title}
        </span>
      </div>
      <div className="adm-brand-preview__label">{t('frontAdmin.brand.previewSignIn')}</div>
      <div className="adm-brand-preview__page">
        <div className={brand.leftBg ? 'adm-brand-preview__side has-image' : 'adm-brand-preview__side'} style={background}>
          <div className="adm-brand-preview__brand">
            {brand.logo && <img src={brand.logo} alt="" className="adm-brand-preview__logo" />}
            <span>{title}</span>
          </div>
          <div className="adm-brand-preview__welcome" data-testid="preview-welcome">
            {welcome}
          </div>
        </div>
        <div className="adm-brand-preview__card">
          <strong>{t('frontAdmin.brand.signIn')}</strong>
          <span>{t('frontAdmin.brand.signInBy', { way: t(`frontAdmin.brand.loginWays.${loginWay}`) })}</span>
          <span>{t('frontAdmin.brand.registerBy', { way: t(`frontAdmin.brand.registerTypes.${registerType}`) })}</span>
          <span className="adm-brand-preview__button">{t('frontAdmin.brand.signIn')}</span>
        </div>
      </div>
    </div>
  );
}
