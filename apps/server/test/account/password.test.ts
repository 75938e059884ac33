import { describe, expect, it } from 'vitest';
import { PASSWORD, signIn } from '../kit/members.js';
import {
  ACCOUNT,
  codeFor,
  expectRefusal,
  headers,
  member,
  memberRow,
  session,
  t,
  useAccountSuite,
  works,
  type Lang,
} from './account-kit.js';

useAccountSuite();

const NEW = 'NewPass2026';

const change = (token: string, payload: object, lang: Lang = 'zh-CN') =>
  t.call<boolean>({ method: 'PUT', url: ACCOUNT.updatePassword.path, headers: headers(token, lang), payload });

const canSignIn = async (phone: string, password: string) =>
  (await t.call({ method: 'POST', url: '/app-api/member/auth/login', payload: { phone, password } })).code === 0;

describe('changing the password in the account center', () => {
  it('with the current password: the new one works, every other session ends, the caller’s stays', async () => {
    const m = await member();
    const [other, third] = [await session(m.id), await session(m.id)];
    const res = await change(m.token, { oldPassword: PASSWORD, newPassword: NEW, confirmPassword: NEW });
    expect(res).toMatchObject({ status: 200, code: 0, data: true });
    expect(await works(m.token)).toBe(true);
    expect(await works(other)).toBe(false);
    expect(await works(third)).toBe(false);
    expect(await canSignIn(m.phone, PASSWORD)).toBe(false);
    expect(await canSignIn(m.phone, NEW)).toBe(true);
  });

  it('with an SMS code of scene reset-password sent to the member’s phone, also for an account with no password yet', async () => {
    const m = await member({ password: false });
    const other = await session(m.id);
    const code = await codeFor(m.phone, 'reset-password');
    expect(await change(m.token, { code, newPassword: NEW, confirmPassword: NEW })).toMatchObject({ code: 0, data: true });
    expect(await works(m.token)).toBe(true);
    expect(await works(other)).toBe(false);
    expect(await canSignIn(m.phone, NEW)).toBe(true);
    // The code is spent.
    expect((await change(m.token, { code, newPassword: 'Another2026', confirmPassword: 'Another2026' })).code).not.toBe(0);
  });

  it('refuses a wrong current password, and a current password the account does not have; nothing changes', async () => {
    const m = await member();
    const other = await session(m.id);
    const before = await memberRow(m.id);
    expectRefusal(
      await change(m.token, { oldPassword: 'Wrong1234', newPassword: NEW, confirmPassword: NEW }),
      'ACCOUNT_PASSWORD_WRONG',
      '原密码不正确',
    );
    expectRefusal(
      await change(m.token, { oldPassword: 'Wrong1234', newPassword: NEW, confirmPassword: NEW }, 'en-US'),
      'ACCOUNT_PASSWORD_WRONG',
      'The current password is incorrect',
    );
    const smsOnly = await member({ password: false });
    expectRefusal(
      await change(smsOnly.token, { oldPassword: 'Any12345', newPassword: NEW, confirmPassword: NEW }, 'en-US'),
      'ACCOUNT_PASSWORD_NONE',
      'This account has no password yet; change it with an SMS code',
    );
    expect(await memberRow(m.id)).toEqual(before);
    expect(await works(other)).toBe(true);
  });

  it('refuses a wrong SMS code, and a code of another scene', async () => {
    const m = await member();
    const login = await codeFor(m.phone, 'login');
    const before = await memberRow(m.id);
    const wrong = await change(m.token, { code: login, newPassword: NEW, confirmPassword: NEW });
    expect([wrong.status, wrong.code]).toEqual([400, 1004003020]);
    expect(await memberRow(m.id)).toEqual(before);
  });

  it.each([
    [
      'a password of the wrong shape',
      { oldPassword: PASSWORD, newPassword: 'short1', confirmPassword: 'short1' },
      '请输入 8-20 位字母和数字组合',
      'Please enter 8-20 characters of letters and digits',
    ],
    [
      'letters only',
      { oldPassword: PASSWORD, newPassword: 'abcdefghij', confirmPassword: 'abcdefghij' },
      '请输入 8-20 位字母和数字组合',
      'Please enter 8-20 characters of letters and digits',
    ],
    [
      'symbols',
      { oldPassword: PASSWORD, newPassword: 'Abc12345!', confirmPassword: 'Abc12345!' },
      '请输入 8-20 位字母和数字组合',
      'Please enter 8-20 characters of letters and digits',
    ],
    [
      'a confirmation that differs',
      { oldPassword: PASSWORD, newPassword: NEW, confirmPassword: `${NEW}x` },
      '两次输入的密码不一致',
      'The two passwords do not match',
    ],
    [
      'no proof',
      { newPassword: NEW, confirmPassword: NEW },
      '请输入原密码或短信验证码',
      'Please enter the current password or the SMS code',
    ],
    [
      'both proofs',
      { oldPassword: PASSWORD, code: '123456', newPassword: NEW, confirmPassword: NEW },
      '请输入原密码或短信验证码',
      'Please enter the current password or the SMS code',
    ],
  ])('refuses %s with a 400 in both languages', async (_what, payload, zh, en) => {
    const m = await member();
    const before = await memberRow(m.id);
    expect(await change(m.token, payload, 'zh-CN')).toMatchObject({ status: 400, msg: zh });
    expect(await change(m.token, payload, 'en-US')).toMatchObject({ status: 400, msg: en });
    expect(await memberRow(m.id)).toEqual(before);
  });
});

describe('update-phone-password (the public reset by SMS)', () => {
  it('keeps the session of a caller signed in as that member and ends the others', async () => {
    const m = await member();
    const other = await session(m.id);
    const code = await codeFor(m.phone, 'reset-password');
    const res = await t.call({
      method: 'POST',
      url: '/app-api/member/member/update-phone-password',
      headers: headers(m.token),
      payload: { phone: m.phone, code, newPassword: 'Reset#2026ok' },
    });
    expect(res.code, res.msg).toBe(0);
    expect(await works(m.token)).toBe(true);
    expect(await works(other)).toBe(false);
  });

  it('ends every session when the caller is signed out or is someone else', async () => {
    const m = await member();
    const stranger = await member();
    const mine = await session(m.id);
    const code = await codeFor(m.phone, 'reset-password');
    const res = await t.call({
      method: 'POST',
      url: '/app-api/member/member/update-phone-password',
      headers: headers(stranger.token),
      payload: { phone: m.phone, code, newPassword: 'Reset#2026ok' },
    });
    expect(res.code, res.msg).toBe(0);
    expect(await works(m.token)).toBe(false);
    expect(await works(mine)).toBe(false);
    expect(await works(stranger.token)).toBe(true);
    expect((await signIn(t, m.phone, 'Reset#2026ok')).userId).toBe(m.id);
  });
});
