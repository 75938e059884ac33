import type { OperationResults } from '@cloudphone/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members, phoneGroups } from '../../src/db/schema.js';
import { givePhones } from '../kit/phones-fixture.js';
import { type Account, DAY, EN, K, k, t, useSharingSuite, ZH } from './sharing-kit.js';

let owner: Account;

useSharingSuite();
beforeAll(async () => {
  owner = await k.account();
});

/** A new sub-account of the owner. */
const newSub = async () => {
  const sub = await k.account();
  await k.attach(owner, sub);
  return sub;
};
const group = async (who: Account, n: number) => {
  const [row] = await t.deps.db
    .insert(phoneGroups)
    .values({ memberId: who.id, name: `g${Math.random()}`.slice(0, 10) })
    .returning();
  return { groupId: row!.id, phoneIds: await givePhones(t.deps.db, who.id, n, { now: t.clock.now(), groupId: row!.id }) };
};
const allot = (payload: object, lang = ZH, by = owner) =>
  k.post<OperationResults>(K.addMaintainerAllot, by, { accreditType: 2, expireTime: k.until(), ...payload }, lang);
const liveTo = async (sub: Account) =>
  (await k.rows()).grants.filter((g) => g.granteeId === sub.id && g.expireTime > t.clock.now()).map((g) => g.phoneId);

describe('addMaintainerAllot', () => {
  it('grants each phone asked to the sub-account, answering a result per phone', async () => {
    const sub = await newSub();
    const [free, taken] = await givePhones(t.deps.db, owner.id, 2, { now: t.clock.now() });
    await k.grant(owner, [taken!], await k.account());
    const stranger = await k.account();
    const [theirs] = await givePhones(t.deps.db, stranger.id, 1, { now: t.clock.now() });
    const res = await allot({ subMemberId: sub.id, phoneIds: [free, taken, theirs] }, EN);
    expect(res.data.results).toEqual([
      { phoneId: free, ok: true, msg: 'Done' },
      { phoneId: taken, ok: false, msg: 'Select unauthorized devices to authorize' },
      { phoneId: theirs, ok: false, msg: 'The phone does not exist' },
    ]);
    expect(await liveTo(sub)).toEqual([free]);
    expect((await k.audit(owner, { subMemberPhone: sub.phone })).list.map((e) => e.action)).toEqual(['accredit']);
  });

  it('grants a group’s phones now in it; a group with none grantable is refused', async () => {
    const sub = await newSub();
    const { groupId, phoneIds } = await group(owner, 3);
    await k.grant(owner, [phoneIds[1]!], await k.account());
    const res = await allot({ subMemberId: sub.id, groupId, accreditType: 1 });
    expect(res.data.results.map((r) => [r.phoneId, r.ok])).toEqual([
      [phoneIds[0], true],
      [phoneIds[1], false],
      [phoneIds[2], true],
    ]);
    expect(await liveTo(sub)).toEqual([phoneIds[0], phoneIds[2]]);
    const before = await k.rows();
    k.refused(await allot({ subMemberId: sub.id, groupId }), 'SUB_ACCOUNT_GROUP_EMPTY', '该分组下没有可授权的云机');
    const empty = await group(owner, 0);
    k.refused(
      await allot({ subMemberId: sub.id, groupId: empty.groupId }, EN),
      'SUB_ACCOUNT_GROUP_EMPTY',
      'This group has no phones that can be authorized',
    );
    const foreign = await group(await k.account(), 1);
    k.refused(await allot({ subMemberId: sub.id, groupId: foreign.groupId }, EN), 'GROUP_NOT_FOUND', 'The group does not exist');
    expect(await k.rows()).toEqual(before);
  });

  it('refuses, changing nothing: another’s sub-account, a disabled one, a past expiry, phones and a group together', async () => {
    const [phoneId] = await givePhones(t.deps.db, owner.id, 1, { now: t.clock.now() });
    const notMine = await k.account();
    const elsewhere = await k.account();
    await k.attach(await k.account(), elsewhere);
    const disabled = await newSub();
    await t.deps.db.update(members).set({ status: 2 }).where(eq(members.id, disabled.id));
    const sub = await newSub();
    const { groupId } = await group(owner, 1);
    const before = await k.rows();
    k.refused(await allot({ subMemberId: notMine.id, phoneIds: [phoneId] }), 'SUB_ACCOUNT_NOT_FOUND', '子账号不存在');
    k.refused(
      await allot({ subMemberId: elsewhere.id, phoneIds: [phoneId] }, EN),
      'SUB_ACCOUNT_NOT_FOUND',
      'This sub-account does not exist',
    );
    k.refused(
      await allot({ subMemberId: disabled.id, phoneIds: [phoneId] }, EN),
      'ACCREDIT_ACCOUNT_DISABLED',
      'This account has been disabled',
    );
    k.refused(
      await allot({ subMemberId: sub.id, phoneIds: [phoneId], expireTime: k.until(-DAY) }),
      'ACCREDIT_EXPIRE_PAST',
      '授权到期时间不能早于当前时间',
    );
    for (const payload of [{ phoneIds: [phoneId], groupId }, {}]) {
      const res = await allot({ subMemberId: sub.id, ...payload }, EN);
      expect([res.status, res.msg]).toEqual([400, 'Please choose phones or a group']);
    }
    expect(await k.rows()).toEqual(before);
  });
});

describe('taking grants back', () => {
  const setUp = async () => {
    const sub = await newSub();
    const { groupId, phoneIds: grouped } = await group(owner, 2);
    const loose = await givePhones(t.deps.db, owner.id, 2, { now: t.clock.now() });
    await k.grant(owner, [...grouped, ...loose], sub);
    // Another owner's grant to the same member is never theirs to end.
    const other = await k.account();
    const [othersPhone] = await givePhones(t.deps.db, other.id, 1, { now: t.clock.now() });
    await k.grant(other, [othersPhone!], sub);
    return { sub, groupId, grouped, loose, othersPhone: othersPhone! };
  };

  it('deleteDevicesAllot ends the grants of the phones named', async () => {
    const { sub, grouped, loose, othersPhone } = await setUp();
    const res = await k.post(K.deleteDevicesAllot, owner, { subMemberId: sub.id, phoneIds: [loose[0], othersPhone] });
    expect([res.code, res.data]).toEqual([0, 1]);
    expect(await liveTo(sub)).toEqual([...grouped, loose[1], othersPhone]);
    expect((await k.audit(owner, { subMemberPhone: sub.phone, action: 'recall' })).list.map((e) => e.phoneId)).toEqual([loose[0]]);
  });

  it('cancelDeviceGroup ends the grants of the group’s phones', async () => {
    const { sub, groupId, loose, othersPhone } = await setUp();
    const res = await k.post(K.cancelDeviceGroup, owner, { subMemberId: sub.id, groupId });
    expect([res.code, res.data]).toEqual([0, 2]);
    expect(await liveTo(sub)).toEqual([...loose, othersPhone]);
    const foreign = await group(await k.account(), 1);
    k.refused(await k.post(K.cancelDeviceGroup, owner, { subMemberId: sub.id, groupId: foreign.groupId }), 'GROUP_NOT_FOUND', '分组不存在');
  });

  it('deleteMaintainerAllot ends every grant of the owner’s to the sub-account', async () => {
    const { sub, othersPhone } = await setUp();
    const res = await k.post(K.deleteMaintainerAllot, owner, { subMemberId: sub.id });
    expect([res.code, res.data]).toEqual([0, 4]);
    expect(await liveTo(sub)).toEqual([othersPhone]);
    expect((await k.post(K.deleteMaintainerAllot, owner, { subMemberId: sub.id })).data).toBe(0);
  });

  it('refuses another owner’s sub-account in all three, changing nothing', async () => {
    const { sub, groupId, loose } = await setUp();
    const intruder = await k.account();
    const before = await k.rows();
    for (const [endpoint, payload] of [
      [K.deleteMaintainerAllot, { subMemberId: sub.id }],
      [K.deleteDevicesAllot, { subMemberId: sub.id, phoneIds: loose }],
      [K.cancelDeviceGroup, { subMemberId: sub.id, groupId }],
    ] as const)
      k.refused(await k.post(endpoint, intruder, payload, EN), 'SUB_ACCOUNT_NOT_FOUND', 'This sub-account does not exist');
    expect(await k.rows()).toEqual(before);
  });

  it('endGrantsTo (a removed sub-account) ends the owner’s grants to the member and records them', async () => {
    const { sub, othersPhone } = await setUp();
    expect(await t.deps.sharing.endGrantsTo(owner.id, sub.id, '10.0.0.9')).toBe(4);
    expect(await liveTo(sub)).toEqual([othersPhone]);
    const recalls = (await k.audit(owner, { subMemberPhone: sub.phone, action: 'recall' })).list;
    expect(recalls.map((e) => e.ip)).toEqual(['10.0.0.9', '10.0.0.9', '10.0.0.9', '10.0.0.9']);
  });
});
