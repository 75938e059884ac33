import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from './en-us';
import type { Locale } from '@cloudphone/contract';
import { getLocale } from './locale';
import { zhCN } from './zh-cn';

/**
 * Initialises i18next synchronously with both dictionaries (they are small) in the stored language,
 * or in the given one when pre-rendering at build time.
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

export { i18next };
