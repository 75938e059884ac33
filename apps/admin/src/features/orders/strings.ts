import { addStrings } from '../../shared/i18n/i18n';
import { ordersEnUS } from './strings.en-us';
import { ordersZhCN } from './strings.zh-cn';

// Loaded with the order pages only.
addStrings('ordersAdmin', { 'zh-CN': ordersZhCN, 'en-US': ordersEnUS });
