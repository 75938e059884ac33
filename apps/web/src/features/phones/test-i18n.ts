import { initI18n, i18next } from '../../shared/i18n/i18n';
import { phonesMoreZhCN } from './i18n/phones-more.zh-cn';
import { phonesZhCN } from './i18n/phones.zh-cn';

/** Test helper: i18next in Chinese with both parts of the phone strings, as the pages load them. */
export function initPhonesI18n() {
  localStorage.setItem('locale', 'zh-CN');
  initI18n();
  i18next.addResourceBundle('zh-CN', 'translation', phonesZhCN, true, false);
  i18next.addResourceBundle('zh-CN', 'translation', phonesMoreZhCN, true, false);
}
