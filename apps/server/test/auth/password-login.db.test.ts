import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../kit/harness.js';
import { makeMember, PASSWORD, snapshot } from '../kit/members.js';
import { loadConfig } from '../../src/config.js';
import { createPasswords } from '../../src/modules/auth/passwords.js';
import { createMembersRepo } from '../../src/modules/member/members.repo.js';

let t: Harness;
beforeAll(async () => {
  t = await createHarness({ LOGIN_MAX_FAILURES: '3' });
});
afterAll(() => t.close());

const login = (payload: object, lang = 'zh-CN') =>
  t.call<{ accessToken: string }>({ method: 'POST', url: '/app-api/member/auth/login', payload, headers: { 'accept-language': lang } });

describe('password sign-in', () => {
  it('signs in with the right password and returns both tokens and the user id', async () => {
    const m = await makeMember(t.deps.db);
    const res = await login({ phone: m.phone, password: PASSWORD });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ userId: m.id });
    expect(res.data.accessToken).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a wrong password with a translated message and opens no session', async () => {
    const m = await makeMember(t.deps.db);
    const before = await snapshot(t.deps.db);
    const zh = await login({ phone: m.phone, password: 'Wrong!pass1' });
    expect(zh).toMatchObject({ status: 400, code: 1004003000, msg: '手机号或密码不正确' });
    const en = await login({ phone: m.phone, password: 'Wrong!pass1' }, 'en-US,en;q=0.9');
    expect(en.msg).toBe('Incorrect phone number or password');
    expect(await snapshot(t.deps.db)).toEqual(before);
  });

  it('answers an unknown phone exactly like a wrong password', async () => {
    const res = await login({ phone: '13012345678', password: PASSWORD });
    expect(res).toMatchObject({ code: 1004003000, msg: '手机号或密码不正确' });
  });

  it.each([
    [{ phone: '1380013800', password: PASSWORD }, '请输入正确的手机号'],
    [{ phone: '', password: PASSWORD }, '请输入手机号'],
    [{ password: PASSWORD }, '请输入手机号'],
    [{ phone: '13800138000' }, '请输入密码'],
    [{ phone: '13800138000', password: '' }, '请输入密码'],
  ])('rejects malformed input %j with "%s"', async (payload, msg) => {
    const before = await snapshot(t.deps.db);
    const res = await login(payload);
    expect(res).toMatchObject({ status: 400, code: 400, msg });
    expect(await snapshot(t.deps.db)).toEqual(before);
  });

  it('answers a disabled member with 4100100102 and no session', async () => {
    const m = await makeMember(t.deps.db, { status: 1 });
    const before = await snapshot(t.deps.db);
    const res = await login({ phone: m.phone, password: PASSWORD });
    expect(res).toMatchObject({ code: 4100100102, msg: '该手机号已被禁用，请联系客服' });
    expect(await snapshot(t.deps.db)).toEqual(before);
  });

  it('locks a phone after repeated wrong passwords, even for the right one', async () => {
    const m = await makeMember(t.deps.db);
    for (let i = 0; i < 3; i++) expect((await login({ phone: m.phone, password: 'Wrong!pass1' })).code).toBe(1004003000);
    const locked = await login({ phone: m.phone, password: PASSWORD });
    expect(locked.code).toBe(1004003001);
    expect(locked.msg).toMatch(/密码错误次数过多，请 1[45] 分钟后再试/);
  });

  it('hashes at the configured cost, and replaces a hash of another cost at the next right sign-in', async () => {
    const m = await makeMember(t.deps.db);
    expect(m.passwordHash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    // A hash from before the cost changed (the library's defaults): still accepted, then stored anew.
    const old = await createPasswords(loadConfig({})).hash(PASSWORD);
    expect(old).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    await createMembersRepo(t.deps.db).setPassword(m.id, old);
    expect((await login({ phone: m.phone, password: 'Wrong!pass1' })).code).toBe(1004003000);
    expect((await createMembersRepo(t.deps.db).findById(m.id))!.passwordHash).toBe(old);
    expect((await login({ phone: m.phone, password: PASSWORD })).code).toBe(0);
    const now = (await createMembersRepo(t.deps.db).findById(m.id))!.passwordHash!;
    expect(now).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect((await login({ phone: m.phone, password: PASSWORD })).code).toBe(0);
    expect((await createMembersRepo(t.deps.db).findById(m.id))!.passwordHash).toBe(now);
  });

  it('never stores the password in clear', async () => {
    const m = await makeMember(t.deps.db);
    expect(m.passwordHash).toMatch(/^\$argon2id\$/);
    expect(m.passwordHash).not.toContain(PASSWORD);
  });
});

describe('image captcha', () => {
  let c: Harness;
  beforeAll(async () => {
    c = await createHarness({ CAPTCHA_ENABLED: 'true' });
  });
  afterAll(() => c.close());

  const newCaptcha = async () => {
    const res = await c.call<{ uuid: string; img: string; enabled: boolean }>({
      method: 'GET',
      url: '/app-api/member/captcha/captchaImage',
    });
    const stored = JSON.parse((await c.deps.kv.get(`captcha:${res.data.uuid}`))!) as { answer: string };
    return { ...res.data, answer: stored.answer };
  };

  it('serves an SVG image and requires it for password sign-in', async () => {
    const cap = await newCaptcha();
    expect(cap.enabled).toBe(true);
    expect(cap.img).toMatch(/^data:image\/svg\+xml;base64,/);
    const m = await makeMember(c.deps.db);
    const missing = await c.call({ method: 'POST', url: '/app-api/member/auth/login', payload: { phone: m.phone, password: PASSWORD } });
    expect(missing).toMatchObject({ code: 1004003010, msg: '图形验证码错误或已过期' });
    const ok = await c.call({
      method: 'POST',
      url: '/app-api/member/auth/login',
      payload: { phone: m.phone, password: PASSWORD, uuid: cap.uuid, code: cap.answer.toUpperCase() },
    });
    expect(ok.code).toBe(0);
  });

  it('uses a captcha once', async () => {
    const cap = await newCaptcha();
    const m = await makeMember(c.deps.db);
    const payload = { phone: m.phone, password: PASSWORD, uuid: cap.uuid, code: cap.answer };
    expect((await c.call({ method: 'POST', url: '/app-api/member/auth/login', payload })).code).toBe(0);
    expect((await c.call({ method: 'POST', url: '/app-api/member/auth/login', payload })).code).toBe(1004003010);
  });

  it('expires a captcha after five minutes', async () => {
    const cap = await newCaptcha();
    c.clock.advance(301_000);
    const res = await c.call({ method: 'POST', url: '/app-api/member/auth/valid-captcha', payload: { uuid: cap.uuid, code: cap.answer } });
    expect(res.code).toBe(1004003010);
  });

  it('valid-captcha keeps a right answer for the next call and burns a wrong one', async () => {
    const right = await newCaptcha();
    expect(
      (await c.call({ method: 'POST', url: '/app-api/member/auth/valid-captcha', payload: { uuid: right.uuid, code: right.answer } })).code,
    ).toBe(0);
    const send = await c.call({
      method: 'POST',
      url: '/app-api/member/captcha/sendSmsCode',
      payload: { phone: '13611112222', uuid: right.uuid, code: right.answer },
    });
    expect(send.code).toBe(0);
    const wrong = await newCaptcha();
    expect(
      (await c.call({ method: 'POST', url: '/app-api/member/auth/valid-captcha', payload: { uuid: wrong.uuid, code: 'zzzz' } })).code,
    ).toBe(1004003010);
    expect(
      (await c.call({ method: 'POST', url: '/app-api/member/auth/valid-captcha', payload: { uuid: wrong.uuid, code: wrong.answer } })).code,
    ).toBe(1004003010);
  });

  it('requires the captcha before sending an SMS code, and sends nothing without it', async () => {
    const before = await snapshot(c.deps.db);
    const res = await c.call({ method: 'POST', url: '/app-api/member/captcha/sendSmsCode', payload: { phone: '13611113333' } });
    expect(res.code).toBe(1004003010);
    expect(await snapshot(c.deps.db)).toEqual(before);
  });

  it('tells the console the captcha can be switched off', async () => {
    const res = await t.call<{ enabled: boolean; uuid: string }>({ method: 'GET', url: '/app-api/member/captcha/captchaImage' });
    expect(res.data).toEqual({ enabled: false, uuid: '', img: '' });
    const cfg = await c.call<{ captchaEnabled: boolean }>({ method: 'GET', url: '/app-api/system/front/global-config' });
    expect(cfg.data.captchaEnabled).toBe(true);
  });
});
