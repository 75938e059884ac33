import { lazyMessages } from '../../shared/i18n/lazy-messages';

/** The uploads strings, loaded with the push dialog or the records page. */
export const loadUploadsMessages = lazyMessages({
  'zh-CN': () => import('../../shared/i18n/uploads.zh-cn').then((m) => m.uploadsZhCN),
  'en-US': () => import('../../shared/i18n/uploads.en-us').then((m) => m.uploadsEnUS),
});
