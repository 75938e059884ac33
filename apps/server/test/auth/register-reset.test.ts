import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../src/db/schema.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, freshPhone, makeMember, PASSWORD, signIn, smsCode, snapshot } from '../kit/members.js';

let t: Harness;
beforeAll(async () => {
  t = await createHarness();
});
afterAll(() => t.close());

const register = (payload: object, lang = 'zh-CN') =>
  t.call<{ accessToken: string; userId: number }>({
    method: 'POST',
    url: '/app-api/member/auth/register',
    payload,
    headers: { 'accept-language': lang },
  });
const reset = (payload: object, lang = 'zh-CN') =>
  t.call({ method: 'POST', url: '/app-api/member/member/update-phone-password', payload, headers: { 'accept-language': lang } });

describe('register', () => {
  it('creates the member with a hashed password and signs them in', async () => {
    const phone = freshPhone();
    const code = await smsCode(t, phone, 'register');
    const res = await register({ phone, userName: '小王', password: 'New#Pass9', confirmPassword: 'New#Pass9', code });
    expect(res.code).toBe(0);
    const [row] = await t.deps.db.select().from(members).where(eq(members.phone, phone));
    expect(row).toMatchObject({ id: res.data.userId, nickname: '小王' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await signIn(t, phone, 'New#Pass9')).userId).toBe(row!.id);
  });

  it.each([
    ['a weak password', { password: 'weakpass1', confirmPassword: 'weakpass1' }, '请输入 8-20 位的大小写字母数字特殊符号组合'],
    [
      'a too long password',
      { password: 'Aa1!'.repeat(6), confirmPassword: 'Aa1!'.repeat(6) },
      '请输入 8-20 位的大小写字母数字特殊符号组合',
    ],
    ['a mismatched confirmation', { password: 'New#Pass9', confirmPassword: 'New#Pass8' }, '两次输入的密码不一致'],
    ['a bad phone', { phone: '2380013800' }, '请输入正确的手机号'],
    ['no user name', { userName: '' }, '请输入用户名'],
  ])('rejects %s with its message and writes nothing', async (_label, override, msg) => {
    const phone = freshPhone();
    const code = await smsCode(t, phone, 'register');
    const before = await snapshot(t.deps.db);
    const res = await register({ phone, userName: 'tester', password: 'New#Pass9', code, ...override });
    expect(res).toMatchObject({ status: 400, msg });
    expect(await snapshot(t.deps.db)).toEqual(before);
  });

  it('rejects a wrong code and writes nothing', async () => {
    const phone = freshPhone();
    const code = await smsCode(t, phone, 'register');
    const before = await snapshot(t.deps.db);
    const res = await register(
      { phone, userName: 'tester', password: 'New#Pass9', code: code === '111111' ? '222222' : '111111' },
      'en-US',
    );
    expect(res).toMatchObject({ code: 1004003020, msg: 'The verification code is incorrect' });
    expect(await snapshot(t.deps.db)).toEqual(before);
  });

  it('refuses a phone that is already registered', async () => {
    const m = await makeMember(t.deps.db);
    const before = await snapshot(t.deps.db);
    const res = await register({ phone: m.phone, userName: 'tester', password: 'New#Pass9', code: '123456' });
    expect(res).toMatchObject({ code: 1004003031, msg: '该手机号已注册，请直接登录' });
    expect(await snapshot(t.deps.db)).toEqual(before);
  });

  it('answers the register type', async () => {
    expect((await t.call({ method: 'GET', url: '/app-api/member/auth/register-type' })).data).toBe('phone');
  });
});

describe('reset password by SMS', () => {
  it('sets the new password and signs the member out everywhere', async () => {
    const m = await makeMember(t.deps.db);
    const session = await signIn(t, m.phone);
    const code = await smsCode(t, m.phone, 'reset-password');
    expect((await reset({ phone: m.phone, code, newPassword: 'Fresh@2027', confirmPassword: 'Fresh@2027' })).code).toBe(0);
    expect((await t.call({ method: 'GET', url: '/getInfo', headers: bearer(session.accessToken) })).status).toBe(401);
    expect(
      (await t.call({ method: 'POST', url: '/app-api/member/auth/login', payload: { phone: m.phone, password: PASSWORD } })).code,
    ).toBe(1004003000);
    expect((await signIn(t, m.phone, 'Fresh@2027')).userId).toBe(m.id);
  });

  it.each([
    ['a weak password', { newPassword: 'password' }, '请输入 8-20 位的大小写字母数字特殊符号组合'],
    ['a mismatched confirmation', { newPassword: 'Fresh@2027', confirmPassword: 'Fresh@2028' }, '两次输入的密码不一致'],
    ['a missing password', { newPassword: '' }, '请输入密码'],
  ])('rejects %s and keeps the old password', async (_label, override, msg) => {
    const m = await makeMember(t.deps.db);
    const code = await smsCode(t, m.phone, 'reset-password');
    const payload: Record<string, string> = { phone: m.phone, code, newPassword: 'Fresh@2027' };
    const res = await reset(Object.assign(payload, override));
    expect(res).toMatchObject({ status: 400, msg });
    expect((await signIn(t, m.phone)).userId).toBe(m.id);
  });

  it('rejects a wrong code and keeps the old password', async () => {
    const m = await makeMember(t.deps.db);
    const code = await smsCode(t, m.phone, 'reset-password');
    const res = await reset({ phone: m.phone, code: code === '999999' ? '888888' : '999999', newPassword: 'Fresh@2027' });
    expect(res.msg).toBe('验证码不正确');
    expect((await signIn(t, m.phone)).userId).toBe(m.id);
  });

  it('refuses an unknown phone', async () => {
    const res = await reset({ phone: freshPhone(), code: '123456', newPassword: 'Fresh@2027' });
    expect(res).toMatchObject({ code: 1004003034, msg: '该手机号未注册' });
  });
});
