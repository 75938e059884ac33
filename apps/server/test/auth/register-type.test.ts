import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, freshPhone, operatorToken, PASSWORD, smsCode, snapshot } from '../kit/members.js';

/*
 * How members sign up is the operator's choice (branding `registerType`, PUT /admin-api/system/front/logo),
 * REGISTER_TYPE only until the operator makes it: sign-up, its codes and the register-type answer
 * follow the stored value at once, on every node.
 */
let t: Harness;
let second: BuiltApp;
let admin: string;
let emailCounter = 0;
beforeAll(async () => {
  // The server's own setting is e-mail, so the default and the operator's choice can be told apart.
  t = await createHarness({ REGISTER_TYPE: 'email' });
  second = await buildApp({ config: t.config, clock: t.clock, resources: t.deps.resources, logger: false });
  await second.app.ready();
  admin = await operatorToken(t);
});
afterAll(async () => {
  await second?.app.close();
  await t?.close();
});

const CLOSED = { status: 400, code: 1004003033 };
const CLOSED_MSG = { zh: '当前注册方式不可用', en: 'This registration method is not available' };
const freshEmail = () => `signup${Date.now().toString(36)}${emailCounter++}@example.com`;

type Node = Pick<BuiltApp, 'app'>;
async function call<T = unknown>(node: Node, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang = 'zh-CN') {
  const res = await node.app.inject({
    method,
    url,
    headers: { 'accept-language': lang, ...(url.startsWith('/admin-api') ? bearer(admin) : {}) },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, ...(res.json() as { code: number; data: T; msg: string }) };
}

const registerType = async (node: Node) => (await call<string>(node, 'GET', '/app-api/member/auth/register-type')).data;
const setRegisterType = async (node: Node, value: 'phone' | 'email') => {
  const res = await call<{ registerType: string }>(node, 'PUT', '/admin-api/system/front/logo', { registerType: value });
  expect(res).toMatchObject({ code: 0, data: { registerType: value } });
};
const register = (payload: object, lang = 'zh-CN', node: Node = t) =>
  call<{ accessToken: string; userId: number }>(node, 'POST', '/app-api/member/auth/register', payload, lang);
const member = (phone: string, code: string, email?: string) => ({
  phone,
  userName: 'Signup',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  code,
  ...(email ? { email } : {}),
});

/** Asks for a sign-up code by e-mail and reads it from the console mail provider's outbox. */
async function emailCode(email: string, node: Node = t) {
  const sent = await call(node, 'POST', '/app-api/member/captcha/sendEmailCode', { email });
  expect(sent).toMatchObject({ code: 0, data: true });
  t.clock.advance(61_000);
  const box = await call<{ code: string }[]>(t, 'GET', `/dev-api/outbox?to=${email}`);
  return box.data[0]!.code;
}

/** Expects the call refused with register.closed in Chinese and English, and nothing stored. */
async function refusedClosed(send: (lang: string) => Promise<{ status: number; code: number; msg: string }>) {
  const before = await snapshot(t.deps.db);
  expect(await send('zh-CN')).toMatchObject({ ...CLOSED, msg: CLOSED_MSG.zh });
  expect(await send('en-US')).toMatchObject({ ...CLOSED, msg: CLOSED_MSG.en });
  expect(await snapshot(t.deps.db)).toEqual(before);
}

describe('the sign-up way', () => {
  it('is REGISTER_TYPE until the operator chooses one', async () => {
    expect(await registerType(t)).toBe('email');
    expect((await call<{ registerType: string }>(t, 'GET', '/app-api/system/front/logo')).data.registerType).toBe('email');
    // SMS sign-up is closed by the server's setting: no code is sent.
    const phone = freshPhone();
    await refusedClosed((lang) => call(t, 'POST', '/app-api/member/captcha/sendSmsCode', { phone, scene: 'register' }, lang));
    const email = freshEmail();
    const res = await register(member(freshPhone(), await emailCode(email), email));
    expect(res).toMatchObject({ code: 0, data: { accessToken: expect.any(String) } });
  });

  it('follows the operator to phone at once on every node: e-mail sign-up refused, SMS sign-up works', async () => {
    // A code mailed while e-mail was the way is no use once the operator has closed it.
    const email = freshEmail();
    const mailed = await emailCode(email);
    await setRegisterType(t, 'phone');
    expect(await registerType(t)).toBe('phone');
    expect(await registerType(second)).toBe('phone');

    await refusedClosed((lang) => register(member(freshPhone(), mailed, email), lang, second));
    await refusedClosed((lang) => call(second, 'POST', '/app-api/member/captcha/sendEmailCode', { email: freshEmail() }, lang));

    const phone = freshPhone();
    const code = await smsCode(t, phone, 'register');
    const before = await snapshot(t.deps.db);
    const res = await register(member(phone, code), 'en-US', second);
    expect(res).toMatchObject({ code: 0, data: { userId: expect.any(Number) } });
    expect(await snapshot(t.deps.db)).toMatchObject({ members: before.members + 1 });
  });

  it('follows the operator back to e-mail, set on another node: SMS sign-up refused, e-mail sign-up works', async () => {
    const phone = freshPhone();
    const smsed = await smsCode(t, phone, 'register');
    await setRegisterType(second, 'email');
    expect(await registerType(t)).toBe('email');

    // The SMS code sent while phone was the way, and a new one, are both refused.
    await refusedClosed((lang) => register(member(phone, smsed), lang));
    await refusedClosed((lang) => call(t, 'POST', '/app-api/member/captcha/sendSmsCode', { phone: freshPhone(), scene: 'register' }, lang));
    // Signing in by SMS is not signing up: its codes still go out.
    expect(await call(t, 'POST', '/app-api/member/captcha/sendSmsCode', { phone: freshPhone(), scene: 'login' })).toMatchObject({
      code: 0,
    });

    const email = freshEmail();
    const code = await emailCode(email, second);
    const res = await register(member(freshPhone(), code, email), 'en-US');
    expect(res).toMatchObject({ code: 0, data: { userId: expect.any(Number) } });
  });
});
