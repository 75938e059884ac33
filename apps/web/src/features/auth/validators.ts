import { PHONE_PATTERN, SMS_CODE_PATTERN, type MessageKey } from '@cloudphone/contract';

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

export const captchaRule: Rule = (value) => (value.trim() ? null : 'validation.captcha.required');

export const smsCodeRule: Rule = (value) => {
  const v = value.trim();
  if (!v) return 'validation.smsCode.required';
  return SMS_CODE_PATTERN.test(v) ? null : 'validation.smsCode.format';
};

/** The phone + image captcha + SMS code group; the captcha is asked for only while it is on. */
export const phoneCodeRules = (captchaEnabled: boolean) => ({
  phone: phoneRule,
  code: smsCodeRule,
  ...(captchaEnabled ? { captcha: captchaRule } : {}),
});

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
