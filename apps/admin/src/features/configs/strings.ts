import { addStrings } from '../../shared/i18n/i18n';
import { configsEnUS } from './strings.en-us';
import { configsZhCN } from './strings.zh-cn';

// Loaded with the configuration page only.
addStrings('configsAdmin', { 'zh-CN': configsZhCN, 'en-US': configsEnUS });
