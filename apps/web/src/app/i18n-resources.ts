import type { phonesMoreZhCN } from '../features/phones/i18n/phones-more.zh-cn';
import type { phonesZhCN } from '../features/phones/i18n/phones.zh-cn';
import type { playZhCN } from '../features/play/i18n/play.zh-cn';
import type { ordersZhCN } from '../features/orders/i18n/orders.zh-cn';
import type { redeemCodesZhCN } from '../features/redeem-codes/i18n/redeem-codes.zh-cn';
import type { keyAccountZhCN } from '../features/key-account/i18n/key-account.zh-cn';
import type { proxyZhCN } from '../features/proxies/i18n/proxy.zh-cn';
import type { sharingZhCN } from '../features/sharing/i18n/sharing.zh-cn';
import type { uploadsZhCN } from '../features/uploads/i18n/uploads.zh-cn';
import type { zhCN } from '../shared/i18n/zh-cn';
import type { noticeZhCN } from '../features/notices/i18n/notice.zh-cn';
import type { userZhCN } from '../features/account/i18n/user.zh-cn';
import type { settingZhCN } from '../features/settings/i18n/setting.zh-cn';

/*
 * Every string the console has, for the typed t(): the first load's (shared/i18n) and the
 * features' own, which load with their pages (features/<noun>/i18n). Declared here, where the
 * app sees every feature, so shared/ needs no feature.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: {
      translation: typeof zhCN &
        typeof phonesZhCN &
        typeof phonesMoreZhCN &
        typeof playZhCN &
        typeof uploadsZhCN &
        typeof ordersZhCN &
        typeof redeemCodesZhCN &
        typeof keyAccountZhCN &
        typeof sharingZhCN &
        typeof userZhCN &
        typeof settingZhCN &
        typeof noticeZhCN &
        typeof proxyZhCN;
    };
  }
}
