import { ACCREDIT_VIEW } from '@cloudphone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembersRepo, MEMBER_STATUS } from '../../src/modules/member/members.repo.js';
import type { Harness } from '../kit/harness.js';
import { bearer, signInAgain } from '../kit/members.js';
import { givePhones, sharePhone } from '../kit/phones-fixture.js';
import { account, consentCode, subAccountCalls, subAccountsHarness } from './sub-accounts-kit.js';

let t: Harness;
let api: ReturnType<typeof subAccountCalls>;
beforeAll(async () => {
  t = await subAccountsHarness();
  api = subAccountCalls(t);
});
afterAll(() => t.close());

/** An owner with three sub-accounts attached a second apart, and another owner with one. */
async function twoOwners() {
  const owner = await account(t);
  const children = [];
  const attachedAt: number[] = [];
  for (let i = 0; i < 3; i++) {
    const child = await account(t);
    const code = await consentCode(t, child.phone);
    attachedAt.push(t.clock.now().getTime());
    expect((await api.add(owner.token, child.phone, code)).code).toBe(0);
    children.push(child);
    t.clock.advance(1000);
  }
  const other = await account(t);
  const othersChild = await account(t);
  expect((await api.attach(other.token, othersChild.phone)).code).toBe(0);
  return { owner, children, attachedAt, other, othersChild };
}

describe('listing sub-accounts', () => {
  it("lists the caller's sub-accounts only, newest first, with the contract's fields", async () => {
    const { owner, children, attachedAt, other, othersChild } = await twoOwners();
    const mine = await api.subPage(owner.token);
    expect(mine.code).toBe(0);
    expect(mine.data.total).toBe(3);
    expect(mine.data.list).toEqual(
      [2, 1, 0].map((i) => ({
        id: children[i]!.id,
        phone: children[i]!.phone,
        nickname: `member ${children[i]!.phone.slice(-4)}`,
        status: 0,
        createTime: attachedAt[i],
        phoneCount: 0,
      })),
    );
    const theirs = await api.subPage(other.token);
    expect(theirs.data).toMatchObject({ total: 1, list: [{ id: othersChild.id }] });
    // A sub-account has no sub-accounts of its own.
    expect((await api.subPage(children[0]!.token)).data).toEqual({ list: [], total: 0 });
  });

  it('filters by any part of the number, among the caller’s sub-accounts only', async () => {
    const { owner, children, othersChild } = await twoOwners();
    const part = children[1]!.phone.slice(4);
    expect((await api.subPage(owner.token, { phone: part })).data).toMatchObject({ total: 1, list: [{ id: children[1]!.id }] });
    expect((await api.subPage(owner.token, { phone: children[2]!.phone })).data).toMatchObject({
      total: 1,
      list: [{ id: children[2]!.id }],
    });
    expect((await api.subPage(owner.token, { phone: othersChild.phone })).data).toEqual({ list: [], total: 0 });
    // An empty filter is no filter.
    expect((await api.subPage(owner.token, { phone: '' })).data.total).toBe(3);
  });

  it('pages: pageSize rows of pageNo, with the total of all', async () => {
    const { owner, children } = await twoOwners();
    const second = await api.subPage(owner.token, { pageNo: 2, pageSize: 2 });
    expect(second.data).toMatchObject({ total: 3, list: [{ id: children[0]!.id }] });
    expect(second.data.list).toHaveLength(1);
    expect((await api.subPage(owner.token, { pageNo: 3, pageSize: 2 })).data).toEqual({ list: [], total: 3 });
  });

  it('refuses a page size above 50', async () => {
    const owner = await account(t);
    expect(await api.subPage(owner.token, { pageSize: 51 })).toMatchObject({ status: 400, code: 400 });
  });

  it('shows status 1 for a sub-account disabled by its owner or by an operator', async () => {
    const { owner, children } = await twoOwners();
    expect((await api.setStatus(owner.token, children[0]!.id, 1)).code).toBe(0);
    await createMembersRepo(t.deps.db).setStatus(children[1]!.id, MEMBER_STATUS.disabled);
    const statuses = new Map((await api.subPage(owner.token)).data.list.map((r) => [r.id, r.status]));
    expect([statuses.get(children[0]!.id), statuses.get(children[1]!.id), statuses.get(children[2]!.id)]).toEqual([1, 1, 0]);
  });

  it("counts the caller's live grants to each sub-account, not expired ones nor another owner's", async () => {
    const { owner, children, other } = await twoOwners();
    const now = t.clock.now();
    const ownPhones = await givePhones(t.deps.db, owner.id, 4, { now });
    const [othersPhone] = await givePhones(t.deps.db, other.id, 1, { now });
    const child = children[0]!;
    await sharePhone(t.deps.db, { phoneId: ownPhones[0]!, ownerId: owner.id, granteeId: child.id, now });
    await sharePhone(t.deps.db, { phoneId: ownPhones[1]!, ownerId: owner.id, granteeId: child.id, accreditType: ACCREDIT_VIEW, now });
    await sharePhone(t.deps.db, {
      phoneId: ownPhones[2]!,
      ownerId: owner.id,
      granteeId: child.id,
      expireTime: new Date(now.getTime() - 1000),
      now,
    });
    await sharePhone(t.deps.db, { phoneId: ownPhones[3]!, ownerId: owner.id, granteeId: children[1]!.id, now });
    await sharePhone(t.deps.db, { phoneId: othersPhone!, ownerId: other.id, granteeId: child.id, now });

    const counts = new Map((await api.subPage(owner.token)).data.list.map((r) => [r.id, r.phoneCount]));
    expect([counts.get(child.id), counts.get(children[1]!.id), counts.get(children[2]!.id)]).toEqual([2, 1, 0]);
    // When a grant runs out it is no longer counted.
    t.clock.advance(8 * 86_400_000);
    await signInAgain(t, owner);
    const later = new Map((await api.subPage(owner.token)).data.list.map((r) => [r.id, r.phoneCount]));
    expect(later.get(child.id)).toBe(0);
  });

  it('refuses a caller who is not signed in', async () => {
    const res = await t.call({ method: 'POST', url: '/app-api/member/member/subPage', payload: {}, headers: bearer('nope') });
    expect(res.status).toBe(401);
  });
});
