import { lazyMessages } from '../../shared/i18n/lazy-messages';

/** The uploads strings, loaded with the push dialog or the records page. */
export const loadUploadsMessages = lazyMessages({
  'zh-CN': () => import('./i18n/uploads.zh-cn').then((m) => m.uploadsZhCN),
  'en-US': () => import('./i18n/uploads.en-us').then((m) => m.uploadsEnUS),
});
