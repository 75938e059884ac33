import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from './en-us';
import { getLocale } from './locale';
import { zhCN } from './zh-cn';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof zhCN };
  }
}

/** Initialises i18next synchronously with both dictionaries (they are small) in the stored language. */
export function initI18n() {
  if (i18next.isInitialized) return i18next;
  void i18next.use(initReactI18next).init({
    lng: getLocale(),
    fallbackLng: 'zh-CN',
    resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
  });
  document.documentElement.lang = getLocale();
  return i18next;
}

export { i18next };
