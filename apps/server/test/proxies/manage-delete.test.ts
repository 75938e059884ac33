import type { ProxyDeleteResult } from '@cloudphone/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { phones } from '../../src/db/schema.js';
import { givePhones } from '../kit/phones-fixture.js';
import { type Account, EN, G, k, P, t, useProxiesSuite } from './manage-kit.js';

let owner: Account;
let groupId: number;

useProxiesSuite();
beforeAll(async () => {
  owner = await k.account();
  groupId = await k.group(owner);
});

const bind = (phoneIds: number[], proxyId: number) => t.deps.db.update(phones).set({ proxyId }).where(inArray(phones.id, phoneIds));
const proxyOf = async (phoneIds: number[]) =>
  (await t.deps.db.select({ proxyId: phones.proxyId }).from(phones).where(inArray(phones.id, phoneIds)).orderBy(asc(phones.id))).map(
    (p) => p.proxyId,
  );

describe('deleting proxies', () => {
  it('unbinds the phones bound to them and deletes them, answering how many of each', async () => {
    const [a, b, kept] = [
      await k.proxy(owner, groupId),
      await k.proxy(owner, groupId, { host: '127.0.0.2' }),
      await k.proxy(owner, groupId, { host: '127.0.0.3' }),
    ];
    const now = t.clock.now();
    const onA = await givePhones(t.deps.db, owner.id, 2, { now });
    const onB = await givePhones(t.deps.db, owner.id, 1, { now });
    const recycledOnB = await givePhones(t.deps.db, owner.id, 1, { now, recycledAt: now });
    const onKept = await givePhones(t.deps.db, owner.id, 1, { now });
    await bind(onA, a);
    await bind([...onB, ...recycledOnB], b);
    await bind(onKept, kept);

    const res = await k.post<ProxyDeleteResult>(P.deleteBatch, owner, { ids: [a, b] });
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toEqual({ deleted: 2, unboundPhones: 3 });
    expect(await proxyOf([...onA, ...onB, ...recycledOnB])).toEqual([null, null, null, null]);
    expect(await proxyOf(onKept)).toEqual([kept]);
    expect((await k.stored([a, b, kept])).map((p) => p.id)).toEqual([kept]);
    // The group is empty of them again.
    const groups = await k.get<Array<{ id: number; proxyCount: number }>>(G.list, owner);
    expect(groups.data.find((g) => g.id === groupId)!.proxyCount).toBe(1);
  });

  it('deletes unbound proxies with no phones to unbind', async () => {
    const id = await k.proxy(owner, groupId, { host: '127.0.0.4' });
    const res = await k.post<ProxyDeleteResult>(P.deleteBatch, owner, { ids: [id] });
    expect(res.data).toEqual({ deleted: 1, unboundPhones: 0 });
  });

  it('refuses, deleting and unbinding nothing, when any id is another member’s or unknown', async () => {
    const mine = await k.proxy(owner, groupId, { host: '127.0.0.5' });
    const [phoneId] = await givePhones(t.deps.db, owner.id, 1, { now: t.clock.now() });
    await bind([phoneId!], mine);
    const stranger = await k.account();
    const theirs = await k.proxy(stranger, await k.group(stranger));
    const before = await k.rows();
    k.refused(await k.post(P.deleteBatch, owner, { ids: [mine, theirs] }), 'PROXY_NOT_FOUND', '代理不存在');
    k.refused(await k.post(P.deleteBatch, owner, { ids: [mine, 987_654_321] }, EN), 'PROXY_NOT_FOUND', 'This proxy does not exist');
    k.refused(await k.post(P.deleteBatch, stranger, { ids: [mine] }, EN), 'PROXY_NOT_FOUND', 'This proxy does not exist');
    k.invalid(await k.post(P.deleteBatch, owner, { ids: [] }, EN), 'Please select proxies');
    k.invalid(await k.post(P.deleteBatch, owner, { ids: [mine, mine] }, EN), 'The request parameters are invalid');
    expect(await k.rows()).toEqual(before);
    const [row] = await t.deps.db.select({ proxyId: phones.proxyId }).from(phones).where(eq(phones.id, phoneId!));
    expect(row!.proxyId).toBe(mine);
  });
});
