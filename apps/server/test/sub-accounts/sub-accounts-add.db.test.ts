import { errorCatalogue } from '@cloudphone/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyMessages } from '../../src/db/schema.js';
import { MEMBER_STATUS } from '../../src/modules/member/members.repo.js';
import { LOOKUPS_PER_MINUTE } from '../../src/modules/sub-accounts/sub-accounts.routes.js';
import type { Harness } from '../kit/harness.js';
import { bearer, freshPhone, smsCode } from '../kit/members.js';
import { givePhones } from '../kit/phones-fixture.js';
import { trialPhonesOf } from '../kit/trial-phones.js';
import { account, consentCode, expectRefused, ownerOf, subAccountCalls, subAccountsHarness } from './sub-accounts-kit.js';

let t: Harness;
let api: ReturnType<typeof subAccountCalls>;
beforeAll(async () => {
  t = await subAccountsHarness();
  api = subAccountCalls(t);
});
afterAll(() => t.close());

const unread = async (token: string) =>
  (await t.call<number>({ method: 'GET', url: '/app-api/system/notify-message/get-unread-count', headers: bearer(token) })).data;
const codeOf = (name: keyof typeof errorCatalogue) => errorCatalogue[name].code;
/** A well-formed code, for refusals the server gives before it looks at the code (no code could be sent there). */
const ANY_CODE = '123456';

describe('adding a sub-account', () => {
  it('attaches an account without phones, answers its id, and tells it in its message center', async () => {
    const owner = await account(t);
    const child = await account(t);
    expect(await unread(child.token)).toBe(0);

    const res = await api.attach(owner.token, child.phone);
    expect(res).toMatchObject({ code: 0, data: child.id });
    expect(await ownerOf(t, child.id)).toEqual([owner.id]);
    expect(await unread(child.token)).toBe(1);
    const [notice] = await t.deps.db
      .select()
      .from(notifyMessages)
      .where(eq(notifyMessages.memberId, child.id))
      .orderBy(desc(notifyMessages.id));
    expect(notice!.title).toContain('子账号');
    expect(notice!.title).toContain('sub-account');
    const masked = `${owner.phone.slice(0, 3)}****${owner.phone.slice(-4)}`;
    expect(notice!.content).toContain(masked);
    expect(notice!.content).not.toContain(owner.phone);
    // The owner is told nothing.
    expect(await unread(owner.token)).toBe(0);
  });

  it('does not count the trial phone a new account gets at sign-up, nor phones in the recycle bin', async () => {
    const owner = await account(t);
    const phone = freshPhone();
    const signUp = await t.call<{ userId: number }>({
      method: 'POST',
      url: '/app-api/member/auth/sms-login',
      payload: { phone, code: await smsCode(t, phone) },
    });
    expect(signUp.code).toBe(0);
    expect(await trialPhonesOf(t, signUp.data.userId)).toHaveLength(1);
    await givePhones(t.deps.db, signUp.data.userId, 1, { recycledAt: t.clock.now() });

    expect(await api.attach(owner.token, phone)).toMatchObject({ code: 0, data: signUp.data.userId });
  });

  it('refuses the caller’s own number, even with the code sent to it', async () => {
    const owner = await account(t);
    const code = await consentCode(t, owner.phone);
    await expectRefused(t, (lang) => api.add(owner.token, owner.phone, code, lang), {
      code: codeOf('SUB_ACCOUNT_SELF'),
      zh: '不能添加自己为子账号',
      en: 'You cannot add yourself as a sub-account',
    });
  });

  it('refuses a number no account has', async () => {
    const owner = await account(t);
    await expectRefused(t, (lang) => api.add(owner.token, freshPhone(), ANY_CODE, lang), {
      code: codeOf('ACCREDIT_ACCOUNT_UNKNOWN'),
      zh: '该账号不存在',
      en: 'This account does not exist',
    });
  });

  it('refuses an account that is already the caller’s sub-account', async () => {
    const owner = await account(t);
    const child = await account(t);
    expect((await api.attach(owner.token, child.phone)).code).toBe(0);
    const again = await consentCode(t, child.phone);
    await expectRefused(t, (lang) => api.add(owner.token, child.phone, again, lang), {
      code: codeOf('SUB_ACCOUNT_EXISTS'),
      zh: '该账号已是您的子账号',
      en: 'This account is already your sub-account',
    });
  });

  it('refuses an account attached to another owner, which stays with that owner', async () => {
    const [first, second, child] = [await account(t), await account(t), await account(t)];
    expect((await api.attach(first.token, child.phone)).code).toBe(0);
    const code = await consentCode(t, child.phone);
    await expectRefused(t, (lang) => api.add(second.token, child.phone, code, lang), {
      code: codeOf('SUB_ACCOUNT_TAKEN'),
      zh: '该账号已是其他账号的子账号',
      en: "This account is already another account's sub-account",
    });
    expect(await ownerOf(t, child.id)).toEqual([first.id]);
  });

  it('refuses an account that rents phones of its own', async () => {
    const owner = await account(t);
    const child = await account(t);
    await givePhones(t.deps.db, child.id, 1, { now: t.clock.now() });
    const code = await consentCode(t, child.phone);
    await expectRefused(t, (lang) => api.add(owner.token, child.phone, code, lang), {
      code: codeOf('SUB_ACCOUNT_HAS_PHONES'),
      zh: '该账号名下有自己的云手机，不能添加为子账号',
      en: 'This account has phones of its own and cannot be added as a sub-account',
    });
  });

  it('refuses an account an operator disabled', async () => {
    const owner = await account(t);
    const child = await account(t, { status: MEMBER_STATUS.disabled });
    await expectRefused(t, (lang) => api.add(owner.token, child.phone, ANY_CODE, lang), {
      code: codeOf('ACCREDIT_ACCOUNT_DISABLED'),
      zh: '该账号已被禁用',
      en: 'This account has been disabled',
    });
  });

  it.each<[{ phone?: string; code?: string }, string, string]>([
    [{ code: ANY_CODE }, '请输入授权账号', 'Please enter the account to authorize'],
    [{ phone: '12ab', code: ANY_CODE }, '请输入正确的手机号', 'Please enter a valid phone number'],
    [{ phone: 'CHILD' }, '请输入验证码', 'Please enter the verification code'],
    [{ phone: 'CHILD', code: '' }, '请输入验证码', 'Please enter the verification code'],
    [{ phone: 'CHILD', code: '12345' }, '验证码为 6 位数字', 'The verification code is 6 digits'],
    [{ phone: 'CHILD', code: '12a456' }, '验证码为 6 位数字', 'The verification code is 6 digits'],
  ])('refuses the body %j with a translated message', async (body, zh, en) => {
    const owner = await account(t);
    const child = await account(t);
    // The account exists and a code was sent to it: only the body's fault is left to refuse.
    await consentCode(t, child.phone);
    const payload = { ...body, ...(body.phone === 'CHILD' ? { phone: child.phone } : {}) };
    await expectRefused(
      t,
      (lang) =>
        t.call({
          method: 'POST',
          url: '/app-api/member/paternity/add',
          payload,
          headers: { ...bearer(owner.token), 'accept-language': lang },
        }),
      { code: 400, zh, en },
    );
  });

  it('gives a member raced for by two owners to exactly one of them; the other hears SUB_ACCOUNT_TAKEN, never a 500', async () => {
    for (let round = 0; round < 4; round++) {
      const [a, b, child] = [await account(t), await account(t), await account(t)];
      // Its holder read the one code to both.
      const code = await consentCode(t, child.phone);
      const [ra, rb] = await Promise.all([api.add(a.token, child.phone, code), api.add(b.token, child.phone, code)]);
      const codes = [ra.code, rb.code].sort();
      expect(codes).toEqual([0, codeOf('SUB_ACCOUNT_TAKEN')]);
      expect([ra.status, rb.status].every((s) => s < 500)).toBe(true);
      const winner = ra.code === 0 ? a : b;
      expect(await ownerOf(t, child.id)).toEqual([winner.id]);
      expect(await unread(child.token)).toBe(1);
    }
  });

  it.each([
    ['another owner', 'SUB_ACCOUNT_TAKEN' as const],
    ['the same owner', 'SUB_ACCOUNT_EXISTS' as const],
  ])('answers %s winning between the checks and the insert with %s, not a 500', async (who, refusal) => {
    // On PGlite requests do not interleave, so the winner is planted by a trigger: its row is in
    // place when the caller's insert runs, as when a concurrent request commits in that window.
    const [owner, rival, child] = [await account(t), await account(t), await account(t)];
    const winner = who === 'another owner' ? rival : owner;
    await t.deps.db.execute(
      sql.raw(`create function plant_winner() returns trigger language plpgsql as $$ begin
        if pg_trigger_depth() = 1 and new.child_id = ${child.id} then
          insert into member_paternity (parent_id, child_id) values (${winner.id}, ${child.id});
        end if;
        return new; end $$`),
    );
    await t.deps.db.execute(
      sql.raw('create trigger plant_winner before insert on member_paternity for each row execute function plant_winner()'),
    );
    const code = await consentCode(t, child.phone);
    try {
      const res = await api.add(owner.token, child.phone, code);
      expect(res).toMatchObject({ code: codeOf(refusal) });
      expect(res.status).toBeLessThan(500);
    } finally {
      await t.deps.db.execute(sql.raw('drop trigger plant_winner on member_paternity'));
      await t.deps.db.execute(sql.raw('drop function plant_winner()'));
    }
    // The planted row was written inside the refused request's transaction and went with it; a
    // real winner commits its own (the races above keep theirs).
    expect(await ownerOf(t, child.id)).toEqual([]);
    expect(await unread(child.token)).toBe(0);
    // The refusal left the code unspent: the holder's consent still attaches the account.
    expect(await api.add(owner.token, child.phone, code)).toMatchObject({ code: 0, data: child.id });
  });

  it('attaches once when the same owner adds a member twice at once: one id and one SUB_ACCOUNT_EXISTS', async () => {
    const owner = await account(t);
    const child = await account(t);
    const code = await consentCode(t, child.phone);
    const results = await Promise.all([api.add(owner.token, child.phone, code), api.add(owner.token, child.phone, code)]);
    expect(results.map((r) => r.code).sort()).toEqual([0, codeOf('SUB_ACCOUNT_EXISTS')]);
    expect(await ownerOf(t, child.id)).toEqual([owner.id]);
  });
});

describe('looking an account up by number', () => {
  it('answers its id, phone, nickname and status, and nothing else', async () => {
    const caller = await account(t);
    const other = await account(t);
    const res = await api.query(caller.token, other.phone);
    expect(res.code).toBe(0);
    expect(res.data).toEqual({ id: other.id, phone: other.phone, nickname: `member ${other.phone.slice(-4)}`, status: 0 });
  });

  it('answers status 1 for an account disabled by an operator or by its owner', async () => {
    const caller = await account(t);
    const byOperator = await account(t, { status: MEMBER_STATUS.disabled });
    const byOwner = await account(t, { status: MEMBER_STATUS.disabledByOwner });
    expect((await api.query(caller.token, byOperator.phone)).data).toMatchObject({ id: byOperator.id, status: 1 });
    expect((await api.query(caller.token, byOwner.phone)).data).toMatchObject({ id: byOwner.id, status: 1 });
  });

  it('answers null for a number no account has', async () => {
    const caller = await account(t);
    expect(await api.query(caller.token, freshPhone())).toMatchObject({ code: 0, data: null });
  });

  it(`allows a member ${LOOKUPS_PER_MINUTE} lookups a minute, then refuses in both languages; another member is not held back`, async () => {
    const caller = await account(t);
    const other = await account(t);
    const target = await account(t);
    for (let i = 0; i < LOOKUPS_PER_MINUTE; i++) expect((await api.query(caller.token, target.phone)).code).toBe(0);
    expect(await api.query(caller.token, target.phone)).toMatchObject({ status: 429, code: 429, msg: '请求过于频繁，请稍后再试' });
    expect(await api.query(caller.token, freshPhone(), 'en-US')).toMatchObject({
      status: 429,
      data: null,
      msg: 'Too many requests, please try again later',
    });
    // Same address, another member: counted apart.
    expect(await api.query(other.token, target.phone)).toMatchObject({ code: 0, data: { id: target.id } });
  });
});
