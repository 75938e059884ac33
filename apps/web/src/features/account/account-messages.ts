import { lazyMessages } from '../../shared/i18n/lazy-messages';

/** The "user" locale module, loaded with the account center (/personalCenter/accountCenter, /setting/account). */
export const loadAccountMessages = lazyMessages({
  'zh-CN': () => import('./i18n/user.zh-cn').then((m) => m.userZhCN),
  'en-US': () => import('./i18n/user.en-us').then((m) => m.userEnUS),
});
