import { errorCatalogue, type OperationResults } from '@cloudphone/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { phones } from '../../src/db/schema.js';
import { givePhones } from '../kit/phones-fixture.js';
import { A, type Account, k, t, T, useSharingSuite } from './sharing-kit.js';

let owner: Account;

useSharingSuite();
beforeAll(async () => {
  owner = await k.account();
});

const ROUNDS = 6;
const code = (name: keyof typeof errorCatalogue) => errorCatalogue[name].code;
const batch = (phoneIds: number[], to: Account) =>
  k.post<{ relationIds: number[] }>(A.accreditBatch, owner, { phoneIds, subMemberPhone: to.phone, accreditType: 2, expireTime: k.until() });
const audited = async (phoneId: number) => (await k.audit(owner, { phoneId })).list.map((e) => e.action);

describe('racing', () => {
  it('two grants of one phone to different accounts: exactly one wins', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [phoneId] = await givePhones(t.deps.db, owner.id, 1, { now: t.clock.now() });
      const [a, b] = [await k.account(), await k.account()];
      const results = await Promise.all([batch([phoneId!], a), batch([phoneId!], b)]);
      expect(results.map((r) => r.code).sort()).toEqual([0, code('ACCREDIT_PHONE_GRANTED')].sort());
      const winner = results[0]!.code === 0 ? a : b;
      expect((await k.grantsOn(phoneId!)).map((g) => g.granteeId)).toEqual([winner.id]);
      expect(await audited(phoneId!)).toEqual(['accredit']);
    }
  });

  it('two batches over the same phones in opposite orders: one wins whole, neither deadlocks', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const ids = await givePhones(t.deps.db, owner.id, 3, { now: t.clock.now() });
      const [a, b] = [await k.account(), await k.account()];
      const results = await Promise.all([batch(ids, a), batch([...ids].reverse(), b)]);
      expect(results.map((r) => r.code).sort()).toEqual([0, code('ACCREDIT_PHONE_GRANTED')].sort());
      const winner = results[0]!.code === 0 ? a : b;
      for (const phoneId of ids) expect((await k.grantsOn(phoneId)).map((g) => g.granteeId)).toEqual([winner.id]);
    }
  });

  it('a grant and a transfer of the phone: never a live grant on a transferred phone', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [phoneId] = await givePhones(t.deps.db, owner.id, 1, { now: t.clock.now() });
      const [grantee, receiver] = [await k.account(), await k.account()];
      const [granted, moved] = await Promise.all([
        batch([phoneId!], grantee),
        k.post<OperationResults>(T.transfer, owner, { phoneIds: [phoneId], receiverPhone: receiver.phone }),
      ]);
      expect(moved.data.results.map((r) => r.ok)).toEqual([true]);
      const [row] = await t.deps.db.select({ memberId: phones.memberId }).from(phones).where(eq(phones.id, phoneId!));
      expect(row!.memberId).toBe(receiver.id);
      expect(await k.grantsOn(phoneId!)).toEqual([]);
      // The grant landed first and the transfer ended it, or the transfer did and the phone was no longer the owner's.
      expect([0, code('PHONE_NOT_FOUND')]).toContain(granted.code);
      expect(await audited(phoneId!)).toEqual(granted.code === 0 ? ['transfer', 'accredit'] : ['transfer']);
    }
  });

  it('recall-batch racing a recall of one of its relations: one of them ends it, the other changes nothing', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const ids = await givePhones(t.deps.db, owner.id, 2, { now: t.clock.now() });
      const relationIds = await k.grant(owner, ids, await k.account());
      const [all, one] = await Promise.all([
        k.post<number>(A.recallBatch, owner, { relationIds, relationType: 1 }),
        k.post<boolean>(A.recall, owner, { relationId: relationIds[0], relationType: 1 }),
      ]);
      const left = [...(await k.grantsOn(ids[0]!)), ...(await k.grantsOn(ids[1]!))].map((g) => g.id);
      if (all.code === 0) {
        expect([all.data, one.code, left]).toEqual([2, code('ACCREDIT_NOT_GRANTED'), []]);
      } else {
        expect([all.code, one.code, left]).toEqual([code('ACCREDIT_NOT_GRANTED'), 0, [relationIds[1]]]);
      }
      const recalls = [...(await audited(ids[0]!)), ...(await audited(ids[1]!))].filter((a) => a === 'recall');
      expect(recalls).toHaveLength(all.code === 0 ? 2 : 1);
    }
  });
});
