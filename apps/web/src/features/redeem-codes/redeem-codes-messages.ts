import { lazyMessages } from '../../shared/i18n/lazy-messages';

/** The redemption code strings, loaded with the /redemptionCode page. */
export const loadRedeemCodesMessages = lazyMessages({
  'zh-CN': () => import('./i18n/redeem-codes.zh-cn').then((m) => m.redeemCodesZhCN),
  'en-US': () => import('./i18n/redeem-codes.en-us').then((m) => m.redeemCodesEnUS),
});
