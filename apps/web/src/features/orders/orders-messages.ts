import { lazyMessages } from '../../shared/i18n/lazy-messages';

/** The orders strings, loaded with the buy, renew and order pages. */
export const loadOrdersMessages = lazyMessages({
  'zh-CN': () => import('./i18n/orders.zh-cn').then((m) => m.ordersZhCN),
  'en-US': () => import('./i18n/orders.en-us').then((m) => m.ordersEnUS),
});
