import {
  PHONE_GROUP_FILTER,
  PHONE_SORT,
  PHONE_STATUS_FILTER,
  PhonePageQuerySchema,
  type PhonePageQueryInput,
  type PhoneRow,
} from '@cloudphone/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { devices, phoneGroups, phones, phoneTagLinks, phoneTags } from '../../src/db/schema.js';
import { pagePhones } from '../../src/modules/phones/phone-list.repo.js';
import { givePhones, sharePhone } from '../kit/phones-fixture.js';
import { alice, bob, t, usePhonesSuite } from './phones-suite.js';

usePhonesSuite();

const DAY = 86_400_000;

/**
 * The list reads the member's own phones and those shared with them as two index ranges and
 * merges them (phone-list.repo.ts). Every page, in every sort and filter, must be the slice of the
 * whole list sorted here in plain code: ties by id, shared phones interleaved with own ones.
 */
describe('phone list pages across own and shared phones', () => {
  let own: number[];
  let sharedToAlice: number[];
  let groupId: number;
  let tagId: number;
  beforeAll(async () => {
    const now = t.clock.now();
    own = await givePhones(t.deps.db, alice.id, 9, { now, aliasPrefix: 'a' });
    const bobs = await givePhones(t.deps.db, bob.id, 6, { now, aliasPrefix: 'b' });
    sharedToAlice = bobs.slice(0, 4);
    // Expiry, names, creation times and statuses interleave the two sides and repeat (ties go by id).
    for (const [i, id] of [...own, ...bobs].entries()) {
      await t.deps.db
        .update(phones)
        .set({
          expireTime: new Date(now.getTime() + ((i * 7) % 5) * DAY),
          alias: `n${(i * 5) % 7}`,
          createdAt: new Date(now.getTime() - ((i * 3) % 4) * DAY),
        })
        .where(eq(phones.id, id));
      await t.deps.db.execute(
        sql`UPDATE ${devices} SET status = ${1 + (i % 3)} FROM ${phones} WHERE ${phones.id} = ${id} AND ${devices.id} = ${phones.deviceId}`,
      );
    }
    for (const phoneId of sharedToAlice) await sharePhone(t.deps.db, { phoneId, ownerId: bob.id, granteeId: alice.id, now });
    for (const phoneId of own.slice(0, 3)) await sharePhone(t.deps.db, { phoneId, ownerId: alice.id, granteeId: bob.id, now });
    [{ id: groupId }] = (await t.deps.db
      .insert(phoneGroups)
      .values({ memberId: alice.id, name: 'g' })
      .returning({ id: phoneGroups.id })) as [{ id: number }];
    await t.deps.db
      .update(phones)
      .set({ groupId })
      .where(inArray(phones.id, own.slice(2, 6)));
    [{ id: tagId }] = (await t.deps.db.insert(phoneTags).values({ memberId: alice.id, name: 't' }).returning({ id: phoneTags.id })) as [
      { id: number },
    ];
    await t.deps.db.insert(phoneTagLinks).values([own[1]!, own[4]!, sharedToAlice[2]!].map((phoneId) => ({ tagId, phoneId })));
  });

  const run = (query: PhonePageQueryInput) => pagePhones(t.deps.db, alice.id, PhonePageQuerySchema.parse(query), t.clock.now());

  const sorted = (rows: PhoneRow[], sortType: number) => {
    const key = (r: PhoneRow) =>
      ({
        [PHONE_SORT.expiry]: r.expireTime,
        [PHONE_SORT.name]: r.alias,
        [PHONE_SORT.created]: r.createTime,
        [PHONE_SORT.status]: r.status,
      })[sortType]!;
    const sign = sortType === PHONE_SORT.created ? -1 : 1;
    return [...rows].sort((a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id));
  };

  it('pages every sort through own and shared phones as one ordered list', async () => {
    const all = (await run({ pageSize: 100 })).list;
    expect(all.map((r) => r.id).sort((a, b) => a - b)).toEqual([...own, ...sharedToAlice].sort((a, b) => a - b));
    for (const sortType of Object.values(PHONE_SORT)) {
      const expected = sorted(all, sortType).map((r) => r.id);
      const pages: number[] = [];
      for (let pageNo = 1; pageNo <= 5; pageNo++) {
        const p = await run({ sortType, pageNo, pageSize: 3 });
        expect(p.total).toBe(13);
        pages.push(...p.list.map((r) => r.id));
      }
      expect({ sortType, ids: pages }).toEqual({ sortType, ids: expected });
    }
  });

  it('filters each side as the whole list would', async () => {
    const all = (await run({ pageSize: 100 })).list;
    const cases: Array<[PhonePageQueryInput, (r: PhoneRow) => boolean]> = [
      [{ groupId: PHONE_GROUP_FILTER.shared }, (r) => sharedToAlice.includes(r.id)],
      [{ groupId: PHONE_GROUP_FILTER.ungrouped }, (r) => own.includes(r.id) && r.groupId === null],
      [{ groupId }, (r) => r.groupId === groupId],
      [{ tagId }, (r) => r.tags.some((tag) => tag.id === tagId)],
      [{ authorized: true }, (r) => r.authorized],
      [{ authorized: false }, (r) => !r.authorized],
      // A status matches what the phone shows: an expired phone shows "expired" whatever its code.
      [{ status: 2 }, (r) => r.status === 2 && r.expireTime > t.clock.now().getTime()],
      [{ status: PHONE_STATUS_FILTER.expired }, (r) => r.expireTime <= t.clock.now().getTime()],
      [{ keyword: 'N3' }, (r) => r.alias.includes('n3')],
    ];
    for (const [filter, keep] of cases) {
      const expected = sorted(all.filter(keep), PHONE_SORT.name).map((r) => r.id);
      expect(expected.length).toBeGreaterThan(0);
      const first = await run({ ...filter, sortType: PHONE_SORT.name, pageSize: 2 });
      const second = await run({ ...filter, sortType: PHONE_SORT.name, pageSize: 2, pageNo: 2 });
      expect({ filter, total: first.total, ids: [...first.list, ...second.list].map((r) => r.id) }).toEqual({
        filter,
        total: expected.length,
        ids: expected.slice(0, 4),
      });
    }
    // The rows carry their tags and whether the member shared them.
    expect(all.find((r) => r.id === own[0])).toMatchObject({ authorized: true, tags: [] });
    expect(all.find((r) => r.id === own[1])).toMatchObject({ authorized: true, tags: [{ id: tagId, name: 't' }] });
    expect(all.find((r) => r.id === sharedToAlice[2])).toMatchObject({ authorized: true, tags: [{ id: tagId, name: 't' }], groupId: null });
  });
});
