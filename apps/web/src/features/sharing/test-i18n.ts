import type { Locale } from '@cloudphone/contract';
import { i18next, initI18n } from '../../shared/i18n/i18n';
import { sharingEnUS } from './i18n/sharing.en-us';
import { sharingZhCN } from './i18n/sharing.zh-cn';

/**
 * Test helper: i18next with the sharing strings in both languages, switched to `locale` (the
 * contract's messages follow the stored locale, as in the console).
 */
export async function useSharingLocale(locale: Locale) {
  localStorage.setItem('locale', locale);
  initI18n();
  i18next.addResourceBundle('zh-CN', 'translation', sharingZhCN, true, false);
  i18next.addResourceBundle('en-US', 'translation', sharingEnUS, true, false);
  await i18next.changeLanguage(locale);
}
