import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, freshPhone, makeMember, smsCode } from '../kit/members.js';
import { trialPhonesOf } from '../kit/trial-phones.js';

let t: Harness;
beforeAll(async () => {
  t = await createHarness();
});
afterAll(() => t.close());

type Tokens = { accessToken: string; userId: number };
const smsLogin = (phone: string, code: string) =>
  t.call<Tokens>({ method: 'POST', url: '/app-api/member/auth/sms-login', payload: { phone, code } });
const distribute = (token: string) =>
  t.call<{ phoneId: number }>({
    method: 'POST',
    url: '/app-api/trade/phone/distribute-for-new-member',
    payload: {},
    headers: bearer(token),
  });
const listTotal = async (token: string) =>
  (await t.call<{ total: number }>({ method: 'POST', url: '/app-api/trade/phone/app-page', payload: {}, headers: bearer(token) })).data
    .total;

describe('trial phone at sign-up', () => {
  it('is granted when an SMS sign-in creates the account, and the first list shows it', async () => {
    const phone = freshPhone();
    const res = await smsLogin(phone, await smsCode(t, phone));
    expect(res.code).toBe(0);
    expect(await trialPhonesOf(t, res.data.userId)).toHaveLength(1);
    expect(await listTotal(res.data.accessToken)).toBe(1);
  });

  it('is granted when a registration creates the account', async () => {
    const phone = freshPhone();
    const code = await smsCode(t, phone, 'register');
    const res = await t.call<Tokens>({
      method: 'POST',
      url: '/app-api/member/auth/register',
      payload: { phone, userName: 'trial', password: 'New#Pass9', confirmPassword: 'New#Pass9', code },
    });
    expect(res.code).toBe(0);
    expect(await trialPhonesOf(t, res.data.userId)).toHaveLength(1);
  });

  it('is not granted again when an existing member signs in', async () => {
    const phone = freshPhone();
    const first = await smsLogin(phone, await smsCode(t, phone));
    const again = await smsLogin(phone, await smsCode(t, phone));
    expect(again.data.userId).toBe(first.data.userId);
    expect(await trialPhonesOf(t, first.data.userId)).toHaveLength(1);
    // Members who existed before (created outside a sign-up) get nothing by signing in.
    const old = await makeMember(t.deps.db);
    const res = await smsLogin(old.phone, await smsCode(t, old.phone));
    expect(res.code).toBe(0);
    expect(await trialPhonesOf(t, old.id)).toHaveLength(0);
  });

  it('is granted once when the same account is created twice at the same time', async () => {
    const phone = freshPhone();
    const code = await smsCode(t, phone);
    const both = await Promise.all([smsLogin(phone, code), smsLogin(phone, code)]);
    const winner = both.find((r) => r.code === 0)!;
    expect(winner).toBeDefined();
    expect(await trialPhonesOf(t, winner.data.userId)).toHaveLength(1);
    // The old endpoint, called as old clients do (even all at once), grants nothing more.
    const calls = await Promise.all([0, 1, 2].map(() => distribute(winner.data.accessToken)));
    expect(calls.map((c) => c.msg)).toEqual(['已领取过试用云机', '已领取过试用云机', '已领取过试用云机']);
    expect(await trialPhonesOf(t, winner.data.userId)).toHaveLength(1);
  });

  it('hands out one phone however many grants race for the same member', async () => {
    const fresh = await makeMember(t.deps.db);
    const grants = await Promise.all([0, 1, 2, 3].map(() => t.deps.phones.grantTrial(fresh.id)));
    expect(grants.filter((g) => g !== null)).toHaveLength(1);
    expect(await trialPhonesOf(t, fresh.id)).toHaveLength(1);
  });
});
