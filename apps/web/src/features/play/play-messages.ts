import { lazyMessages } from '../../shared/i18n/lazy-messages';

/** The play screen's strings, in the current language only, loaded with the page (like the phone list's). */
export const loadPlayMessages = lazyMessages({
  'zh-CN': () => import('./i18n/play.zh-cn').then((m) => m.playZhCN),
  'en-US': () => import('./i18n/play.en-us').then((m) => m.playEnUS),
});
