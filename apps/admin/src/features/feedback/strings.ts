import { addStrings } from '../../shared/i18n/i18n';
import { feedbackEnUS } from './strings.en-us';
import { feedbackZhCN } from './strings.zh-cn';

// Loaded with the feedback and leads pages only.
addStrings('feedbackAdmin', { 'zh-CN': feedbackZhCN, 'en-US': feedbackEnUS });
