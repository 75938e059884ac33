import { lazyMessages } from '../../shared/i18n/lazy-messages';

/** The "proxy" locale module, loaded with the /proxy page. */
export const loadProxyMessages = lazyMessages({
  'zh-CN': () => import('./i18n/proxy.zh-cn').then((m) => m.proxyZhCN),
  'en-US': () => import('./i18n/proxy.en-us').then((m) => m.proxyEnUS),
});
