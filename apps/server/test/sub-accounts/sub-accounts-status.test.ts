import { errorCatalogue } from '@cloudphone/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema.js';
import { MEMBER_STATUS } from '../../src/modules/member/members.repo.js';
import { disableMember } from '../../src/modules/member/member-status.js';
import type { Harness } from '../kit/harness.js';
import { bearer, PASSWORD, smsCode } from '../kit/members.js';
import { account, expectRefused, statusOf, subAccountCalls, type Lang, subAccountsHarness } from './sub-accounts-kit.js';

let t: Harness;
let api: ReturnType<typeof subAccountCalls>;
beforeAll(async () => {
  // The session cache trusts a verified token this long: disabling must not wait for it.
  t = await subAccountsHarness({ SESSION_CACHE_MS: '5000' });
  api = subAccountCalls(t);
});
afterAll(() => t.close());

const DISABLED = {
  code: 4100100102,
  zh: '该手机号已被禁用，请联系客服',
  en: 'This phone number has been disabled, please contact customer service',
};
const NOT_FOUND = {
  code: errorCatalogue.SUB_ACCOUNT_NOT_FOUND.code,
  zh: '子账号不存在',
  en: 'This sub-account does not exist',
};

const info = async (token: string) => (await t.call({ method: 'GET', url: '/getInfo', headers: bearer(token) })).status;
const post = <T = unknown>(url: string, payload: object, lang: Lang = 'zh-CN') =>
  t.call<T>({ method: 'POST', url, payload, headers: { 'accept-language': lang } });
const passwordLogin = (phone: string, lang?: Lang) =>
  post<{ accessToken: string }>('/app-api/member/auth/login', { phone, password: PASSWORD }, lang);
const smsLogin = (phone: string, code: string, lang?: Lang) =>
  post<{ accessToken: string }>('/app-api/member/auth/sms-login', { phone, code }, lang);
const sendSmsCode = (phone: string, lang?: Lang) => post('/app-api/member/captcha/sendSmsCode', { phone, scene: 'login' }, lang);
const sessionCount = async (memberId: number) =>
  (
    await t.deps.db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.principal, 'member'), eq(sessions.subjectId, memberId)))
  )[0]!.n;
const outboxCount = async (phone: string) => (await t.call<unknown[]>({ method: 'GET', url: `/dev-api/outbox?to=${phone}` })).data.length;

/** An owner and a sub-account of theirs that has a password. */
async function ownerWithChild() {
  const owner = await account(t);
  const child = await account(t, { password: true });
  expect((await api.attach(owner.token, child.phone)).code).toBe(0);
  return { owner, child };
}

describe('disabling a sub-account', () => {
  it('refuses its token at once, though the session was just verified and the cache would trust it for 5 s', async () => {
    expect(t.config.SESSION_CACHE_MS).toBe(5000);
    const { owner, child } = await ownerWithChild();
    expect(await info(child.token)).toBe(200);

    expect(await api.setStatus(owner.token, child.id, 1)).toMatchObject({ code: 0, data: true });
    expect(await info(child.token)).toBe(401);
    expect(await statusOf(t, child.id)).toBe(MEMBER_STATUS.disabledByOwner);
    const rows = await t.deps.db.select().from(sessions).where(eq(sessions.subjectId, child.id));
    expect(rows.every((s) => s.revokeReason === 'disabled')).toBe(true);
    expect(await info(owner.token)).toBe(200);
  });

  it('answers 4100100102 in both languages to its password and SMS sign-in and to sending it a code, opening nothing', async () => {
    const { owner, child } = await ownerWithChild();
    const code = await smsCode(t, child.phone);
    expect((await api.setStatus(owner.token, child.id, 1)).code).toBe(0);
    const sessionsBefore = await sessionCount(child.id);
    const sentBefore = await outboxCount(child.phone);

    for (const [lang, msg] of [
      ['zh-CN', DISABLED.zh],
      ['en-US', DISABLED.en],
    ] as const) {
      expect(await passwordLogin(child.phone, lang)).toMatchObject({ code: DISABLED.code, msg });
      expect(await smsLogin(child.phone, code, lang)).toMatchObject({ code: DISABLED.code, msg });
      expect(await sendSmsCode(child.phone, lang)).toMatchObject({ code: DISABLED.code, msg });
    }
    expect(await sessionCount(child.id)).toBe(sessionsBefore);
    expect(await outboxCount(child.phone)).toBe(sentBefore);
  });

  it('is lifted by enabling: the sub-account signs in and works again', async () => {
    const { owner, child } = await ownerWithChild();
    expect((await api.setStatus(owner.token, child.id, 1)).code).toBe(0);
    expect((await passwordLogin(child.phone)).code).toBe(DISABLED.code);

    expect(await api.setStatus(owner.token, child.id, 0)).toMatchObject({ code: 0, data: true });
    expect(await statusOf(t, child.id)).toBe(MEMBER_STATUS.normal);
    const again = await passwordLogin(child.phone);
    expect(again.code).toBe(0);
    expect(await info(again.data.accessToken)).toBe(200);
    expect((await sendSmsCode(child.phone)).code).toBe(0);
  });

  it("never lifts an operator's disable: not by the owner's enable, disable, nor removal", async () => {
    const { owner, child } = await ownerWithChild();
    await disableMember(t.deps, child.id);
    expect((await api.setStatus(owner.token, child.id, 0)).code).toBe(0);
    expect(await statusOf(t, child.id)).toBe(MEMBER_STATUS.disabled);
    expect((await passwordLogin(child.phone)).code).toBe(DISABLED.code);
    expect((await api.setStatus(owner.token, child.id, 1)).code).toBe(0);
    expect(await statusOf(t, child.id)).toBe(MEMBER_STATUS.disabled);
    expect((await api.remove(owner.token, child.id)).code).toBe(0);
    expect(await statusOf(t, child.id)).toBe(MEMBER_STATUS.disabled);
  });

  it("keeps an operator's disable that came after the owner's when the owner enables", async () => {
    const { owner, child } = await ownerWithChild();
    expect((await api.setStatus(owner.token, child.id, 1)).code).toBe(0);
    await disableMember(t.deps, child.id);
    expect((await api.setStatus(owner.token, child.id, 0)).code).toBe(0);
    expect(await statusOf(t, child.id)).toBe(MEMBER_STATUS.disabled);
    expect((await passwordLogin(child.phone)).code).toBe(DISABLED.code);
  });

  it('refuses a status other than 0 and 1', async () => {
    const { owner, child } = await ownerWithChild();
    await expectRefused(t, (lang) => api.setStatus(owner.token, child.id, 2, lang), { code: 400, zh: '状态无效', en: 'Invalid status' });
  });

  it("answers SUB_ACCOUNT_NOT_FOUND to anyone but the owner, and the sub-account's status and sessions stay", async () => {
    const { owner, child } = await ownerWithChild();
    const other = await ownerWithChild();
    const stranger = await account(t);
    await expectRefused(t, (lang) => api.setStatus(other.owner.token, child.id, 1, lang), NOT_FOUND);
    await expectRefused(t, (lang) => api.setStatus(child.token, owner.id, 1, lang), NOT_FOUND);
    await expectRefused(t, (lang) => api.setStatus(owner.token, stranger.id, 1, lang), NOT_FOUND);
    await expectRefused(t, (lang) => api.setStatus(owner.token, other.child.id, 1, lang), NOT_FOUND);
    await expectRefused(t, (lang) => api.setStatus(owner.token, owner.id, 1, lang), NOT_FOUND);
    expect(await info(child.token)).toBe(200);
    expect(await info(stranger.token)).toBe(200);
  });
});
