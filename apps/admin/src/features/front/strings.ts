import { addStrings } from '../../shared/i18n/i18n';
import { frontEnUS } from './strings.en-us';
import { frontZhCN } from './strings.zh-cn';

// Loaded with the customer service, branding and global config pages (and the notice and popup
// dialogs, which use the HTML and image inputs).
addStrings('frontAdmin', { 'zh-CN': frontZhCN, 'en-US': frontEnUS });
