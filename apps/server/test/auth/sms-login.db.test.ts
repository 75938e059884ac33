import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, sessions } from '../../src/db/schema.js';
import { createMembersRepo, MEMBER_STATUS } from '../../src/modules/member/members.repo.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { freshPhone, makeMember, smsCode, snapshot } from '../kit/members.js';

let t: Harness;
beforeAll(async () => {
  t = await createHarness({ SMS_MAX_ATTEMPTS: '3' });
});
afterAll(() => t.close());

const smsLogin = (phone: string, code: string, lang = 'zh-CN') =>
  t.call<{ accessToken: string; userId: number }>({
    method: 'POST',
    url: '/app-api/member/auth/sms-login',
    payload: { phone, code, channelCode: 'promo-1' },
    headers: { 'accept-language': lang },
  });
const otherThan = (code: string) => (code === '123456' ? '654321' : '123456');

describe('SMS sign-in', () => {
  it('creates an account for an unknown phone on its first sign-in', async () => {
    const phone = freshPhone();
    const code = await smsCode(t, phone);
    const res = await smsLogin(phone, code);
    expect(res.code).toBe(0);
    const [row] = await t.deps.db.select().from(members).where(eq(members.phone, phone));
    expect(row).toMatchObject({ id: res.data.userId, channelCode: 'promo-1', passwordHash: null });
  });

  it('signs an existing member in without creating another account', async () => {
    const m = await makeMember(t.deps.db);
    const code = await smsCode(t, m.phone);
    const res = await smsLogin(m.phone, code);
    expect(res.data.userId).toBe(m.id);
  });

  it('refuses a wrong code and writes nothing', async () => {
    const phone = freshPhone();
    const code = await smsCode(t, phone);
    const before = await snapshot(t.deps.db);
    const res = await smsLogin(phone, otherThan(code));
    expect(res).toMatchObject({ code: 1004003020, msg: '验证码不正确' });
    expect(await snapshot(t.deps.db)).toEqual(before);
  });

  it('refuses an expired code', async () => {
    const phone = freshPhone();
    const code = await smsCode(t, phone);
    t.clock.advance(300_000);
    const before = await snapshot(t.deps.db);
    const res = await smsLogin(phone, code, 'en-US');
    expect(res).toMatchObject({ code: 1004003021, msg: 'The verification code has expired, please request a new one' });
    expect(await snapshot(t.deps.db)).toEqual(before);
  });

  it('refuses a code used before', async () => {
    const phone = freshPhone();
    const code = await smsCode(t, phone);
    expect((await smsLogin(phone, code)).code).toBe(0);
    const before = await snapshot(t.deps.db);
    expect(await smsLogin(phone, code)).toMatchObject({ code: 1004003022, msg: '验证码已使用，请重新获取' });
    expect(await snapshot(t.deps.db)).toEqual(before);
  });

  it('burns a code after too many wrong guesses', async () => {
    const phone = freshPhone();
    const code = await smsCode(t, phone);
    for (let i = 0; i < 3; i++) await smsLogin(phone, otherThan(code));
    expect((await smsLogin(phone, code)).code).toBe(1004003020);
  });

  it('does not accept a code issued for another scene', async () => {
    const phone = freshPhone();
    await makeMember(t.deps.db, { phone });
    const code = await smsCode(t, phone, 'reset-password');
    expect((await smsLogin(phone, code)).code).toBe(1004003020);
  });

  it('lets one code open exactly one session when used concurrently', async () => {
    const phone = freshPhone();
    const code = await smsCode(t, phone);
    const results = await Promise.all(Array.from({ length: 6 }, () => smsLogin(phone, code)));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code === 1004003022)).toHaveLength(5);
    const [member] = await t.deps.db.select().from(members).where(eq(members.phone, phone));
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.subjectId, member!.id))).toHaveLength(1);
  });

  it('answers a disabled member with 4100100102 and keeps the code unused', async () => {
    // No code is sent to a disabled member: it gets one while enabled and is disabled after.
    const m = await makeMember(t.deps.db);
    const code = await smsCode(t, m.phone);
    await createMembersRepo(t.deps.db).setStatus(m.id, MEMBER_STATUS.disabled);
    const before = await snapshot(t.deps.db);
    expect(await smsLogin(m.phone, code)).toMatchObject({ code: 4100100102, msg: '该手机号已被禁用，请联系客服' });
    expect(await snapshot(t.deps.db)).toEqual(before);
    // Unused indeed: enabled again, the member signs in with the same code.
    await createMembersRepo(t.deps.db).setStatus(m.id, MEMBER_STATUS.normal);
    expect(await smsLogin(m.phone, code)).toMatchObject({ code: 0, data: { userId: m.id } });
  });

  it.each([
    [{ phone: '13800138000', code: '12345' }, '验证码为 6 位数字'],
    [{ phone: '13800138000', code: 'abcdef' }, '验证码为 6 位数字'],
    [{ phone: '13800138000' }, '请输入验证码'],
    [{ phone: 'abc', code: '123456' }, '请输入正确的手机号'],
  ])('rejects malformed input %j with "%s"', async (payload, msg) => {
    const res = await t.call({ method: 'POST', url: '/app-api/member/auth/sms-login', payload });
    expect(res).toMatchObject({ status: 400, code: 400, msg });
  });
});
