import { lazyMessages } from '../../shared/i18n/lazy-messages';

/** The key-account strings, loaded with the /keyAccount page. */
export const loadKeyAccountMessages = lazyMessages({
  'zh-CN': () => import('./i18n/key-account.zh-cn').then((m) => m.keyAccountZhCN),
  'en-US': () => import('./i18n/key-account.en-us').then((m) => m.keyAccountEnUS),
});
