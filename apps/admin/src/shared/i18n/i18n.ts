import type { Locale } from '@cloudphone/contract';
import { getLocale } from '@web/shared/i18n/locale';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from './en-us';
import { zhCN } from './zh-cn';

/**
 * i18next with the console's strings in both languages (small), in the language the member console
 * also uses (the same `locale` key: one person, one browser, one language).
 */
export function initI18n(locale: Locale = getLocale()) {
  if (i18next.isInitialized) return i18next;
  void i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'zh-CN',
    resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return i18next;
}

/**
 * A feature's strings, added when its page module loads (so the shell carries none of them),
 * under its own top-level key. Both languages: a screen's strings are a few hundred bytes.
 */
export function addStrings<T extends object>(key: string, bundles: Record<Locale, T>) {
  initI18n();
  for (const locale of ['zh-CN', 'en-US'] as const)
    i18next.addResourceBundle(locale, 'translation', { [key]: bundles[locale] }, true, false);
}

export { i18next };
