import { addStrings } from '../../shared/i18n/i18n';
import { dashboardEnUS } from './strings.en-us';
import { dashboardZhCN } from './strings.zh-cn';

// Loaded with the dashboard only.
addStrings('dashboardAdmin', { 'zh-CN': dashboardZhCN, 'en-US': dashboardEnUS });
