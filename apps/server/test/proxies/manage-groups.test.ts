import type { PageResult, ProxyGroup, ProxyRow } from '@cloudphone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoProxies } from '../../src/modules/proxies/demo-proxies.js';
import { createProxyCrypto } from '../../src/modules/proxies/proxy-crypto.js';
import { type Account, EN, G, k, P, t, useProxiesSuite, ZH } from './manage-kit.js';

let owner: Account;

useProxiesSuite();
beforeAll(async () => {
  owner = await k.account();
});

const list = async (who: Account) => {
  const res = await k.get<ProxyGroup[]>(G.list, who);
  expect(res.code, res.msg).toBe(0);
  return res.data;
};
const groupOf = async (who: Account, id: number) => {
  const res = await k.get<ProxyRow>(P.get, who, { id });
  expect(res.code, res.msg).toBe(0);
  return res.data.groupId;
};

describe('proxy groups', () => {
  it('lists the member’s groups oldest first with their proxy counts, renames and deletes an empty one', async () => {
    const who = await k.account();
    const a = await k.group(who, '住宅');
    const b = await k.group(who, 'b');
    await k.proxy(who, a);
    await k.proxy(who, a, { host: '127.0.0.2' });
    const stranger = await k.account();
    await k.group(stranger, 'theirs');
    expect(await list(who)).toEqual([
      { id: a, name: '住宅', proxyCount: 2 },
      { id: b, name: 'b', proxyCount: 0 },
    ]);
    expect((await k.post(G.update, who, { id: b, name: ' 机房代理 ' })).code).toBe(0);
    expect((await list(who))[1]!.name).toBe('机房代理');
    expect((await k.post(G.remove, who, { id: b })).code).toBe(0);
    expect((await list(who)).map((g) => g.id)).toEqual([a]);
  });

  it('refuses bad and taken names, a non-empty group and another member’s group, changing nothing', async () => {
    const a = await k.group(owner, 'taken');
    const b = await k.group(owner, 'other');
    await k.proxy(owner, a);
    const stranger = await k.account();
    const theirs = await k.group(stranger, 'mine');
    const before = await k.rows();
    k.invalid(await k.post(G.create, owner, { name: '  ' }), '请输入分组名称');
    k.invalid(await k.post(G.create, owner, { name: '' }, EN), 'Please enter the group name');
    k.invalid(await k.post(G.create, owner, { name: '一二三四五六七八九十一' }), '分组名称为 1-10 个字符');
    k.invalid(await k.post(G.update, owner, { id: b, name: '12345678901' }, EN), 'The group name is 1-10 characters');
    k.refused(await k.post(G.create, owner, { name: 'taken' }), 'PROXY_GROUP_NAME_TAKEN', '分组名称已存在');
    k.refused(
      await k.post(G.update, owner, { id: b, name: 'taken' }, EN),
      'PROXY_GROUP_NAME_TAKEN',
      'A group with this name already exists',
    );
    k.refused(await k.post(G.remove, owner, { id: a }), 'PROXY_GROUP_NOT_EMPTY', '该分组下还有代理，请先移动或删除这些代理');
    k.refused(
      await k.post(G.remove, owner, { id: a }, EN),
      'PROXY_GROUP_NOT_EMPTY',
      'This group still holds proxies; move or delete them first',
    );
    k.refused(await k.post(G.update, owner, { id: theirs, name: 'x' }), 'PROXY_GROUP_NOT_FOUND', '代理分组不存在');
    k.refused(await k.post(G.remove, owner, { id: theirs }, EN), 'PROXY_GROUP_NOT_FOUND', 'This proxy group does not exist');
    expect(await k.rows()).toEqual(before);
    // Names are per member: another member may use the same one.
    expect((await k.post(G.create, stranger, { name: 'taken' })).code).toBe(0);
  });

  it('answers two creations of one name at once with one group and one PROXY_GROUP_NAME_TAKEN', async () => {
    const who = await k.account();
    const results = await Promise.all([
      k.post<number>(G.create, who, { name: 'race' }),
      k.post<number>(G.create, who, { name: 'race' }, EN),
    ]);
    const codes = results.map((r) => r.code).sort();
    expect(codes).toEqual([0, 1011008011]);
    const refused = results.find((r) => r.code !== 0)!;
    expect(refused.msg).toBe(results[0]!.code === 0 ? 'A group with this name already exists' : '分组名称已存在');
    expect((await list(who)).map((g) => g.name)).toEqual(['race']);
  });
});

describe('moving proxies between groups', () => {
  it('moves proxies into a group, all or nothing', async () => {
    const [a, b] = [await k.group(owner), await k.group(owner)];
    const ids = [await k.proxy(owner, a), await k.proxy(owner, a, { host: '127.0.0.3' })];
    expect((await k.post(P.updateGroup, owner, { ids, groupId: b })).code).toBe(0);
    expect([await groupOf(owner, ids[0]!), await groupOf(owner, ids[1]!)]).toEqual([b, b]);

    const stranger = await k.account();
    const theirGroup = await k.group(stranger);
    const theirProxy = await k.proxy(stranger, theirGroup);
    const before = await k.rows();
    k.refused(
      await k.post(P.updateGroup, owner, { ids: [...ids, theirProxy], groupId: a }, EN),
      'PROXY_NOT_FOUND',
      'This proxy does not exist',
    );
    k.refused(await k.post(P.updateGroup, owner, { ids, groupId: theirGroup }), 'PROXY_GROUP_NOT_FOUND', '代理分组不存在');
    k.invalid(await k.post(P.updateGroup, owner, { ids: [], groupId: a }), '请选择代理');
    k.invalid(await k.post(P.updateGroup, owner, { ids }, EN), 'Please select group');
    expect(await k.rows()).toEqual(before);
  });

  it('merges groups: the old groups’ proxies move to the new one and the old groups go', async () => {
    const who = await k.account();
    const [a, b, c, keep] = [await k.group(who, 'a'), await k.group(who, 'b'), await k.group(who, 'c'), await k.group(who, 'keep')];
    const inA = await k.proxy(who, a);
    const inB = await k.proxy(who, b, { host: '127.0.0.4' });
    const inKeep = await k.proxy(who, keep, { host: '127.0.0.5' });
    expect((await k.post(P.mergeGroup, who, { oldGroupIds: [a, b], newGroupId: c })).code).toBe(0);
    expect(await list(who)).toEqual([
      { id: c, name: 'c', proxyCount: 2 },
      { id: keep, name: 'keep', proxyCount: 1 },
    ]);
    expect([await groupOf(who, inA), await groupOf(who, inB), await groupOf(who, inKeep)]).toEqual([c, c, keep]);
  });

  it('refuses a merge into one of the old groups, without groups, or with another member’s, changing nothing', async () => {
    const [a, b] = [await k.group(owner), await k.group(owner)];
    await k.proxy(owner, a, { host: '127.0.0.6' });
    const stranger = await k.account();
    const theirs = await k.group(stranger);
    const before = await k.rows();
    k.refused(await k.post(P.mergeGroup, owner, { oldGroupIds: [a, b], newGroupId: b }), 'PROXY_MERGE_SAME', '新分组不能是被合并的分组');
    k.refused(
      await k.post(P.mergeGroup, owner, { oldGroupIds: [a], newGroupId: a }, EN),
      'PROXY_MERGE_SAME',
      'The new group cannot be one of the old groups',
    );
    k.invalid(await k.post(P.mergeGroup, owner, { oldGroupIds: [], newGroupId: b }), '请选择旧分组');
    k.invalid(await k.post(P.mergeGroup, owner, { oldGroupIds: [a] }, EN), 'Please select new group');
    k.invalid(await k.post(P.mergeGroup, owner, { newGroupId: b }, EN), 'Please select old group(s)');
    k.refused(
      await k.post(P.mergeGroup, owner, { oldGroupIds: [a, theirs], newGroupId: b }, EN),
      'PROXY_GROUP_NOT_FOUND',
      'This proxy group does not exist',
    );
    k.refused(await k.post(P.mergeGroup, owner, { oldGroupIds: [a], newGroupId: theirs }), 'PROXY_GROUP_NOT_FOUND', '代理分组不存在');
    expect(await k.rows()).toEqual(before);
  });
});

describe('demo proxies', () => {
  it('gives the member six proxies in two groups, some detected', async () => {
    const who = await k.account();
    const ids = await seedDemoProxies(t.deps.db, t.clock, createProxyCrypto(t.config.APP_SECRET!), who.id);
    expect(ids).toHaveLength(6);
    expect((await list(who)).map((g) => g.proxyCount)).toEqual([3, 3]);
    const page = await k.get<PageResult<ProxyRow>>(P.page, who, {}, ZH);
    expect(page.data.total).toBe(6);
    expect(page.data.list.map((r) => r.id)).toEqual([...ids].reverse());
    const first = page.data.list.find((r) => r.id === ids[0])!;
    expect([first.country, first.detectStatus]).toEqual(['China', 1]);
    expect(page.data.list.map((r) => r.detectStatus).sort()).toEqual([0, 0, 1, 1, 1, 2]);
  });
});
