import { PHONE_STATUS, shareLinksApi, type OperationResults } from '@cloudphone/contract';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { phoneGroups, phones, phoneShareLinks, phoneTagLinks, phoneTags } from '../../src/db/schema.js';
import { givePhones } from '../kit/phones-fixture.js';
import { type Account, EN, k, t, T, useSharingSuite, ZH } from './sharing-kit.js';

let owner: Account;
let receiver: Account;

useSharingSuite();
beforeAll(async () => {
  [owner, receiver] = [await k.account(), await k.account()];
});

const transfer = (phoneIds: number[], to: string, lang = ZH, by = owner) =>
  k.post<OperationResults>(T.transfer, by, { phoneIds, receiverPhone: to }, lang);
/** The members the phones belong to, in the order of `ids`. */
const ownersOf = async (ids: number[]) => {
  const rows = await t.deps.db.select({ id: phones.id, memberId: phones.memberId }).from(phones).where(inArray(phones.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)?.memberId);
};

describe('transfer', () => {
  it('moves the phone with its ID to the receiver; its group, the owner’s tags, grants and share links end', async () => {
    const grantee = await k.account();
    const [group] = await t.deps.db.insert(phoneGroups).values({ memberId: owner.id, name: 'shop' }).returning();
    const [phoneId] = await givePhones(t.deps.db, owner.id, 1, { now: t.clock.now(), groupId: group!.id });
    const [tag] = await t.deps.db.insert(phoneTags).values({ memberId: owner.id, name: 'mine' }).returning();
    await t.deps.db.insert(phoneTagLinks).values({ tagId: tag!.id, phoneId: phoneId! });
    await k.grant(owner, [phoneId!], grantee);
    const link = await k.post(shareLinksApi.endpoints.create, owner, { phoneId, expireMinutes: 60 });
    expect(link.code, link.msg).toBe(0);
    const owlId = (await k.appPage(owner)).find((p) => p.id === phoneId)!.owlId;
    await k.appPage(receiver); // a cached page must not hide the phone

    const res = await transfer([phoneId!], receiver.phone, EN);
    expect(res.data.results).toEqual([{ phoneId, ok: true, msg: 'Done' }]);
    const received = (await k.appPage(receiver)).find((p) => p.id === phoneId);
    expect(received).toMatchObject({ owlId, groupId: null, tags: [], authorized: false });
    expect((await k.appPage(owner)).map((p) => p.id)).not.toContain(phoneId);
    expect((await k.appPage(grantee)).map((p) => p.id)).not.toContain(phoneId);
    expect(await k.grantsOn(phoneId!)).toEqual([]);
    expect(await t.deps.db.select().from(phoneTagLinks).where(eq(phoneTagLinks.phoneId, phoneId!))).toEqual([]);
    const [stored] = await t.deps.db.select().from(phones).where(eq(phones.id, phoneId!));
    expect([stored!.memberId, stored!.groupId]).toEqual([receiver.id, null]);
    const links = await t.deps.db.select().from(phoneShareLinks).where(eq(phoneShareLinks.phoneId, phoneId!));
    expect(links.map((l) => l.revokedAt)).toEqual([t.clock.now()]);

    // Both trails hold the transfer, done by the old owner; the old owner's keeps the grant before it.
    expect((await k.audit(owner, { phoneId })).list.map((e) => [e.action, e.actorPhone])).toEqual([
      ['transfer', owner.phone],
      ['accredit', owner.phone],
    ]);
    expect((await k.audit(receiver, { phoneId })).list.map((e) => [e.action, e.actorPhone, e.owlId])).toEqual([
      ['transfer', owner.phone, owlId],
    ]);
    // The receiver owns it now: they may grant it, and the old owner may not.
    expect((await k.grant(receiver, [phoneId!], grantee)).length).toBe(1);
  });

  it('answers each phone: moved, not found, held as grantee, or busy', async () => {
    const stranger = await k.account();
    const [mine] = await givePhones(t.deps.db, owner.id, 1, { now: t.clock.now() });
    const [busy] = await givePhones(t.deps.db, owner.id, 1, { now: t.clock.now(), status: PHONE_STATUS.restarting });
    const [theirs, lent] = await givePhones(t.deps.db, stranger.id, 2, { now: t.clock.now() });
    await k.grant(stranger, [lent!], owner);
    const [recycled] = await givePhones(t.deps.db, owner.id, 1, { now: t.clock.now(), recycledAt: t.clock.now() });
    const ids = [mine!, theirs!, lent!, busy!, recycled!];
    const zh = await transfer(ids, receiver.phone);
    expect(zh.data.results.map((r) => [r.ok, r.msg])).toEqual([
      [true, '操作成功'],
      [false, '云手机不存在'],
      [false, '所选设备中包含不能进行该操作的云机'],
      [false, '云机状态重启中，请稍后再试'],
      [false, '云手机不存在'],
    ]);
    expect(await ownersOf([mine!, theirs!, lent!, busy!, recycled!])).toEqual([receiver.id, stranger.id, stranger.id, owner.id, owner.id]);
    const en = await transfer([theirs!, lent!, busy!], receiver.phone, EN);
    expect(en.data.results.map((r) => r.msg)).toEqual([
      'The phone does not exist',
      'The selection contains phones that cannot do this operation',
      'Phone status Restarting, try later',
    ]);
    expect(await k.grantsOn(lent!)).toHaveLength(1);
  });

  it('refuses the whole request for an unknown, own or disabled receiver, or 31 phones, moving nothing', async () => {
    const ids = await givePhones(t.deps.db, owner.id, 31, { now: t.clock.now() });
    const disabled = await k.account(1);
    const before = await k.rows();
    k.refused(await transfer([ids[0]!], '13000000001'), 'TRANSFER_RECEIVER_UNKNOWN', '接收账号不存在');
    k.refused(await transfer([ids[0]!], '13000000001', EN), 'TRANSFER_RECEIVER_UNKNOWN', 'The receiving account does not exist');
    k.refused(await transfer([ids[0]!], owner.phone), 'TRANSFER_RECEIVER_SELF', '不能转移给自己');
    k.refused(await transfer([ids[0]!], owner.phone, EN), 'TRANSFER_RECEIVER_SELF', 'You cannot transfer phones to yourself');
    k.refused(await transfer([ids[0]!], disabled.phone), 'TRANSFER_RECEIVER_DISABLED', '接收账号已被禁用');
    k.refused(await transfer([ids[0]!], disabled.phone, EN), 'TRANSFER_RECEIVER_DISABLED', 'The receiving account has been disabled');
    const tooMany = await transfer(ids, receiver.phone, EN);
    expect([tooMany.status, tooMany.msg]).toEqual([400, 'Maximum 30 phones']);
    const noReceiver = await k.post(T.transfer, owner, { phoneIds: [ids[0]] });
    expect([noReceiver.status, noReceiver.msg]).toEqual([400, '请输入接收账号']);
    expect(await k.rows()).toEqual(before);
    expect(new Set(await ownersOf(ids))).toEqual(new Set([owner.id]));
  });
});
