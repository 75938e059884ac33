import { beforeAll, describe, expect, it } from 'vitest';
import { givePhones } from '../kit/phones-fixture.js';
import { A, type Account, DAY, EN, k, t, useSharingSuite, ZH } from './sharing-kit.js';

let owner: Account;
let grantee: Account;
let stranger: Account;

useSharingSuite();
beforeAll(async () => {
  [owner, grantee, stranger] = [await k.account(), await k.account(), await k.account()];
});

const granted = async (n = 1, type = 2) => {
  const ids = await givePhones(t.deps.db, owner.id, n, { now: t.clock.now() });
  return { phoneIds: ids, relationIds: await k.grant(owner, ids, grantee, type) };
};
const notGranted = (res: { status: number; code: number; msg: string }, lang = ZH) =>
  k.refused(res, 'ACCREDIT_NOT_GRANTED', lang === ZH ? '请选择已授权的云机' : 'Select authorized phones');
const unchanged = async (attempt: () => Promise<void>) => {
  const before = await k.rows();
  await attempt();
  expect(await k.rows()).toEqual(before);
};

describe('update', () => {
  it('changes the type and the expiry, and records it', async () => {
    const { phoneIds, relationIds } = await granted(1, 1);
    const expireTime = k.until(3 * DAY);
    const res = await k.post(A.update, owner, { relationId: relationIds[0], accreditType: 2, expireTime });
    expect([res.code, res.data]).toEqual([0, true]);
    expect((await k.grantsOn(phoneIds[0]!))[0]).toMatchObject({ accreditType: 2, expireTime: new Date(expireTime) });
    expect((await k.audit(owner, { phoneId: phoneIds[0] })).list.map((e) => e.action)).toEqual(['update', 'accredit']);
  });

  it('refuses what is not a live grant of the caller’s phones, and a past expiry', async () => {
    const { relationIds } = await granted();
    const [ended] = (await granted()).relationIds;
    await k.post(A.recall, owner, { relationId: ended, relationType: 1 });
    await unchanged(async () => {
      const change = { relationId: relationIds[0], accreditType: 1, expireTime: k.until() };
      notGranted(await k.post(A.update, grantee, change));
      notGranted(await k.post(A.update, stranger, change, EN), EN);
      notGranted(await k.post(A.update, owner, { ...change, relationId: ended }));
      notGranted(await k.post(A.update, owner, { ...change, relationId: 987_654_321 }, EN), EN);
      k.refused(
        await k.post(A.update, owner, { ...change, expireTime: k.until(-1) }, EN),
        'ACCREDIT_EXPIRE_PAST',
        'The expiry time cannot be before now',
      );
    });
  });

  it('refuses a grant that has run out but is not swept yet', async () => {
    const { relationIds } = await granted();
    t.clock.advance(DAY);
    await unchanged(async () => {
      notGranted(await k.post(A.update, owner, { relationId: relationIds[0], accreditType: 1, expireTime: k.until() }));
      notGranted(await k.post(A.recall, owner, { relationId: relationIds[0], relationType: 1 }));
    });
  });
});

describe('recall', () => {
  it('ends the grant: gone from both lists and from the grantee’s view, recorded', async () => {
    const { phoneIds, relationIds } = await granted();
    const res = await k.post(A.recall, owner, { relationId: relationIds[0], relationType: 1 });
    expect([res.code, res.data]).toEqual([0, true]);
    expect(await k.grantsOn(phoneIds[0]!)).toEqual([]);
    const mine = await k.get<{ list: Array<{ phoneId: number }> }>(A.accreditList, owner, { pageSize: 50 });
    expect(mine.data.list.map((r) => r.phoneId)).not.toContain(phoneIds[0]);
    const theirs = await k.get<{ list: Array<{ phoneId: number }> }>(A.accreditedList, grantee, { pageSize: 50 });
    expect(theirs.data.list.map((r) => r.phoneId)).not.toContain(phoneIds[0]);
    const [entry] = (await k.audit(owner, { phoneId: phoneIds[0] })).list;
    expect(entry).toMatchObject({ action: 'recall', actorPhone: owner.phone, subMemberPhone: grantee.phone });
  });

  it('answers "Select authorized phones" for a recalled, someone else’s, or the grantee’s own recall', async () => {
    const { relationIds } = await granted();
    await k.post(A.recall, owner, { relationId: relationIds[0] });
    const { relationIds: live } = await granted();
    await unchanged(async () => {
      notGranted(await k.post(A.recall, owner, { relationId: relationIds[0], relationType: 1 }));
      notGranted(await k.post(A.recall, owner, { relationId: relationIds[0], relationType: 1 }, EN), EN);
      notGranted(await k.post(A.recall, stranger, { relationId: live[0], relationType: 1 }));
      notGranted(await k.post(A.recall, grantee, { relationId: live[0], relationType: 1 }, EN), EN);
      const wrongType = await k.post(A.recall, owner, { relationId: live[0], relationType: 2 });
      expect(wrongType.status).toBe(400);
    });
  });
});

describe('recall-batch', () => {
  it('ends every relation asked and answers how many', async () => {
    const { phoneIds, relationIds } = await granted(3);
    const res = await k.post(A.recallBatch, owner, { relationIds, relationType: 1 });
    expect([res.code, res.data]).toEqual([0, 3]);
    for (const phoneId of phoneIds) expect(await k.grantsOn(phoneId)).toEqual([]);
    const recalls = (await k.audit(owner, { action: 'recall' })).list.filter((e) => phoneIds.includes(e.phoneId));
    expect(recalls).toHaveLength(3);
  });

  it('is all or nothing: one relation that is not a live grant of the caller’s ends none', async () => {
    const { relationIds } = await granted(2);
    const other = await k.account();
    const [theirs] = await givePhones(t.deps.db, other.id, 1, { now: t.clock.now() });
    const [foreign] = await k.grant(other, [theirs!], grantee);
    const [recalled] = (await granted()).relationIds;
    await k.post(A.recall, owner, { relationId: recalled });
    await unchanged(async () => {
      notGranted(await k.post(A.recallBatch, owner, { relationIds: [...relationIds, recalled], relationType: 1 }));
      notGranted(await k.post(A.recallBatch, owner, { relationIds: [...relationIds, foreign], relationType: 1 }, EN), EN);
      const empty = await k.post(A.recallBatch, owner, { relationIds: [], relationType: 1 }, EN);
      expect([empty.status, empty.msg]).toEqual([400, 'Select authorized phones']);
    });
  });
});
