import { errorCatalogue } from '@cloudphone/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../../src/db/schema.js';
import { MEMBER_STATUS } from '../../src/modules/member/members.repo.js';
import type { Harness } from '../kit/harness.js';
import { freshPhone, smsCode } from '../kit/members.js';
import { givePhones } from '../kit/phones-fixture.js';
import {
  account,
  consentCode,
  expectRefused,
  otherThan,
  ownerOf,
  sharingState,
  subAccountCalls,
  subAccountsHarness,
  type Lang,
} from './sub-accounts-kit.js';

/**
 * The holder's consent (decision 025): adding an account as a sub-account lets the owner disable
 * it, so it takes the SMS code sent to that account's phone in the scene 'paternity'.
 */
let t: Harness;
let api: ReturnType<typeof subAccountCalls>;
beforeAll(async () => {
  t = await subAccountsHarness();
  api = subAccountCalls(t);
});
afterAll(() => t.close());

const refusal = (name: keyof typeof errorCatalogue, zh: string, en: string) => ({ code: errorCatalogue[name].code, zh, en });
const INVALID = refusal('SMS_CODE_INVALID', '验证码不正确', 'The verification code is incorrect');
const EXPIRED = refusal('SMS_CODE_EXPIRED', '验证码已过期，请重新获取', 'The verification code has expired, please request a new one');
const USED = refusal('SMS_CODE_USED', '验证码已使用，请重新获取', 'The verification code has already been used, please request a new one');
const UNKNOWN = refusal('ACCREDIT_ACCOUNT_UNKNOWN', '该账号不存在', 'This account does not exist');
const DISABLED = refusal('ACCREDIT_ACCOUNT_DISABLED', '该账号已被禁用', 'This account has been disabled');

const sendConsent = (phone: string, lang: Lang = 'zh-CN') =>
  t.call({
    method: 'POST',
    url: '/app-api/member/captcha/sendSmsCode',
    payload: { phone, scene: 'paternity' },
    headers: { 'accept-language': lang },
  });
const outbox = async (phone: string) => (await t.call<{ code: string }[]>({ method: 'GET', url: `/dev-api/outbox?to=${phone}` })).data;
const codeRows = (phone: string) =>
  t.deps.db
    .select({ scene: verificationCodes.scene, usedAt: verificationCodes.usedAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.target, phone))
    .orderBy(desc(verificationCodes.id));

describe("adding a sub-account with its holder's code", () => {
  it('attaches with the code sent to its phone, and spends the code', async () => {
    const [owner, child] = [await account(t), await account(t)];
    const code = await consentCode(t, child.phone);
    expect(await codeRows(child.phone)).toEqual([{ scene: 'paternity', usedAt: null }]);

    expect(await api.add(owner.token, child.phone, code)).toMatchObject({ code: 0, data: child.id });
    expect(await ownerOf(t, child.id)).toEqual([owner.id]);
    const [row] = await codeRows(child.phone);
    expect(row!.usedAt).toBeInstanceOf(Date);
  });

  it('refuses a wrong code in both languages, attaches nothing, and the right code still works after', async () => {
    const [owner, child] = [await account(t), await account(t)];
    const code = await consentCode(t, child.phone);
    await expectRefused(t, (lang) => api.add(owner.token, child.phone, otherThan(code), lang), INVALID);
    expect(await ownerOf(t, child.id)).toEqual([]);
    expect(await api.add(owner.token, child.phone, code)).toMatchObject({ code: 0, data: child.id });
  });

  it('refuses every code when none was sent to the number', async () => {
    const [owner, child] = [await account(t), await account(t)];
    await expectRefused(t, (lang) => api.add(owner.token, child.phone, '123456', lang), INVALID);
    expect(await ownerOf(t, child.id)).toEqual([]);
  });

  it('does not accept a code sent to the number for signing in, nor one sent to another number', async () => {
    const [owner, child, other] = [await account(t), await account(t), await account(t)];
    const login = await smsCode(t, child.phone, 'login');
    await expectRefused(t, (lang) => api.add(owner.token, child.phone, login, lang), INVALID);
    // A consent code fits the number it was sent to only.
    const othersConsent = await consentCode(t, other.phone);
    await expectRefused(t, (lang) => api.add(owner.token, child.phone, othersConsent, lang), INVALID);
    expect(await ownerOf(t, child.id)).toEqual([]);
    expect(await ownerOf(t, other.id)).toEqual([]);
    // Both codes are still unused where they belong: the login one signs the child in.
    const signIn = await t.call({ method: 'POST', url: '/app-api/member/auth/sms-login', payload: { phone: child.phone, code: login } });
    expect(signIn.code).toBe(0);
  });

  it('does not accept a paternity code for signing in', async () => {
    const child = await account(t);
    const code = await consentCode(t, child.phone);
    const signIn = await t.call({ method: 'POST', url: '/app-api/member/auth/sms-login', payload: { phone: child.phone, code } });
    expect(signIn).toMatchObject({ code: INVALID.code, msg: INVALID.zh });
  });

  it('refuses a used code: after removal the account cannot be attached again with it, by anyone', async () => {
    const [owner, rival, child] = [await account(t), await account(t), await account(t)];
    const code = await consentCode(t, child.phone);
    expect((await api.add(owner.token, child.phone, code)).code).toBe(0);
    expect((await api.remove(owner.token, child.id)).code).toBe(0);

    await expectRefused(t, (lang) => api.add(rival.token, child.phone, code, lang), USED);
    await expectRefused(t, (lang) => api.add(owner.token, child.phone, code, lang), USED);
    expect(await ownerOf(t, child.id)).toEqual([]);
  });

  it('refuses an expired code', async () => {
    const [owner, child] = [await account(t), await account(t)];
    const code = await consentCode(t, child.phone);
    t.clock.advance(t.config.SMS_CODE_TTL_S * 1000);
    await expectRefused(t, (lang) => api.add(owner.token, child.phone, code, lang), EXPIRED);
    expect(await ownerOf(t, child.id)).toEqual([]);
  });

  it('says nothing of phones, another owner or a spent code without the right code', async () => {
    const [owner, first, rich, taken] = [await account(t), await account(t), await account(t), await account(t)];
    await givePhones(t.deps.db, rich.id, 1, { now: t.clock.now() });
    const richCode = await consentCode(t, rich.phone);
    await expectRefused(t, (lang) => api.add(owner.token, rich.phone, otherThan(richCode), lang), INVALID);
    // Attached with the newest code sent to it: a guess hears "incorrect", not "used" nor "taken".
    const takenCode = await consentCode(t, taken.phone);
    expect((await api.add(first.token, taken.phone, takenCode)).code).toBe(0);
    await expectRefused(t, (lang) => api.add(owner.token, taken.phone, otherThan(takenCode), lang), INVALID);
    expect(await ownerOf(t, taken.id)).toEqual([first.id]);
    expect(await ownerOf(t, rich.id)).toEqual([]);
    // With the right code, the holder's consent, the owner hears why.
    expect(await api.add(owner.token, taken.phone, takenCode)).toMatchObject({ code: errorCatalogue.SUB_ACCOUNT_TAKEN.code });
    expect(await api.add(owner.token, rich.phone, richCode)).toMatchObject({ code: errorCatalogue.SUB_ACCOUNT_HAS_PHONES.code });
  });

  it('burns the code after too many wrong guesses', async () => {
    const [owner, child] = [await account(t), await account(t)];
    const code = await consentCode(t, child.phone);
    for (let i = 0; i < t.config.SMS_MAX_ATTEMPTS; i++)
      expect((await api.add(owner.token, child.phone, otherThan(code))).code).toBe(INVALID.code);
    await expectRefused(t, (lang) => api.add(owner.token, child.phone, code, lang), INVALID);
    expect(await ownerOf(t, child.id)).toEqual([]);
  });
});

describe("sending the code for adding a sub-account (scene 'paternity')", () => {
  it('sends a code to an enabled account, whether or not it could be attached', async () => {
    const [first, free, rich, taken] = [await account(t), await account(t), await account(t), await account(t)];
    await givePhones(t.deps.db, rich.id, 1, { now: t.clock.now() });
    expect((await api.attach(first.token, taken.phone)).code).toBe(0);
    t.clock.advance(61_000);
    for (const child of [free, rich, taken]) {
      const before = (await outbox(child.phone)).length;
      expect(await sendConsent(child.phone)).toMatchObject({ code: 0 });
      expect(await outbox(child.phone)).toHaveLength(before + 1);
      expect((await codeRows(child.phone))[0]).toEqual({ scene: 'paternity', usedAt: null });
      t.clock.advance(61_000);
    }
  });

  it('refuses a number without an account in both languages, and sends nothing', async () => {
    const phone = freshPhone();
    const before = await sharingState(t);
    expect(await sendConsent(phone)).toMatchObject({ code: UNKNOWN.code, msg: UNKNOWN.zh });
    expect(await sendConsent(phone, 'en-US')).toMatchObject({ code: UNKNOWN.code, msg: UNKNOWN.en });
    expect(await outbox(phone)).toEqual([]);
    expect(await codeRows(phone)).toEqual([]);
    expect(await sharingState(t)).toEqual(before);
  });

  it.each([
    ['an operator', MEMBER_STATUS.disabled],
    ['its owner', MEMBER_STATUS.disabledByOwner],
  ])('refuses an account disabled by %s in both languages (not with 4100100102), and sends nothing', async (_who, status) => {
    const child = await account(t, { status });
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const res = await sendConsent(child.phone, lang);
      expect(res).toMatchObject({ code: DISABLED.code, msg: lang === 'zh-CN' ? DISABLED.zh : DISABLED.en });
      expect(res.status).toBeLessThan(500);
    }
    expect(await outbox(child.phone)).toEqual([]);
    expect(await codeRows(child.phone)).toEqual([]);
  });

  it('keeps the other scenes as they were: a login code still goes to an unknown number', async () => {
    const phone = freshPhone();
    const res = await t.call({ method: 'POST', url: '/app-api/member/captcha/sendSmsCode', payload: { phone, scene: 'login' } });
    expect(res.code).toBe(0);
    expect(await codeRows(phone)).toEqual([{ scene: 'login', usedAt: null }]);
  });
});

describe('the paternity code behind the image captcha', () => {
  let c: Harness;
  beforeAll(async () => {
    c = await subAccountsHarness({ CAPTCHA_ENABLED: 'true' });
  });
  afterAll(() => c.close());

  const send = (phone: string, captcha: { uuid?: string; code?: string } = {}) =>
    c.call({ method: 'POST', url: '/app-api/member/captcha/sendSmsCode', payload: { phone, scene: 'paternity', ...captcha } });
  const newCaptcha = async () => {
    const res = await c.call<{ uuid: string }>({ method: 'GET', url: '/app-api/member/captcha/captchaImage' });
    const stored = JSON.parse((await c.deps.kv.get(`captcha:${res.data.uuid}`))!) as { answer: string };
    return { uuid: res.data.uuid, code: stored.answer };
  };

  it('is not sent without the right captcha, and is sent with it', async () => {
    const child = await account(c);
    expect(await send(child.phone)).toMatchObject({ code: errorCatalogue.CAPTCHA_INVALID.code, msg: '图形验证码错误或已过期' });
    const captcha = await newCaptcha();
    expect((await send(child.phone, { uuid: captcha.uuid, code: 'zzzz' })).code).toBe(errorCatalogue.CAPTCHA_INVALID.code);
    const rows = await c.deps.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.target, child.phone), eq(verificationCodes.scene, 'paternity')));
    expect(rows).toEqual([]);
    expect(await send(child.phone, await newCaptcha())).toMatchObject({ code: 0 });
  });
});
