import { lazyMessages } from '../../shared/i18n/lazy-messages';

/** The "setting" locale module, loaded with /setting/about and /setting/customer. */
export const loadSettingsMessages = lazyMessages({
  'zh-CN': () => import('./i18n/setting.zh-cn').then((m) => m.settingZhCN),
  'en-US': () => import('./i18n/setting.en-us').then((m) => m.settingEnUS),
});
