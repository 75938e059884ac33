import { addStrings } from '../../shared/i18n/i18n';
import { catalogueEnUS } from './strings.en-us';
import { catalogueZhCN } from './strings.zh-cn';

// Loaded with the catalogue page only (and the pages that name specs and order types: orders, codes).
addStrings('catalogueAdmin', { 'zh-CN': catalogueZhCN, 'en-US': catalogueEnUS });
