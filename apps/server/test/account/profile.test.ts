import type { MemberInfo } from '@cloudphone/contract';
import { describe, expect, it } from 'vitest';
import { ACCOUNT, currentInfo, expectRefusal, headers, member, memberRow, t, useAccountSuite, type Lang } from './account-kit.js';

useAccountSuite();

const update = (token: string, payload: object, lang: Lang = 'zh-CN') =>
  t.call<MemberInfo>({ method: 'PUT', url: ACCOUNT.updateClient.path, headers: headers(token, lang), payload });

describe('update-client', () => {
  it('writes the fields sent, keeps the others, and answers the member as currentMemberInfo does', async () => {
    const m = await member();
    const res = await update(m.token, {
      nickname: '  小明 ',
      gender: 'male',
      email: 'Ming@Example.com',
      birthday: '1996/11/11',
      location: '上海市 / 浦东新区',
    });
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({
      id: m.id,
      nickname: '小明',
      gender: 'male',
      email: 'ming@example.com',
      birthday: '1996/11/11',
      location: '上海市 / 浦东新区',
    });
    expect(await currentInfo(m.token)).toEqual(res.data);

    const partial = await update(m.token, { gender: 'female' });
    expect(partial.data).toMatchObject({ nickname: '小明', gender: 'female', email: 'ming@example.com', birthday: '1996/11/11' });
  });

  it('clears a field sent as null or empty', async () => {
    const m = await member();
    await update(m.token, { email: 'clear-me@example.com', birthday: '2000/01/31', location: 'Hangzhou', gender: 'male' });
    const res = await update(m.token, { email: '', birthday: null, location: '', gender: null });
    expect(res.data).toMatchObject({ email: null, birthday: null, location: null, gender: null });
  });

  it.each([
    [
      'an impossible day',
      { birthday: '2023/02/30' },
      '请输入正确的生日，格式如 1996/11/11',
      'Please enter a valid birthday, in the format 1996/11/11',
    ],
    [
      'another format',
      { birthday: '1996-11-11' },
      '请输入正确的生日，格式如 1996/11/11',
      'Please enter a valid birthday, in the format 1996/11/11',
    ],
    [
      'a day to come',
      { birthday: '2999/01/01' },
      '请输入正确的生日，格式如 1996/11/11',
      'Please enter a valid birthday, in the format 1996/11/11',
    ],
    ['a bad e-mail', { email: 'not-an-email' }, '请输入正确的邮箱地址', 'Please enter a valid e-mail address'],
    ['an empty nickname', { nickname: '  ' }, '请输入昵称', 'Please enter the nickname'],
    ['a long nickname', { nickname: 'x'.repeat(21) }, '昵称不能超过 20 个字符', 'The nickname can be at most 20 characters'],
    ['another gender', { gender: 'other' }, '请选择性别', 'Please select the gender'],
  ])('refuses %s with a 400 in both languages and changes nothing, not even the valid fields beside it', async (_what, bad, zh, en) => {
    const m = await member();
    await update(m.token, { nickname: 'before', birthday: '1990/01/01', email: `before-${m.id}@example.com` });
    const before = await memberRow(m.id);
    for (const [lang, msg] of [
      ['zh-CN', zh],
      ['en-US', en],
    ] as const) {
      const res = await update(m.token, { nickname: 'after', location: 'changed', ...bad }, lang);
      expect(res.status).toBe(400);
      expect(res.code).toBe(400);
      expect(res.msg).toBe(msg);
    }
    expect(await memberRow(m.id)).toEqual(before);
  });

  it('refuses an e-mail another account uses, whatever its case, and changes nothing', async () => {
    const owner = await member();
    const other = await member();
    expect((await update(owner.token, { email: `taken-${owner.id}@example.com` })).code).toBe(0);
    const before = await memberRow(other.id);
    expectRefusal(
      await update(other.token, { nickname: 'changed', email: `TAKEN-${owner.id}@Example.com` }),
      'ACCOUNT_EMAIL_TAKEN',
      '该邮箱已被其他账号使用',
    );
    expectRefusal(
      await update(other.token, { email: `taken-${owner.id}@example.com` }, 'en-US'),
      'ACCOUNT_EMAIL_TAKEN',
      'This e-mail address is used by another account',
    );
    expect(await memberRow(other.id)).toEqual(before);
    // Its own address again is no conflict.
    expect((await update(owner.token, { email: `Taken-${owner.id}@example.com` })).code).toBe(0);
  });

  it('lets one of two members racing for one address have it', async () => {
    const [a, b] = [await member(), await member()];
    const email = `race-${a.id}@example.com`;
    const results = await Promise.all([update(a.token, { email }), update(b.token, { email })]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 1004005000]);
  });

  it('is refused without a session', async () => {
    const res = await t.call({ method: 'PUT', url: ACCOUNT.updateClient.path, payload: { nickname: 'x' } });
    expect(res.status).toBe(401);
  });
});
