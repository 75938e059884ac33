import { describe, expect, it } from 'vitest';
import { confirmRule, emailRule, newPasswordRule, userNameRule } from './account-validators';
import { captchaRule, passwordRule, phoneRule, protocolsRule, smsCodeRule, validateValues } from './validators';

describe('sign-in validators (spec point 5)', () => {
  it('phone: required, then a mainland mobile number', () => {
    expect(phoneRule('  ', {})).toBe('validation.phone.required');
    expect(phoneRule('12800138000', {})).toBe('validation.phone.invalid');
    expect(phoneRule('1380013800', {})).toBe('validation.phone.invalid');
    expect(phoneRule(' 13800138000 ', {})).toBeNull();
  });

  it('sign-in password is only required', () => {
    expect(passwordRule('', {})).toBe('validation.password.required');
    expect(passwordRule('x', {})).toBeNull();
  });

  it('new password: 8-20 mixing upper, lower, digit and symbol', () => {
    expect(newPasswordRule('', {})).toBe('validation.password.required');
    expect(newPasswordRule('Abcdefg1', {})).toBe('validation.password.rule');
    expect(newPasswordRule('Ab1!', {})).toBe('validation.password.rule');
    expect(newPasswordRule('Abcdefgh1!abcdefgh1!x', {})).toBe('validation.password.rule');
    expect(newPasswordRule('Demo@2026', {})).toBeNull();
  });

  it('confirmation must match the named field', () => {
    const rule = confirmRule('password');
    expect(rule('', { password: 'Demo@2026' })).toBe('validation.confirm.required');
    expect(rule('Demo@2025', { password: 'Demo@2026' })).toBe('validation.password.mismatch');
    expect(rule('Demo@2026', { password: 'Demo@2026' })).toBeNull();
  });

  it('SMS code is exactly 6 digits; captcha and protocols are required', () => {
    expect(smsCodeRule('', {})).toBe('validation.smsCode.required');
    expect(smsCodeRule('12345', {})).toBe('validation.smsCode.format');
    expect(smsCodeRule('12345a', {})).toBe('validation.smsCode.format');
    expect(smsCodeRule('123456', {})).toBeNull();
    expect(captchaRule(' ', {})).toBe('validation.captcha.required');
    expect(protocolsRule(false)).toBe('validation.protocols.required');
    expect(protocolsRule(true)).toBeNull();
  });

  it('e-mail and user name', () => {
    expect(emailRule('a@b', {})).toBe('validation.email.invalid');
    expect(emailRule('a@b.cn', {})).toBeNull();
    expect(userNameRule('a', {})).toBe('validation.userName.length');
    expect(userNameRule('ab', {})).toBeNull();
  });

  it('validateValues reports only failing fields', () => {
    const errors = validateValues(
      { phone: '138', password: 'x', code: '123456' },
      { phone: phoneRule, password: passwordRule, code: smsCodeRule },
    );
    expect(errors).toEqual({ phone: 'validation.phone.invalid' });
  });
});
