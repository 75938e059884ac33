import { addStrings } from '../../shared/i18n/i18n';
import { popupsEnUS } from './strings.en-us';
import { popupsZhCN } from './strings.zh-cn';

// Loaded with the popups page only.
addStrings('popupsAdmin', { 'zh-CN': popupsZhCN, 'en-US': popupsEnUS });
