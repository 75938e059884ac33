import type { MessageKey } from './messages.js';
import { PASSWORD_MAX, PASSWORD_MIN, SMS_CODE_LENGTH } from './constants.js';
import { text as safeText } from './fields.js';

/** Mainland China mobile numbers: 11 digits starting 13-19. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** Spec point 5: 8-20 characters mixing upper and lower case letters, digits and special characters. */
export const PASSWORD_PATTERN = new RegExp(`^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9\\s])\\S{${PASSWORD_MIN},${PASSWORD_MAX}}$`);
export const SMS_CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

export const isValidPhone = (value: string) => PHONE_PATTERN.test(value);
export const isStrongPassword = (value: string) => PASSWORD_PATTERN.test(value);
