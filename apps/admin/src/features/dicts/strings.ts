import { addStrings } from '../../shared/i18n/i18n';
import { dictsEnUS } from './strings.en-us';
import { dictsZhCN } from './strings.zh-cn';

// Loaded with the dictionary pages only.
addStrings('dictsAdmin', { 'zh-CN': dictsZhCN, 'en-US': dictsEnUS });
