import type { catalogueZhCN } from '../features/catalogue/strings.zh-cn';
import type { configsZhCN } from '../features/configs/strings.zh-cn';
import type { dashboardZhCN } from '../features/dashboard/strings.zh-cn';
import type { dictsZhCN } from '../features/dicts/strings.zh-cn';
import type { feedbackZhCN } from '../features/feedback/strings.zh-cn';
import type { fleetZhCN } from '../features/fleet/strings.zh-cn';
import type { frontZhCN } from '../features/front/strings.zh-cn';
import type { membersZhCN } from '../features/members/strings.zh-cn';
import type { noticesZhCN } from '../features/notices/strings.zh-cn';
import type { operateLogZhCN } from '../features/operate-log/strings.zh-cn';
import type { operatorsZhCN } from '../features/operators/strings.zh-cn';
import type { popupsZhCN } from '../features/popups/strings.zh-cn';
import type { ordersZhCN } from '../features/orders/strings.zh-cn';
import type { redeemZhCN } from '../features/redeem-codes/strings.zh-cn';
import type { zhCN } from '../shared/i18n/zh-cn';

/*
 * Every string of the console, for the typed t(): the shell's (shared/i18n) and the features' own,
 * added when their pages load (addStrings). Declared here, where the app sees every feature.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: {
      translation: typeof zhCN & { feedbackAdmin: typeof feedbackZhCN } & {
        catalogueAdmin: typeof catalogueZhCN;
        ordersAdmin: typeof ordersZhCN;
        redeemAdmin: typeof redeemZhCN;
        noticesAdmin: typeof noticesZhCN;
        popupsAdmin: typeof popupsZhCN;
        frontAdmin: typeof frontZhCN;
        dictsAdmin: typeof dictsZhCN;
        configsAdmin: typeof configsZhCN;
        operatorsAdmin: typeof operatorsZhCN;
        operateLogAdmin: typeof operateLogZhCN;
        dashboardAdmin: typeof dashboardZhCN;
        membersAdmin: typeof membersZhCN;
        fleetAdmin: typeof fleetZhCN;
      };
    };
  }
}
