import { addStrings } from '../../shared/i18n/i18n';
import { operateLogEnUS } from './strings.en-us';
import { operateLogZhCN } from './strings.zh-cn';

// Loaded with the audit-log page only.
addStrings('operateLogAdmin', { 'zh-CN': operateLogZhCN, 'en-US': operateLogEnUS });
