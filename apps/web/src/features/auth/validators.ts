import { EMAIL_PATTERN, PASSWORD_PATTERN, PHONE_PATTERN, SMS_CODE_PATTERN, type MessageKey } from '@cloudphone/contract';

/**
 * Form rules of spec point 5, answering with the contract's message keys so the browser shows the
 * same words the server would. A rule returns null when the value is fine.
 */
export type Rule<V extends Record<string, string> = Record<string, string>> = (value: string, values: V) => MessageKey | null;

export const phoneRule: Rule = (value) => {
  const v = value.trim();
  if (!v) return 'validation.phone.required';
  return PHONE_PATTERN.test(v) ? null : 'validation.phone.invalid';
};

/** Sign-in password: only required (old accounts may predate the rule). */
export const passwordRule: Rule = (value) => (value ? null : 'validation.password.required');

/** A password being set: 8-20 characters mixing upper, lower, digits and symbols. */
export const newPasswordRule: Rule = (value) => {
  if (!value) return 'validation.password.required';
  return PASSWORD_PATTERN.test(value) ? null : 'validation.password.rule';
};

/** The confirmation must equal the field named `passwordField`. */
export const confirmRule =
  (passwordField: string): Rule =>
  (value, values) => {
    if (!value) return 'validation.confirm.required';
    return value === values[passwordField] ? null : 'validation.password.mismatch';
  };

export const captchaRule: Rule = (value) => (value.trim() ? null : 'validation.captcha.required');

export const smsCodeRule: Rule = (value) => {
  const v = value.trim();
  if (!v) return 'validation.smsCode.required';
  return SMS_CODE_PATTERN.test(v) ? null : 'validation.smsCode.format';
};

export const emailRule: Rule = (value) => {
  const v = value.trim();
  if (!v) return 'validation.email.required';
  return EMAIL_PATTERN.test(v) && v.length <= 100 ? null : 'validation.email.invalid';
};

export const userNameRule: Rule = (value) => {
  const v = value.trim();
  if (!v) return 'validation.userName.required';
  return v.length >= 2 && v.length <= 20 ? null : 'validation.userName.length';
};

export const protocolsRule = (agreed: boolean): MessageKey | null => (agreed ? null : 'validation.protocols.required');

/** Runs every rule; the result has an entry only for failing fields. */
export function validateValues<K extends string>(
  values: Record<K, string>,
  rules: Partial<Record<K, Rule<Record<K, string>>>>,
): Partial<Record<K, MessageKey>> {
  const errors: Partial<Record<K, MessageKey>> = {};
  for (const name of Object.keys(rules) as K[]) {
    const error = rules[name]?.(values[name] ?? '', values);
    if (error) errors[name] = error;
  }
  return errors;
}
