import { addStrings } from '../../shared/i18n/i18n';
import { operatorsEnUS } from './strings.en-us';
import { operatorsZhCN } from './strings.zh-cn';

// Loaded with the operators page only.
addStrings('operatorsAdmin', { 'zh-CN': operatorsZhCN, 'en-US': operatorsEnUS });
