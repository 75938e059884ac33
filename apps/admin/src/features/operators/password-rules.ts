import { PASSWORD_PATTERN } from '@cloudphone/contract';
import { tm } from '@web/shared/i18n/message';
import type { FormRule } from 'antd';

/** The contract's password rule (8-20 characters, upper and lower case, a digit and a symbol), with its messages. */
export const passwordRules = (): FormRule[] => [
  { required: true, message: tm('validation.password.required') },
  { pattern: PASSWORD_PATTERN, message: tm('validation.password.rule') },
];
