import { lazyMessages } from '../../shared/i18n/lazy-messages';

/** The sharing strings, loaded with /empowerPhoneList, the authorization dialog and the list's sharing dialogs. */
export const loadSharingMessages = lazyMessages({
  'zh-CN': () => import('./i18n/sharing.zh-cn').then((m) => m.sharingZhCN),
  'en-US': () => import('./i18n/sharing.en-us').then((m) => m.sharingEnUS),
});
