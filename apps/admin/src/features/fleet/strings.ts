import { addStrings } from '../../shared/i18n/i18n';
import { fleetEnUS } from './strings.en-us';
import { fleetZhCN } from './strings.zh-cn';

// Loaded with the fleet pages only.
addStrings('fleetAdmin', { 'zh-CN': fleetZhCN, 'en-US': fleetEnUS });
