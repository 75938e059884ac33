import { addStrings } from '../../shared/i18n/i18n';
import { redeemEnUS } from './strings.en-us';
import { redeemZhCN } from './strings.zh-cn';

// Loaded with the redemption codes page only.
addStrings('redeemAdmin', { 'zh-CN': redeemZhCN, 'en-US': redeemEnUS });
