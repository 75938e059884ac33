import { errorCatalogue } from '@cloudphone/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneAccredits } from '../../src/db/schema.js';
import { MEMBER_STATUS } from '../../src/modules/member/members.repo.js';
import type { Harness } from '../kit/harness.js';
import { bearer, PASSWORD } from '../kit/members.js';
import { givePhones, sharePhone } from '../kit/phones-fixture.js';
import { account, expectRefused, ownerOf, statusOf, subAccountCalls, subAccountsHarness } from './sub-accounts-kit.js';

let t: Harness;
let api: ReturnType<typeof subAccountCalls>;
beforeAll(async () => {
  t = await subAccountsHarness();
  api = subAccountCalls(t);
});
afterAll(() => t.close());

const NOT_FOUND = {
  code: errorCatalogue.SUB_ACCOUNT_NOT_FOUND.code,
  zh: '子账号不存在',
  en: 'This sub-account does not exist',
};

const grantedPhones = async (ownerId: number, granteeId: number) =>
  (
    await t.deps.db
      .select({ phoneId: phoneAccredits.phoneId })
      .from(phoneAccredits)
      .where(and(eq(phoneAccredits.ownerId, ownerId), eq(phoneAccredits.granteeId, granteeId)))
  ).map((r) => r.phoneId);

async function ownerWithChild(opts: { password?: boolean } = {}) {
  const owner = await account(t);
  const child = await account(t, opts);
  expect((await api.attach(owner.token, child.phone)).code).toBe(0);
  return { owner, child };
}

describe('removing a sub-account', () => {
  it("detaches it, lifts its owner's disable, and ends the owner's grants to it, no one else's", async () => {
    const { owner, child } = await ownerWithChild({ password: true });
    const bystander = await account(t);
    const other = await account(t);
    const now = t.clock.now();
    const [p1, p2, p3] = await givePhones(t.deps.db, owner.id, 3, { now });
    const [q1] = await givePhones(t.deps.db, other.id, 1, { now });
    await sharePhone(t.deps.db, { phoneId: p1!, ownerId: owner.id, granteeId: child.id, now });
    await sharePhone(t.deps.db, { phoneId: p2!, ownerId: owner.id, granteeId: child.id, now });
    await sharePhone(t.deps.db, { phoneId: p3!, ownerId: owner.id, granteeId: bystander.id, now });
    await sharePhone(t.deps.db, { phoneId: q1!, ownerId: other.id, granteeId: child.id, now });
    expect((await api.setStatus(owner.token, child.id, 1)).code).toBe(0);

    expect(await api.remove(owner.token, child.id)).toMatchObject({ code: 0, data: true });
    expect(await ownerOf(t, child.id)).toEqual([]);
    expect(await statusOf(t, child.id)).toBe(MEMBER_STATUS.normal);
    expect(await grantedPhones(owner.id, child.id)).toEqual([]);
    expect(await grantedPhones(owner.id, bystander.id)).toEqual([p3]);
    expect(await grantedPhones(other.id, child.id)).toEqual([q1]);
    expect((await api.subPage(owner.token)).data).toEqual({ list: [], total: 0 });
    const login = await t.call({ method: 'POST', url: '/app-api/member/auth/login', payload: { phone: child.phone, password: PASSWORD } });
    expect(login.code).toBe(0);
  });

  it('leaves the member free to be added again, by another owner or the same', async () => {
    const { owner, child } = await ownerWithChild();
    const next = await account(t);
    expect((await api.remove(owner.token, child.id)).code).toBe(0);
    expect(await api.attach(next.token, child.phone)).toMatchObject({ code: 0, data: child.id });
    expect(await ownerOf(t, child.id)).toEqual([next.id]);
    expect((await api.remove(next.token, child.id)).code).toBe(0);
    expect((await api.attach(owner.token, child.phone)).code).toBe(0);
    expect(await ownerOf(t, child.id)).toEqual([owner.id]);
  });

  it('answers SUB_ACCOUNT_NOT_FOUND to anyone but the owner, and to an id that is no sub-account; nothing changes', async () => {
    const { owner, child } = await ownerWithChild();
    const other = await ownerWithChild();
    const stranger = await account(t);
    const now = t.clock.now();
    const [p1] = await givePhones(t.deps.db, owner.id, 1, { now });
    await sharePhone(t.deps.db, { phoneId: p1!, ownerId: owner.id, granteeId: child.id, now });

    await expectRefused(t, (lang) => api.remove(child.token, owner.id, lang), NOT_FOUND);
    // Disabled by its owner, so a refused removal would have had something to lift.
    expect((await api.setStatus(owner.token, child.id, 1)).code).toBe(0);
    await expectRefused(t, (lang) => api.remove(other.owner.token, child.id, lang), NOT_FOUND);
    await expectRefused(t, (lang) => api.remove(stranger.token, child.id, lang), NOT_FOUND);
    await expectRefused(t, (lang) => api.remove(owner.token, other.child.id, lang), NOT_FOUND);
    await expectRefused(t, (lang) => api.remove(owner.token, 999_999_999, lang), NOT_FOUND);
    expect(await ownerOf(t, child.id)).toEqual([owner.id]);
    expect(await statusOf(t, child.id)).toBe(MEMBER_STATUS.disabledByOwner);
    expect(await grantedPhones(owner.id, child.id)).toEqual([p1]);
  });

  it('refuses a request without an id', async () => {
    const owner = await account(t);
    const res = await t.call({ method: 'DELETE', url: '/app-api/member/paternity/remove', headers: bearer(owner.token) });
    expect(res).toMatchObject({ status: 400, code: 400 });
  });
});
