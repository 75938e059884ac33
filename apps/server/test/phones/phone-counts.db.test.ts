import { PhonePageQuerySchema } from '@cloudphone/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { phoneListVersions, phones } from '../../src/db/schema.js';
import { pagePhones } from '../../src/modules/phones/phone-list.repo.js';
import { givePhones, sharePhone } from '../kit/phones-fixture.js';
import { alice, bob, member, t, usePhonesSuite } from './phones-suite.js';

usePhonesSuite();

/** The member's phones outside the recycle bin, counted the slow way. */
async function counted(memberId: number) {
  const [row] = await t.deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(phones)
    .where(and(eq(phones.memberId, memberId), isNull(phones.recycledAt)));
  return row!.n;
}

/** What the triggers keep (migration 0014). */
async function kept(memberId: number) {
  const [row] = await t.deps.db
    .select({ n: phoneListVersions.ownPhones })
    .from(phoneListVersions)
    .where(eq(phoneListVersions.memberId, memberId));
  return row?.n ?? 0;
}

const total = async (memberId: number, query: object = {}) =>
  (await pagePhones(t.deps.db, memberId, PhonePageQuerySchema.parse(query), t.clock.now())).total;

/**
 * The unfiltered list's total is the member's own phone count kept by triggers, plus what is
 * shared with them: every way a phone comes, goes or changes hands must keep it exact.
 */
describe('own phone counts behind the list total', () => {
  let ids: number[];
  beforeAll(async () => {
    ids = await givePhones(t.deps.db, alice.id, 6, { now: t.clock.now() });
  });

  const expectExact = async (...memberIds: number[]) => {
    for (const id of memberIds) {
      const slow = await counted(id);
      expect({ id, kept: await kept(id) }).toEqual({ id, kept: slow });
    }
  };

  it('counts new phones, one at a time and many in one statement', async () => {
    await expectExact(alice.id);
    expect(await total(alice.id)).toBe(6);
    await givePhones(t.deps.db, alice.id, 1, { now: t.clock.now() });
    expect(await total(alice.id)).toBe(7);
    await expectExact(alice.id);
  });

  it('follows the recycle bin both ways, a phone changing hands, and a deletion', async () => {
    await t.deps.db
      .update(phones)
      .set({ recycledAt: t.clock.now() })
      .where(inArray(phones.id, ids.slice(0, 2)));
    expect(await total(alice.id)).toBe(5);
    await t.deps.db.update(phones).set({ recycledAt: null }).where(eq(phones.id, ids[0]!));
    expect(await total(alice.id)).toBe(6);

    await t.deps.db.update(phones).set({ memberId: bob.id }).where(eq(phones.id, ids[2]!));
    expect(await total(alice.id)).toBe(5);
    expect(await total(bob.id)).toBe(1);
    // A recycled phone changing hands counts for neither.
    await t.deps.db.update(phones).set({ memberId: bob.id }).where(eq(phones.id, ids[1]!));
    await t.deps.db.delete(phones).where(eq(phones.id, ids[3]!));
    expect(await total(alice.id)).toBe(4);
    await expectExact(alice.id, bob.id);
  });

  it('agrees with the counted totals of filters that split the list', async () => {
    await sharePhone(t.deps.db, { phoneId: ids[4]!, ownerId: alice.id, granteeId: bob.id, now: t.clock.now() });
    const all = await total(alice.id);
    expect(all).toBe(await counted(alice.id));
    expect((await total(alice.id, { authorized: true })) + (await total(alice.id, { authorized: false }))).toBe(all);
    // Bob's total adds the phone shared with him to his own.
    expect(await total(bob.id)).toBe((await counted(bob.id)) + 1);
  });

  it('stays exact when many transactions add and recycle one member’s phones at once', async () => {
    const m = await member();
    const start = await givePhones(t.deps.db, m.id, 10, { now: t.clock.now() });
    await Promise.all([
      ...Array.from({ length: 8 }, () =>
        t.deps.db.transaction(async (tx) => {
          await givePhones(tx, m.id, 3, { now: t.clock.now() });
        }),
      ),
      ...start.slice(0, 5).map((id) =>
        t.deps.db.transaction(async (tx) => {
          await tx.update(phones).set({ recycledAt: t.clock.now() }).where(eq(phones.id, id));
        }),
      ),
    ]);
    expect(await counted(m.id)).toBe(10 + 24 - 5);
    await expectExact(m.id);
    expect(await total(m.id)).toBe(29);
  });
});
