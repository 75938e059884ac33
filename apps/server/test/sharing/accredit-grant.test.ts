import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../src/db/schema.js';
import { givePhones, sharePhone } from '../kit/phones-fixture.js';
import { A, type Account, DAY, EN, k, t, useSharingSuite, ZH } from './sharing-kit.js';

let owner: Account;
let grantee: Account;

useSharingSuite();
beforeAll(async () => {
  owner = await k.account();
  grantee = await k.account();
});

const phones = (who: Account, n = 1) => givePhones(t.deps.db, who.id, n, { now: t.clock.now() });
const grantOne = (phoneId: number, to: Account | string, lang = ZH, extra: object = {}, by = owner) =>
  k.post<{ relationIds: number[] }>(
    A.accredit,
    by,
    { phoneId, subMemberPhone: typeof to === 'string' ? to : to.phone, accreditType: 2, expireTime: k.until(), ...extra },
    lang,
  );

describe('granting', () => {
  it('grants a phone view-only for any type but 2, records it, and the grantee lists it at once', async () => {
    const [phoneId] = await phones(owner);
    await k.appPage(grantee); // a cached page must not hide the grant
    const res = await k.post<{ relationIds: number[] }>(
      A.accredit,
      owner,
      { phoneId, subMemberPhone: grantee.phone, accreditType: 7, expireTime: k.until() },
      EN,
    );
    expect(res.code, res.msg).toBe(0);
    const [stored] = await k.grantsOn(phoneId!);
    expect(stored).toMatchObject({ id: res.data.relationIds[0], ownerId: owner.id, granteeId: grantee.id, accreditType: 1 });
    expect((await k.appPage(grantee)).find((p) => p.id === phoneId)).toMatchObject({ accreditType: 1, authorized: true });
    const [entry] = (await k.audit(owner, { phoneId })).list;
    expect(entry).toMatchObject({ action: 'accredit', actorPhone: owner.phone, subMemberPhone: grantee.phone, phoneId });
    expect(entry!.ip).toBeTruthy();
  });

  it('grants a batch in the order asked, each to operate', async () => {
    const ids = await phones(owner, 3);
    const relationIds = await k.grant(owner, [ids[2]!, ids[0]!, ids[1]!], grantee);
    for (const [i, phoneId] of [ids[2]!, ids[0]!, ids[1]!].entries())
      expect((await k.grantsOn(phoneId))[0]).toMatchObject({ id: relationIds[i], accreditType: 2 });
  });

  it('replaces an ended, not yet swept grant of the same phone to the same member (and records its expiry)', async () => {
    const [phoneId] = await phones(owner);
    const now = t.clock.now();
    await sharePhone(t.deps.db, {
      phoneId: phoneId!,
      ownerId: owner.id,
      granteeId: grantee.id,
      now,
      expireTime: new Date(now.getTime() - 1),
    });
    expect((await grantOne(phoneId!, grantee)).code).toBe(0);
    expect((await k.grantsOn(phoneId!)).map((g) => g.expireTime.getTime())).toEqual([k.until()]);
    expect((await k.audit(owner, { phoneId })).list.map((e) => e.action)).toEqual(['accredit', 'expire']);
  });
});

describe('refusals, in both languages, changing nothing', () => {
  const unchanged = async (attempt: () => Promise<void>) => {
    const before = await k.rows();
    await attempt();
    expect(await k.rows()).toEqual(before);
  };

  it('refuses a phone granted to anyone, and the whole batch holding it', async () => {
    const [granted, free] = await phones(owner, 2);
    const other = await k.account();
    await k.grant(owner, [granted!], other);
    await unchanged(async () => {
      k.refused(await grantOne(granted!, grantee), 'ACCREDIT_PHONE_GRANTED', '请选择未授权的设备进行授权');
      k.refused(await grantOne(granted!, other, EN), 'ACCREDIT_PHONE_GRANTED', 'Select unauthorized devices to authorize');
      const batch = await k.post(A.accreditBatch, owner, {
        phoneIds: [free, granted],
        subMemberPhone: grantee.phone,
        accreditType: 1,
        expireTime: k.until(),
      });
      k.refused(batch, 'ACCREDIT_PHONE_GRANTED', '请选择未授权的设备进行授权');
    });
  });

  it('refuses 31 phones with the 30-phone message', async () => {
    const ids = await phones(owner, 31);
    await unchanged(async () => {
      for (const [lang, msg] of [
        [ZH, '最多选择 30 台云手机'],
        [EN, 'Maximum 30 phones'],
      ] as const) {
        const res = await k.post(
          A.accreditBatch,
          owner,
          { phoneIds: ids, subMemberPhone: grantee.phone, accreditType: 1, expireTime: k.until() },
          lang,
        );
        expect([res.status, res.msg]).toEqual([400, msg]);
      }
    });
  });

  it('answers a phone the caller cannot see as not found, and one they hold as grantee as owner-only', async () => {
    const stranger = await k.account();
    const [theirs] = await phones(stranger);
    const [recycled] = await givePhones(t.deps.db, owner.id, 1, { now: t.clock.now(), recycledAt: t.clock.now() });
    const [shared] = await phones(stranger);
    await k.grant(stranger, [shared!], owner);
    await unchanged(async () => {
      k.refused(await grantOne(theirs!, grantee), 'PHONE_NOT_FOUND', '云手机不存在');
      k.refused(await grantOne(recycled!, grantee, EN), 'PHONE_NOT_FOUND', 'The phone does not exist');
      k.refused(await grantOne(999_999_999, grantee, EN), 'PHONE_NOT_FOUND', 'The phone does not exist');
      k.refused(await grantOne(shared!, grantee), 'ACCREDIT_OWNER_ONLY', '只有云机的所有者可以进行此操作');
      k.refused(await grantOne(shared!, grantee, EN), 'ACCREDIT_OWNER_ONLY', "Only the phone's owner can do this");
    });
  });

  it('refuses an expiry time that is not after now on the server’s clock', async () => {
    const [phoneId] = await phones(owner);
    await unchanged(async () => {
      k.refused(await grantOne(phoneId!, grantee, ZH, { expireTime: k.until(0) }), 'ACCREDIT_EXPIRE_PAST', '授权到期时间不能早于当前时间');
      t.clock.advance(10 * DAY);
      // Still ahead of the machine's time, but behind the app's.
      const res = await grantOne(phoneId!, grantee, EN, { expireTime: Date.now() + DAY });
      k.refused(res, 'ACCREDIT_EXPIRE_PAST', 'The expiry time cannot be before now');
    });
  });

  it('refuses an unknown, own or disabled account', async () => {
    const [phoneId] = await phones(owner);
    const disabled = await k.account(1);
    const ownerDisabled = await k.account();
    await t.deps.db.update(members).set({ status: 2 }).where(eq(members.id, ownerDisabled.id));
    await unchanged(async () => {
      k.refused(await grantOne(phoneId!, '13000000009'), 'ACCREDIT_ACCOUNT_UNKNOWN', '该账号不存在');
      k.refused(await grantOne(phoneId!, '13000000009', EN), 'ACCREDIT_ACCOUNT_UNKNOWN', 'This account does not exist');
      k.refused(await grantOne(phoneId!, owner), 'ACCREDIT_ACCOUNT_SELF', '不能授权给自己');
      k.refused(await grantOne(phoneId!, owner, EN), 'ACCREDIT_ACCOUNT_SELF', 'You cannot authorize your own account');
      k.refused(await grantOne(phoneId!, disabled), 'ACCREDIT_ACCOUNT_DISABLED', '该账号已被禁用');
      k.refused(await grantOne(phoneId!, ownerDisabled, EN), 'ACCREDIT_ACCOUNT_DISABLED', 'This account has been disabled');
    });
  });

  it('needs an account and an expiry time', async () => {
    const [phoneId] = await phones(owner);
    await unchanged(async () => {
      const noAccount = await k.post(A.accredit, owner, { phoneId, accreditType: 1, expireTime: k.until() }, EN);
      expect([noAccount.status, noAccount.msg]).toEqual([400, 'Please enter the account to authorize']);
      const noExpiry = await k.post(A.accredit, owner, { phoneId, subMemberPhone: grantee.phone, accreditType: 1 });
      expect([noExpiry.status, noExpiry.msg]).toEqual([400, '请选择授权到期时间']);
    });
  });
});
