import { addStrings } from '../../shared/i18n/i18n';
import { noticesEnUS } from './strings.en-us';
import { noticesZhCN } from './strings.zh-cn';

// Loaded with the notices page only.
addStrings('noticesAdmin', { 'zh-CN': noticesZhCN, 'en-US': noticesEnUS });
