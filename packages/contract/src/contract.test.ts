import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addServerMessages,
  errorCatalogue,
  isMessageKey,
  isSuccessCode,
  messages,
  pickLocale,
  PasswordLoginSchema,
  RegisterSchema,
  serverMessages,
  translate,
} from './index.js';
import { isStrongPassword, isValidPhone } from './patterns.js';

describe('contract', () => {
  it('has every message in both languages, and every error points at a message', () => {
    for (const [key, entry] of Object.entries({ ...messages, ...serverMessages })) {
      expect(entry['zh-CN'], key).toBeTruthy();
      expect(entry['en-US'], key).toBeTruthy();
      expect(entry['en-US'], key).not.toMatch(/[\u4e00-\u9fff]/);
      expect(
        Object.keys(messages).filter((k) => k in serverMessages),
        key,
      ).toEqual([]);
    }
    addServerMessages(serverMessages);
    for (const [name, entry] of Object.entries(errorCatalogue)) expect(isMessageKey(entry.message), name).toBe(true);
    expect(translate('stream.idle', 'zh-CN', { minutes: 10 })).toBe('10 分钟未操作，已断开连接');
  });

  it('gives each business refusal its own code, so a client can tell them apart', () => {
    const business = Object.entries(errorCatalogue).filter(([, e]) => e.code >= 1_000_000_000);
    const byCode = new Map<number, string[]>();
    for (const [name, e] of business) byCode.set(e.code, [...(byCode.get(e.code) ?? []), name]);
    expect([...byCode.values()].filter((names) => names.length > 1)).toEqual([]);
  });

  it('keeps the spec codes and texts exactly', () => {
    expect(errorCatalogue.MEMBER_DISABLED.code).toBe(4100100102);
    expect(errorCatalogue.BUSINESS_REJECTED.code).toBe(1011000022);
    expect(translate('validation.password.rule', 'zh-CN')).toBe('请输入 8-20 位的大小写字母数字特殊符号组合');
    expect(translate('validation.password.mismatch', 'zh-CN')).toBe('两次输入的密码不一致');
    expect(translate('sms.dailyLimit', 'zh-CN')).toBe('今日获取验证码次数已达上限，请明日重试');
    expect(translate('session.occupied', 'zh-CN')).toBe('您的账号已在其他设备登录');
    expect(translate('sms.tooFrequent', 'en-US', { seconds: 42 })).toContain('42 seconds');
  });

  it('picks the locale from Accept-Language with zh-CN as the fallback', () => {
    expect(pickLocale(undefined)).toBe('zh-CN');
    expect(pickLocale('en-US,en;q=0.9')).toBe('en-US');
    expect(pickLocale('fr-FR,en;q=0.5')).toBe('en-US');
    expect(pickLocale('zh-TW')).toBe('zh-CN');
    expect(pickLocale('de-DE')).toBe('zh-CN');
  });

  it('accepts 0 and 200 as success, as the console does', () => {
    expect(isSuccessCode(0)).toBe(true);
    expect(isSuccessCode(200)).toBe(true);
    expect(isSuccessCode(401)).toBe(false);
  });

  it('validates mainland mobile numbers', () => {
    expect(isValidPhone('13800138000')).toBe(true);
    for (const bad of ['12800138000', '1380013800', '138001380000', '+8613800138000', '1380013800a'])
      expect(isValidPhone(bad), bad).toBe(false);
  });

  it('requires 8-20 characters mixing upper, lower, digit and special', () => {
    expect(isStrongPassword('Demo@2026')).toBe(true);
    for (const bad of ['demo@2026', 'DEMO@2026', 'Demo2026x', 'Demo@abc', 'De@1', 'Demo@2026'.padEnd(21, 'x'), 'Demo @2026']) {
      expect(isStrongPassword(bad), bad).toBe(false);
    }
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 30 }), (s) => {
        const strong = isStrongPassword(s);
        if (strong) {
          expect(s.length).toBeGreaterThanOrEqual(8);
          expect(s.length).toBeLessThanOrEqual(20);
          expect(s).toMatch(/[a-z]/);
          expect(s).toMatch(/[A-Z]/);
          expect(s).toMatch(/\d/);
        }
      }),
    );
  });

  it('reports message keys, not texts, so each side translates', () => {
    const res = RegisterSchema.safeParse({
      phone: '13800138000',
      userName: 'ab',
      password: 'Demo@2026',
      confirmPassword: 'Demo@2027',
      code: '123456',
    });
    expect(res.success).toBe(false);
    expect(res.error!.issues.map((i) => i.message)).toContain('validation.password.mismatch');
    const login = PasswordLoginSchema.safeParse({ phone: '', password: '' });
    expect(login.error!.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(['validation.phone.required', 'validation.password.required']),
    );
  });
});
