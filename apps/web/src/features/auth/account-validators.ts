import { EMAIL_PATTERN, PASSWORD_PATTERN } from '@cloudphone/contract';
import type { Rule } from './validators';

// What an account is created or reset with. Apart from the sign-in rules so /login does not load them.

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
