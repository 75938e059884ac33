import { translate, type MessageKey } from '@cloudphone/contract';
import { getLocale } from './locale';

/** A contract message (validation or server text) in the current language. */
export const tm = (key: MessageKey, params?: Record<string, string | number>) => translate(key, getLocale(), params);
