import type { MessageKey } from './messages.js';
import { text as safeText } from './fields.js';
import { EMAIL_PATTERN, PASSWORD_PATTERN, PHONE_PATTERN, SMS_CODE_PATTERN } from './patterns.js';

/** A string field whose missing, empty and malformed cases carry their own message keys. */
function text(required: MessageKey, invalid?: MessageKey, pattern?: RegExp) {
  const base = safeText(required)
    .trim()
    .min(1, { error: required })
    .max(100, { error: invalid ?? 'validation.invalid' });
  return pattern && invalid ? base.regex(pattern, { error: invalid }) : base;
}

/** Longer than any password a member or operator can have set; the hash of a huge one would only cost time. */
export const PASSWORD_INPUT_MAX = 128;

export const phoneField = text('validation.phone.required', 'validation.phone.invalid', PHONE_PATTERN);
export const passwordField = safeText('validation.password.required')
  .min(1, { error: 'validation.password.required' })
  .max(PASSWORD_INPUT_MAX, { error: 'validation.invalid' });
export const newPasswordField = safeText('validation.password.required')
  .min(1, { error: 'validation.password.required' })
  .regex(PASSWORD_PATTERN, { error: 'validation.password.rule' });
export const smsCodeField = text('validation.smsCode.required', 'validation.smsCode.format', SMS_CODE_PATTERN);
export const captchaCodeField = text('validation.captcha.required');
export const emailField = text('validation.email.required', 'validation.email.invalid', EMAIL_PATTERN).max(100, {
  error: 'validation.email.invalid',
});
export const userNameField = text('validation.userName.required').min(2, { error: 'validation.userName.length' }).max(20, {
  error: 'validation.userName.length',
});
export const channelCodeField = safeText()
  .trim()
  .max(32)
  .regex(/^[\w-]*$/)
  .optional();
