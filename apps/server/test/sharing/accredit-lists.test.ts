import {
  BUSINESS_STATUS,
  PHONE_STATUS,
  type AccreditedRow,
  type AccreditPhoneRow,
  type AccreditRow,
  type PageResult,
} from '@cloudphone/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { phones, phoneTagLinks, phoneTags } from '../../src/db/schema.js';
import { givePhones, type GivePhonesOptions } from '../kit/phones-fixture.js';
import { A, type Account, DAY, k, t, T, useSharingSuite } from './sharing-kit.js';

useSharingSuite();

const phonesOf = (who: Account, n = 1, opts: GivePhonesOptions = {}) => givePhones(t.deps.db, who.id, n, { now: t.clock.now(), ...opts });
const list = async <R>(endpoint: { path: string }, who: Account, q: Record<string, unknown> = {}) => {
  const res = await k.get<PageResult<R>>(endpoint, who, q);
  expect(res.code, res.msg).toBe(0);
  return res.data;
};
const owlOf = async (phoneId: number) => (await t.deps.db.select({ owl: phones.owlId }).from(phones).where(eq(phones.id, phoneId)))[0]!.owl;

describe('the granter’s list (accredit-phone-list)', () => {
  it('pages live grants newest first, with the spec’s fields, and filters by grantee and keyword', async () => {
    const [owner, g1, g2] = [await k.account(), await k.account(), await k.account()];
    const ids = await phonesOf(owner, 5, { aliasPrefix: 'shop ' });
    const [tag] = await t.deps.db.insert(phoneTags).values({ memberId: owner.id, name: 'vip' }).returning();
    await t.deps.db.insert(phoneTagLinks).values({ tagId: tag!.id, phoneId: ids[0]! });
    const relations: number[] = [];
    for (const [i, phoneId] of ids.entries()) {
      relations.push(...(await k.grant(owner, [phoneId], i % 2 ? g2! : g1!, i === 0 ? 1 : 2)));
      t.clock.advance(1000);
    }
    const all = await list<AccreditRow>(A.accreditList, owner!);
    expect(all.total).toBe(5);
    expect(all.list.map((r) => r.relationId)).toEqual([...relations].reverse());
    expect(all.list.at(-1)).toEqual({
      phoneId: ids[0],
      owlId: await owlOf(ids[0]!),
      phoneAlias: 'shop 1',
      phoneTags: [{ id: tag!.id, name: 'vip' }],
      subMemberPhone: g1!.phone,
      accreditType: 1,
      accredit: true,
      createTime: expect.any(Number) as number,
      expireTime: expect.any(Number) as number,
      businessStatus: BUSINESS_STATUS.normal,
      relationId: relations[0],
    });

    const second = await list<AccreditRow>(A.accreditList, owner!, { pageNo: 2, pageSize: 2 });
    expect([second.total, second.list.map((r) => r.relationId)]).toEqual([5, [relations[2], relations[1]]]);
    const toG2 = await list<AccreditRow>(A.accreditList, owner!, { subMemberPhone: g2!.phone });
    expect(toG2.list.map((r) => r.phoneId)).toEqual([ids[3], ids[1]]);
    const byOwl = await list<AccreditRow>(A.accreditList, owner!, { keyword: (await owlOf(ids[2]!)).slice(3, 12).toLowerCase() });
    expect(byOwl.list.map((r) => r.phoneId)).toEqual([ids[2]]);
    expect((await list<AccreditRow>(A.accreditList, owner!, { keyword: 'SHOP 4' })).list.map((r) => r.phoneId)).toEqual([ids[3]]);
    const tooBig = await k.get(A.accreditList, owner!, { pageSize: 51 });
    expect(tooBig.status).toBe(400);
  });

  it('shows only live grants: recalled, expired and transferred ones disappear', async () => {
    const [owner, grantee, receiver] = [await k.account(), await k.account(), await k.account()];
    const [recalled, expiring, moved, kept] = await phonesOf(owner, 4);
    const [r1] = await k.grant(owner, [recalled!], grantee);
    await k.grant(owner, [expiring!], grantee, 2, k.until(1000));
    await k.grant(owner, [moved!, kept!], grantee);
    await k.post(A.recall, owner, { relationId: r1 });
    const transfer = await k.post<{ results: Array<{ ok: boolean }> }>(T.transfer, owner, {
      phoneIds: [moved],
      receiverPhone: receiver.phone,
    });
    expect(transfer.data.results.map((r) => r.ok)).toEqual([true]);
    t.clock.advance(1000);
    for (const [endpoint, who] of [
      [A.accreditList, owner],
      [A.accreditedList, grantee],
    ] as const) {
      const { list: rows, total } = await list<AccreditRow>(endpoint, who);
      expect([total, rows.map((r) => r.phoneId)]).toEqual([1, [kept]]);
    }
  });

  it('shows the phone’s state as its business status', async () => {
    const [owner, grantee] = [await k.account(), await k.account()];
    const [lapsed] = await phonesOf(owner, 1, { expireTime: new Date(t.clock.now().getTime() - 1) });
    const [broken] = await phonesOf(owner, 1, { status: PHONE_STATUS.resetFailed });
    const [busy] = await phonesOf(owner, 1, { status: PHONE_STATUS.restarting });
    const [fine] = await phonesOf(owner, 1, { status: PHONE_STATUS.running });
    await k.grant(owner, [lapsed!, broken!, busy!, fine!], grantee);
    const rows = (await list<AccreditRow>(A.accreditList, owner)).list;
    const status = (phoneId: number) => rows.find((r) => r.phoneId === phoneId)?.businessStatus;
    expect([status(lapsed!), status(broken!), status(busy!), status(fine!)]).toEqual([
      BUSINESS_STATUS.expired,
      BUSINESS_STATUS.abnormal,
      BUSINESS_STATUS.busy,
      BUSINESS_STATUS.normal,
    ]);
  });

  it('is the caller’s own: another member, and the grantee, see none of it', async () => {
    const [owner, grantee, stranger] = [await k.account(), await k.account(), await k.account()];
    await k.grant(owner, await phonesOf(owner, 2), grantee);
    expect((await list(A.accreditList, stranger)).total).toBe(0);
    expect((await list(A.accreditList, grantee)).total).toBe(0);
    expect((await list(A.accreditList, owner, { subMemberPhone: stranger.phone })).total).toBe(0);
  });
});

describe('the grantee’s list (accredited-phone-list)', () => {
  it('lists grants made to me with the owner’s number, my own tags only, and filters by keyword', async () => {
    const [owner, grantee, stranger] = [await k.account(), await k.account(), await k.account()];
    const [a, b] = await phonesOf(owner, 2, { aliasPrefix: 'desk ' });
    const [ownerTag] = await t.deps.db.insert(phoneTags).values({ memberId: owner.id, name: 'private' }).returning();
    await t.deps.db.insert(phoneTagLinks).values({ tagId: ownerTag!.id, phoneId: a! });
    const [r1] = await k.grant(owner, [a!], grantee, 1);
    t.clock.advance(1000);
    await k.grant(owner, [b!], grantee);
    const mine = await list<AccreditedRow>(A.accreditedList, grantee);
    expect(mine.list.map((r) => [r.phoneId, r.memberPhone, r.accreditType])).toEqual([
      [b, owner.phone, 2],
      [a, owner.phone, 1],
    ]);
    expect(mine.list[1]).toMatchObject({ relationId: r1, phoneTags: [], phoneAlias: 'desk 1', accredit: true });
    expect((await list<AccreditedRow>(A.accreditedList, grantee, { keyword: 'desk 2' })).list.map((r) => r.phoneId)).toEqual([b]);
    expect((await list(A.accreditedList, stranger)).total).toBe(0);
    expect((await list(A.accreditedList, owner)).total).toBe(0);
  });
});

describe('my phones with their grants (phone-list)', () => {
  it('lists my phones outside the recycle bin, a grant’s fields or nulls, filtered by accredit', async () => {
    const [owner, grantee, stranger] = [await k.account(), await k.account(), await k.account()];
    const [free, shared] = await phonesOf(owner, 2);
    await phonesOf(owner, 1, { recycledAt: t.clock.now() });
    const [relationId] = await k.grant(owner, [shared!], grantee);
    const all = await list<AccreditPhoneRow>(A.phoneList, owner);
    expect(all.total).toBe(2);
    expect(all.list.find((r) => r.phoneId === free)).toMatchObject({
      accredit: false,
      relationId: null,
      accreditType: null,
      createTime: null,
      expireTime: null,
      subMemberPhone: null,
      businessStatus: BUSINESS_STATUS.normal,
    });
    expect(all.list.find((r) => r.phoneId === shared)).toMatchObject({
      accredit: true,
      relationId,
      accreditType: 2,
      subMemberPhone: grantee.phone,
      expireTime: k.until(),
    });
    expect((await list<AccreditPhoneRow>(A.phoneList, owner, { accredit: true })).list.map((r) => r.phoneId)).toEqual([shared]);
    expect((await list<AccreditPhoneRow>(A.phoneList, owner, { accredit: false })).list.map((r) => r.phoneId)).toEqual([free]);
    // An ended grant leaves the phone grantable, even before the sweep.
    t.clock.advance(DAY);
    expect((await list<AccreditPhoneRow>(A.phoneList, owner, { accredit: false })).total).toBe(2);
    expect((await list(A.phoneList, grantee)).total).toBe(0);
    expect((await list(A.phoneList, stranger)).total).toBe(0);
  });
});
