import { LOCALES, type Locale } from '@cloudphone/contract';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '../ui/icons';
import { changeLocale } from './locale';

/** Each language named in itself, so a member who cannot read the current one still finds theirs. */
const NATIVE_NAME: Record<Locale, string> = { 'zh-CN': '中文', 'en-US': 'English' };

/** Language switcher (spec point 2): the current language is disabled; a change reloads the page. */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t, i18n } = useTranslation();
  // i18next's language (set from getLocale at start), so the build-time pre-render shows its own.
  const current = i18n.language;
  return (
    <div className={`cp-lang cp-lang--${tone}`} role="group" aria-label={t('common.language')} data-testid="language-switch">
      <GlobeIcon width={16} height={16} />
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          className="cp-lang__option"
          disabled={locale === current}
          aria-pressed={locale === current}
          lang={locale}
          data-testid={`language-${locale}`}
          onClick={() => changeLocale(locale)}
        >
          {NATIVE_NAME[locale]}
        </button>
      ))}
    </div>
  );
}
