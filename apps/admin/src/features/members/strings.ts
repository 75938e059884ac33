import { addStrings } from '../../shared/i18n/i18n';
import { membersEnUS } from './strings.en-us';
import { membersZhCN } from './strings.zh-cn';

// Loaded with the member pages only.
addStrings('membersAdmin', { 'zh-CN': membersZhCN, 'en-US': membersEnUS });
