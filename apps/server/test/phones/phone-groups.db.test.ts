import type { OperationResults, PageResult, PhoneTree, TagRow } from '@cloudphone/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { phoneAccredits, phoneGroups, phones, phoneTagLinks, phoneTags } from '../../src/db/schema.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, signedInMember, type SignedInMember } from '../kit/members.js';
import { givePhones } from '../kit/phones-fixture.js';
import { sharePhoneFor } from '../kit/rented-phones.js';

let t: Harness;
beforeAll(async () => {
  t = await createHarness();
});
afterAll(() => t.close());

type Member = SignedInMember;
let owner: Member;
let other: Member;
const member = () => signedInMember(t);
// Fresh members per test: each test sees only the groups, tags and phones it made.
beforeEach(async () => {
  [owner, other] = await Promise.all([member(), member()]);
});

const api = <T = unknown>(method: 'GET' | 'POST', path: string, payload?: object, who: Member = owner, lang = 'zh-CN') =>
  t.call<T>({
    method,
    url: `/app-api/trade/${path}`,
    ...(payload ? { payload } : {}),
    headers: { ...bearer(who.token), 'accept-language': lang },
  });
const post = <T = unknown>(path: string, payload: object, who: Member = owner, lang = 'zh-CN') => api<T>('POST', path, payload, who, lang);

const createGroup = async (name: string, who: Member = owner) => {
  const res = await post<number>('phone-group/create', { name }, who);
  if (res.code !== 0) throw new Error(`create group failed: ${res.msg}`);
  return res.data;
};
const createTag = async (name: string, who: Member = owner) => {
  const res = await post<number>('phone-tag/create', { name }, who);
  if (res.code !== 0) throw new Error(`create tag failed: ${res.msg}`);
  return res.data;
};
const phonesOf = (who: Member, n: number, opts: Parameters<typeof givePhones>[3] = {}) =>
  givePhones(t.deps.db, who.id, n, { now: t.clock.now(), ...opts });
const share = (phoneId: number, from: Member, to: Member, days = 7) =>
  sharePhoneFor(t, { phoneId, ownerId: from.id, granteeId: to.id, days });

const db = () => t.deps.db;
/** Ends every grant of the phone (moving the clock instead would also expire the sessions). */
const expireShares = (phoneId: number) =>
  db()
    .update(phoneAccredits)
    .set({ expireTime: new Date(t.clock.now().getTime() - 1000) })
    .where(eq(phoneAccredits.phoneId, phoneId));
const groupNames = async (who: Member) =>
  (await db().select({ name: phoneGroups.name }).from(phoneGroups).where(eq(phoneGroups.memberId, who.id)).orderBy(phoneGroups.id)).map(
    (g) => g.name,
  );
const tagNames = async (who: Member) =>
  (await db().select({ name: phoneTags.name }).from(phoneTags).where(eq(phoneTags.memberId, who.id)).orderBy(phoneTags.id)).map(
    (g) => g.name,
  );
const groupOf = async (ids: number[]) =>
  (await db().select({ id: phones.id, groupId: phones.groupId }).from(phones).where(inArray(phones.id, ids)).orderBy(phones.id)).map(
    (p) => p.groupId,
  );
const linkCount = async (phoneId?: number) =>
  (
    await db()
      .select({ n: count() })
      .from(phoneTagLinks)
      .where(phoneId === undefined ? undefined : eq(phoneTagLinks.phoneId, phoneId))
  )[0]!.n;
const tagsOn = async (phoneId: number) =>
  (
    await db()
      .select({ tagId: phoneTagLinks.tagId })
      .from(phoneTagLinks)
      .where(eq(phoneTagLinks.phoneId, phoneId))
      .orderBy(phoneTagLinks.tagId)
  ).map((l) => l.tagId);

const NOT_FOUND = {
  group: { status: 404, code: 1011002000, msg: '分组不存在' },
  tag: { status: 404, code: 1011003000, msg: '标签不存在' },
  phone: { status: 404, code: 1011001000, msg: '云手机不存在' },
};

/** Bad names for both groups and tags: [name or missing, zh key part, en]. */
const badNames = (noun: '分组' | '标签', en: 'group' | 'tag'): Array<[object, string, string]> => [
  [{ name: '' }, `请输入${noun}名称`, `Please enter the ${en} name`],
  [{ name: '   ' }, `请输入${noun}名称`, `Please enter the ${en} name`],
  [{}, `请输入${noun}名称`, `Please enter the ${en} name`],
  [{ name: 7 }, `请输入${noun}名称`, `Please enter the ${en} name`],
  [{ name: '一二三四五六七八九十一' }, `${noun}名称为 1-10 个字符`, `The ${en} name is 1-10 characters`],
  [{ name: 'abcdefghijk' }, `${noun}名称为 1-10 个字符`, `The ${en} name is 1-10 characters`],
];

describe('phone groups', () => {
  it('creates, renames and deletes a group; deleting it leaves its phones ungrouped, never deletes them', async () => {
    const ids = await phonesOf(owner, 3);
    const id = await createGroup('  工作机  ');
    expect(await groupNames(owner)).toEqual(['工作机']);

    expect(await post('phone-group/move', { phoneIds: ids.slice(0, 2), groupId: id })).toMatchObject({ status: 200, code: 0, data: true });
    expect(await groupOf(ids)).toEqual([id, id, null]);

    expect(await post('phone-group/update', { id, name: '测试机' })).toMatchObject({ code: 0, data: true });
    expect(await post('phone-group/update', { id, name: '测试机' })).toMatchObject({ code: 0 });
    expect(await groupNames(owner)).toEqual(['测试机']);

    expect(await post('phone-group/delete', { id })).toMatchObject({ code: 0, data: true });
    expect(await groupNames(owner)).toEqual([]);
    expect(await groupOf(ids)).toEqual([null, null, null]);
    expect(await post('phone-group/delete', { id })).toMatchObject(NOT_FOUND.group);
  });

  it('accepts names of exactly 10 characters, counted as the database counts them', async () => {
    await createGroup('一二三四五六七八九十');
    await createGroup('😀'.repeat(10));
    expect(await groupNames(owner)).toEqual(['一二三四五六七八九十', '😀'.repeat(10)]);
  });

  it('refuses empty, blank, missing and too long names with translated messages and writes nothing', async () => {
    const id = await createGroup('kept');
    for (const [body, zh, en] of badNames('分组', 'group')) {
      expect(await post('phone-group/create', body), JSON.stringify(body)).toMatchObject({ status: 400, code: 400, msg: zh, data: null });
      expect((await post('phone-group/create', body, owner, 'en-US')).msg).toBe(en);
      expect(await post('phone-group/update', { id, ...body }), JSON.stringify(body)).toMatchObject({ status: 400, msg: zh });
    }
    expect(await post('phone-group/update', { id: 'x', name: 'a' })).toMatchObject({ status: 400, msg: '请求参数不正确' });
    expect(await groupNames(owner)).toEqual(['kept']);
  });

  it('refuses a name the member already uses (409), while another member may use it', async () => {
    const first = await createGroup('A组');
    const second = await createGroup('B组');
    expect(await post('phone-group/create', { name: ' A组 ' })).toMatchObject({ status: 409, code: 1011002001, msg: '分组名称已存在' });
    expect((await post('phone-group/create', { name: 'A组' }, owner, 'en-US')).msg).toBe('A group with this name exists');
    expect(await post('phone-group/update', { id: second, name: 'A组' })).toMatchObject({ status: 409, code: 1011002001 });
    expect(await groupNames(owner)).toEqual(['A组', 'B组']);

    expect(await createGroup('A组', other)).toBeGreaterThan(first);
  });

  it("answers not found for an unknown group or another member's, and changes nothing", async () => {
    const theirs = await createGroup('theirs', other);
    const [theirPhone] = await phonesOf(other, 1, { groupId: theirs });
    const mine = await phonesOf(owner, 1);
    for (const id of [theirs, 99_999_999]) {
      expect(await post('phone-group/update', { id, name: 'mine' })).toMatchObject(NOT_FOUND.group);
      expect(await post('phone-group/delete', { id })).toMatchObject(NOT_FOUND.group);
      expect(await post('phone-group/move', { phoneIds: mine, groupId: id })).toMatchObject(NOT_FOUND.group);
    }
    expect((await post('phone-group/delete', { id: theirs }, owner, 'en-US')).msg).toBe('The group does not exist');
    expect(await groupNames(other)).toEqual(['theirs']);
    expect(await groupOf([theirPhone!, ...mine])).toEqual([theirs, null]);
  });

  it('moves phones all or nothing: an unseen phone is not found, a shared one cannot be grouped', async () => {
    const group = await createGroup('g');
    const mine = await phonesOf(owner, 2);
    const [theirs, sharedToMe] = await phonesOf(other, 2);
    const [recycled] = await phonesOf(owner, 1, { recycledAt: t.clock.now() });
    await share(sharedToMe!, other, owner);

    expect(await post('phone-group/move', { phoneIds: [...mine, theirs], groupId: group })).toMatchObject(NOT_FOUND.phone);
    expect(await post('phone-group/move', { phoneIds: [...mine, recycled], groupId: group })).toMatchObject(NOT_FOUND.phone);
    expect(await post('phone-group/move', { phoneIds: [...mine, 99_999_999], groupId: group })).toMatchObject(NOT_FOUND.phone);
    expect(await post('phone-group/move', { phoneIds: [...mine, sharedToMe], groupId: group })).toMatchObject({
      status: 400,
      code: 1011001003,
      msg: '所选设备中包含不能进行该操作的云机',
    });
    expect(await groupOf([...mine, theirs!, sharedToMe!, recycled!])).toEqual([null, null, null, null, null]);

    expect(await post('phone-group/move', { phoneIds: mine, groupId: group })).toMatchObject({ code: 0 });
    expect(await groupOf(mine)).toEqual([group, group]);
    expect(await post('phone-group/move', { phoneIds: [mine[0]], groupId: null })).toMatchObject({ code: 0 });
    expect(await groupOf(mine)).toEqual([null, group]);
  });

  it('refuses an empty selection, more than 30 phones and repeated ids', async () => {
    const group = await createGroup('g');
    const ids = await phonesOf(owner, 31);
    expect(await post('phone-group/move', { phoneIds: [], groupId: group })).toMatchObject({ status: 400, msg: '请勾选云手机' });
    expect(await post('phone-group/move', { groupId: group })).toMatchObject({ status: 400, msg: '请勾选云手机' });
    expect(await post('phone-group/move', { phoneIds: ids, groupId: group })).toMatchObject({ status: 400, msg: '最多选择 30 台云手机' });
    expect((await post('phone-group/move', { phoneIds: ids, groupId: group }, owner, 'en-US')).msg).toBe('Maximum 30 phones');
    expect(await post('phone-group/move', { phoneIds: [ids[0], ids[0]], groupId: group })).toMatchObject({ status: 400 });
    expect(await post('phone-group/move', { phoneIds: ids.slice(0, 1) })).toMatchObject({ status: 400, msg: '请求参数不正确' });
    expect((await groupOf(ids)).every((g) => g === null)).toBe(true);
    expect(await post('phone-group/move', { phoneIds: ids.slice(0, 30), groupId: group })).toMatchObject({ code: 0 });
  });
});

describe('the phone tree', () => {
  /** Owner: groups a (2 phones) and b (empty), 1 ungrouped, 1 recycled; other shares one phone, and one expired. */
  async function world() {
    const a = await createGroup('a');
    const b = await createGroup('b');
    const [p1, p2] = await phonesOf(owner, 2, { groupId: a, aliasPrefix: 'a-' });
    const [loose] = await phonesOf(owner, 1, { aliasPrefix: 'loose-' });
    await phonesOf(owner, 1, { groupId: a, recycledAt: t.clock.now() });
    const [lent, expired] = await phonesOf(other, 2, { aliasPrefix: 'theirs-', status: 2 });
    await share(lent!, other, owner);
    await share(expired!, other, owner, -1);
    await createGroup('not mine', other);
    return { a, b, p1: p1!, p2: p2!, loose: loose!, lent: lent! };
  }

  it('phone-tree: ungrouped first, the groups by id with their phones, then the phones shared with the member', async () => {
    const w = await world();
    const res = await api<PhoneTree>('GET', 'phone-tag/phone-tree');
    expect(res).toMatchObject({ status: 200, code: 0, msg: '' });
    const phone = (id: number, alias: string, status = 1) => ({ id, owlId: expect.stringMatching(/^T[0-9A-F]{16}$/), alias, status });
    expect(res.data).toEqual([
      { id: null, kind: 'ungrouped', name: '未分组', count: 1, phones: [phone(w.loose, 'loose-1')] },
      { id: w.a, kind: 'group', name: 'a', count: 2, phones: [phone(w.p1, 'a-1'), phone(w.p2, 'a-2')] },
      { id: w.b, kind: 'group', name: 'b', count: 0, phones: [] },
      { id: -1, kind: 'shared', name: '授权给我的', count: 1, phones: [phone(w.lent, 'theirs-1', 2)] },
    ]);
    const en = await api<PhoneTree>('GET', 'phone-tag/phone-tree', undefined, owner, 'en-US');
    expect(en.data.map((e) => e.name)).toEqual(['Ungrouped', 'a', 'b', 'Shared with me']);

    // The grantor sees the lent phone as their own, ungrouped; no shared entry without shares.
    const theirs = await api<PhoneTree>('GET', 'phone-tag/phone-tree', undefined, other);
    expect(theirs.data.map((e) => [e.kind, e.count])).toEqual([
      ['ungrouped', 2],
      ['group', 0],
    ]);
  });

  it('phone-tree-v2: counts only, and the phones of one entry with ?groupId=', async () => {
    const w = await world();
    const tree = async (query = '') => (await api<PhoneTree>('GET', `phone-tag/phone-tree-v2${query}`)).data;
    const shape = (entries: PhoneTree) => entries.map((e) => [e.id, e.count, e.phones.map((p) => p.id)]);

    expect(shape(await tree())).toEqual([
      [null, 1, []],
      [w.a, 2, []],
      [w.b, 0, []],
      [-1, 1, []],
    ]);
    expect(shape(await tree(`?groupId=${w.a}`))).toEqual([
      [null, 1, []],
      [w.a, 2, [w.p1, w.p2]],
      [w.b, 0, []],
      [-1, 1, []],
    ]);
    expect(shape(await tree('?groupId=0'))[0]).toEqual([null, 1, [w.loose]]);
    expect(shape(await tree('?groupId=-1'))[3]).toEqual([-1, 1, [w.lent]]);
    expect((await tree(`?groupId=${w.b}`))[2]).toMatchObject({ id: w.b, kind: 'group', name: 'b', count: 0, phones: [] });

    const theirGroup = (await api<PhoneTree>('GET', 'phone-tag/phone-tree-v2', undefined, other)).data[1]!.id;
    expect(await api('GET', `phone-tag/phone-tree-v2?groupId=${theirGroup}`)).toMatchObject(NOT_FOUND.group);
    expect(await api('GET', 'phone-tag/phone-tree-v2?groupId=99999999')).toMatchObject(NOT_FOUND.group);
    expect(await api('GET', 'phone-tag/phone-tree-v2?groupId=abc')).toMatchObject({ status: 400, msg: '请求参数不正确' });
    expect(await api('GET', 'phone-tag/phone-tree-v2?groupId=-2')).toMatchObject({ status: 400 });
  });

  it("shows a phone whose group is not the member's own (left by a transfer) as ungrouped", async () => {
    const theirs = await createGroup('theirs', other);
    const [stray] = await phonesOf(owner, 1, { groupId: theirs });
    const tree = (await api<PhoneTree>('GET', 'phone-tag/phone-tree')).data;
    expect(tree).toEqual([{ id: null, kind: 'ungrouped', name: '未分组', count: 1, phones: [expect.objectContaining({ id: stray })] }]);
    const v2 = (await api<PhoneTree>('GET', 'phone-tag/phone-tree-v2?groupId=0')).data;
    expect(v2[0]).toMatchObject({ count: 1, phones: [{ id: stray }] });
  });

  it('drops a shared phone from the tree once its grant expires', async () => {
    const w = await world();
    await expireShares(w.lent);
    const entries = (await api<PhoneTree>('GET', 'phone-tag/phone-tree')).data;
    expect(entries.map((e) => e.kind)).toEqual(['ungrouped', 'group', 'group']);
    expect(entries.flatMap((e) => e.phones.map((p) => p.id))).not.toContain(w.lent);
  });

  it('answers 401 without a member session', async () => {
    for (const url of ['phone-tag/phone-tree', 'phone-tag/phone-tree-v2', 'phone-tag/page']) {
      expect(await t.call({ method: 'GET', url: `/app-api/trade/${url}` })).toMatchObject({ status: 401, code: 401 });
    }
    expect(await t.call({ method: 'POST', url: '/app-api/trade/phone-group/create', payload: { name: 'x' } })).toMatchObject({
      status: 401,
    });
    expect(await t.call({ method: 'POST', url: '/app-api/trade/phone-tag/create', payload: { name: 'x' } })).toMatchObject({ status: 401 });
    expect(await groupNames(owner)).toEqual([]);
  });
});

describe('phone tags', () => {
  it('creates, renames, pages and deletes tags; deleting a tag takes it off every phone', async () => {
    const [p1, p2] = await phonesOf(owner, 2);
    const [lent] = await phonesOf(other, 1);
    await share(lent!, other, owner);
    const vip = await createTag(' VIP ');
    const idle = await createTag('闲置');
    const games = await createTag('游戏');
    for (const phoneId of [p1, p2, lent])
      expect(await post('phone-tag/bind', { phoneTagId: vip, phoneId })).toMatchObject({ code: 0, data: true });
    await post('phone-tag/bind', { phoneTagId: idle, phoneId: p1 });

    const page = await api<PageResult<TagRow>>('GET', 'phone-tag/page?pageNo=1&pageSize=2');
    expect(page).toMatchObject({ status: 200, code: 0 });
    expect(page.data).toEqual({
      total: 3,
      list: [
        { id: vip, name: 'VIP', phoneCount: 3, createTime: t.clock.now().getTime() },
        { id: idle, name: '闲置', phoneCount: 1, createTime: expect.any(Number) },
      ],
    });
    expect((await api<PageResult<TagRow>>('GET', 'phone-tag/page?pageNo=2&pageSize=2')).data.list).toEqual([
      { id: games, name: '游戏', phoneCount: 0, createTime: expect.any(Number) },
    ]);
    expect((await api<PageResult<TagRow>>('GET', 'phone-tag/page')).data.list).toHaveLength(3);
    expect(await api('GET', 'phone-tag/page?pageSize=301')).toMatchObject({ status: 400 });
    expect(await api('GET', 'phone-tag/page?pageNo=0')).toMatchObject({ status: 400 });

    // The count follows what the member can see: a recycled phone and an expired grant drop out.
    await db().update(phones).set({ recycledAt: t.clock.now() }).where(eq(phones.id, p2!));
    await expireShares(lent!);
    expect((await api<PageResult<TagRow>>('GET', 'phone-tag/page')).data.list[0]).toMatchObject({ id: vip, phoneCount: 1 });

    expect(await post('phone-tag/update', { id: vip, name: 'SVIP' })).toMatchObject({ code: 0, data: true });
    expect(await tagNames(owner)).toEqual(['SVIP', '闲置', '游戏']);
    expect(await post('phone-tag/delete', { id: vip })).toMatchObject({ code: 0, data: true });
    expect(await tagNames(owner)).toEqual(['闲置', '游戏']);
    expect(await tagsOn(p1!)).toEqual([idle]);
    expect(await linkCount(lent)).toBe(0);
    expect(await post('phone-tag/delete', { id: vip })).toMatchObject(NOT_FOUND.tag);
  });

  it('refuses bad and taken names with translated messages and writes nothing', async () => {
    const id = await createTag('kept');
    const other2 = await createTag('second');
    for (const [body, zh, en] of badNames('标签', 'tag')) {
      expect(await post('phone-tag/create', body), JSON.stringify(body)).toMatchObject({ status: 400, code: 400, msg: zh });
      expect((await post('phone-tag/create', body, owner, 'en-US')).msg).toBe(en);
      expect(await post('phone-tag/update', { id, ...body })).toMatchObject({ status: 400, msg: zh });
    }
    expect(await post('phone-tag/create', { name: ' kept' })).toMatchObject({ status: 409, code: 1011003001, msg: '标签名称已存在' });
    expect((await post('phone-tag/create', { name: 'kept' }, owner, 'en-US')).msg).toBe('A tag with this name exists');
    expect(await post('phone-tag/update', { id: other2, name: 'kept' })).toMatchObject({ status: 409, code: 1011003001 });
    expect(await tagNames(owner)).toEqual(['kept', 'second']);
    expect(await createTag('kept', other)).toBeGreaterThan(0);
  });

  it('binds idempotently and unbinds with code 0, also a tag the phone does not carry', async () => {
    const [phoneId] = await phonesOf(owner, 1);
    const tag = await createTag('t');
    expect(await post('phone-tag/bind', { phoneTagId: tag, phoneId })).toMatchObject({ code: 0 });
    expect(await post('phone-tag/bind', { phoneTagId: String(tag), phoneId: String(phoneId) })).toMatchObject({ code: 0 });
    expect(await tagsOn(phoneId!)).toEqual([tag]);
    expect(await post('phone-tag/unbind', { phoneTagId: tag, phoneId })).toMatchObject({ status: 200, code: 0, data: true });
    expect(await tagsOn(phoneId!)).toEqual([]);
    expect(await post('phone-tag/unbind', { phoneTagId: tag, phoneId })).toMatchObject({ code: 0 });
    expect(await post('phone-tag/bind', { phoneTagId: tag })).toMatchObject({ status: 400, msg: '请求参数不正确' });
  });

  it("answers not found for another member's tag or phone, or unknown ones, and binds nothing", async () => {
    const [mine] = await phonesOf(owner, 1);
    const [theirs] = await phonesOf(other, 1);
    const myTag = await createTag('mine');
    const theirTag = await createTag('theirs', other);
    await post('phone-tag/bind', { phoneTagId: theirTag, phoneId: theirs }, other);
    const before = await linkCount();

    for (const phoneTagId of [theirTag, 99_999_999]) {
      expect(await post('phone-tag/bind', { phoneTagId, phoneId: mine })).toMatchObject(NOT_FOUND.tag);
      expect(await post('phone-tag/unbind', { phoneTagId, phoneId: theirs })).toMatchObject(NOT_FOUND.tag);
      expect(await post('phone-tag/bind-batch', { phoneTagId, phoneIds: [mine] })).toMatchObject(NOT_FOUND.tag);
      expect(await post('phone-tag/update', { id: phoneTagId, name: 'x' })).toMatchObject(NOT_FOUND.tag);
      expect(await post('phone-tag/delete', { id: phoneTagId })).toMatchObject(NOT_FOUND.tag);
    }
    expect((await post('phone-tag/delete', { id: theirTag }, owner, 'en-US')).msg).toBe('The tag does not exist');
    for (const phoneId of [theirs, 99_999_999]) {
      expect(await post('phone-tag/bind', { phoneTagId: myTag, phoneId })).toMatchObject(NOT_FOUND.phone);
      expect(await post('phone-tag/unbind', { phoneTagId: myTag, phoneId })).toMatchObject(NOT_FOUND.phone);
    }
    expect((await post('phone-tag/bind', { phoneTagId: myTag, phoneId: theirs }, owner, 'en-US')).msg).toBe('The phone does not exist');
    expect(await linkCount()).toBe(before);
    expect(await tagsOn(theirs!)).toEqual([theirTag]);
    expect(await tagNames(other)).toEqual(['theirs']);
  });

  it("lets a grantee tag a shared phone with their own tags, counted apart from the owner's, until the grant ends", async () => {
    const [lent] = await phonesOf(other, 1);
    await share(lent!, other, owner);
    const ownerTags = await Promise.all(['1', '2', '3', '4', '5'].map((n) => createTag(`o${n}`, other)));
    for (const phoneTagId of ownerTags)
      expect(await post('phone-tag/bind', { phoneTagId, phoneId: lent }, other)).toMatchObject({ code: 0 });
    const mine = await createTag('grantee');
    expect(await post('phone-tag/bind', { phoneTagId: mine, phoneId: lent })).toMatchObject({ code: 0 });
    expect(await tagsOn(lent!)).toHaveLength(6);
    // The grantee may not take the owner's tag off, and cannot group the phone.
    expect(await post('phone-tag/unbind', { phoneTagId: ownerTags[0], phoneId: lent })).toMatchObject(NOT_FOUND.tag);
    const group = await createGroup('g');
    expect(await post('phone-group/move', { phoneIds: [lent], groupId: group })).toMatchObject({ status: 400, code: 1011001003 });

    await expireShares(lent!);
    expect(await post('phone-tag/bind', { phoneTagId: await createTag('late'), phoneId: lent })).toMatchObject(NOT_FOUND.phone);
    expect(await post('phone-tag/unbind', { phoneTagId: mine, phoneId: lent })).toMatchObject(NOT_FOUND.phone);
  });

  it('limits a phone to 5 of the member’s tags', async () => {
    const [phoneId] = await phonesOf(owner, 1);
    const tags = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((n) => createTag(n)));
    for (const phoneTagId of tags.slice(0, 5)) expect(await post('phone-tag/bind', { phoneTagId, phoneId })).toMatchObject({ code: 0 });
    expect(await post('phone-tag/bind', { phoneTagId: tags[5], phoneId })).toMatchObject({
      status: 400,
      code: 1011003002,
      msg: '每台云机最多 5 个标签',
    });
    expect((await post('phone-tag/bind', { phoneTagId: tags[5], phoneId }, owner, 'en-US')).msg).toBe('A phone can have at most 5 tags');
    // Binding one it already carries is not a sixth.
    expect(await post('phone-tag/bind', { phoneTagId: tags[0], phoneId })).toMatchObject({ code: 0 });
    expect(await linkCount(phoneId)).toBe(5);
    await post('phone-tag/unbind', { phoneTagId: tags[0], phoneId });
    expect(await post('phone-tag/bind', { phoneTagId: tags[5], phoneId })).toMatchObject({ code: 0 });
  });

  it('bind-batch answers per phone: the full or unseen ones fail alone, the others are bound', async () => {
    const [free, full, lent] = [...(await phonesOf(owner, 2)), ...(await phonesOf(other, 1))];
    const [theirs] = await phonesOf(other, 1);
    await share(lent!, other, owner);
    const filler = await Promise.all(['1', '2', '3', '4', '5'].map((n) => createTag(`f${n}`)));
    for (const phoneTagId of filler) await post('phone-tag/bind', { phoneTagId, phoneId: full });
    const tag = await createTag('batch');

    const res = await post<OperationResults>('phone-tag/bind-batch', { phoneTagId: tag, phoneIds: [free, full, theirs, lent, 99_999_999] });
    expect(res).toMatchObject({ status: 200, code: 0 });
    expect(res.data.results).toEqual([
      { phoneId: free, ok: true, msg: '操作成功' },
      { phoneId: full, ok: false, msg: '每台云机最多 5 个标签' },
      { phoneId: theirs, ok: false, msg: '云手机不存在' },
      { phoneId: lent, ok: true, msg: '操作成功' },
      { phoneId: 99_999_999, ok: false, msg: '云手机不存在' },
    ]);
    const en = await post<OperationResults>('phone-tag/bind-batch', { phoneTagId: tag, phoneIds: [free, full] }, owner, 'en-US');
    expect(en.data.results.map((r) => r.msg)).toEqual(['Done', 'A phone can have at most 5 tags']);
    expect(await tagsOn(free!)).toEqual([tag]);
    expect(await tagsOn(lent!)).toEqual([tag]);
    expect(await tagsOn(theirs!)).toEqual([]);
    expect(await linkCount(full)).toBe(5);

    const many = await phonesOf(owner, 31);
    const before = await linkCount();
    expect(await post('phone-tag/bind-batch', { phoneTagId: tag, phoneIds: many })).toMatchObject({
      status: 400,
      msg: '最多选择 30 台云手机',
    });
    expect(await post('phone-tag/bind-batch', { phoneTagId: tag, phoneIds: [] })).toMatchObject({ status: 400, msg: '请勾选云手机' });
    expect(await linkCount()).toBe(before);
    const thirty = await post<OperationResults>('phone-tag/bind-batch', { phoneTagId: tag, phoneIds: many.slice(0, 30) });
    expect(thirty.data.results.every((r) => r.ok)).toBe(true);
  });

  it('holds the limit under 10 concurrent binds of different tags to one phone: exactly 5 succeed', async () => {
    const [phoneId] = await phonesOf(owner, 1);
    const tags = await Promise.all(Array.from({ length: 10 }, (_, i) => createTag(`c${i}`)));
    const results = await Promise.all(tags.map((phoneTagId) => post('phone-tag/bind', { phoneTagId, phoneId })));
    expect(results.filter((r) => r.code === 0)).toHaveLength(5);
    expect(results.filter((r) => r.code === 1011003002)).toHaveLength(5);
    expect(await linkCount(phoneId)).toBe(5);
    const mineOnPhone = await db()
      .select({ n: count() })
      .from(phoneTagLinks)
      .innerJoin(phoneTags, eq(phoneTags.id, phoneTagLinks.tagId))
      .where(and(eq(phoneTagLinks.phoneId, phoneId!), eq(phoneTags.memberId, owner.id)));
    expect(mineOnPhone[0]!.n).toBe(5);
  });
});

describe('the OpenAPI document', () => {
  it('documents every group, tree and tag route with its request shape', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/app-api/docs/json' })).json() as { paths: Record<string, unknown> };
    const paths = Object.keys(doc.paths);
    for (const p of ['create', 'update', 'delete', 'move']) expect(paths).toContain(`/app-api/trade/phone-group/${p}`);
    for (const p of ['create', 'update', 'delete', 'bind', 'bind-batch', 'unbind', 'page', 'phone-tree', 'phone-tree-v2']) {
      expect(paths).toContain(`/app-api/trade/phone-tag/${p}`);
    }
    expect(JSON.stringify(doc.paths['/app-api/trade/phone-tag/bind-batch'])).toContain('phoneTagId');
    expect(JSON.stringify(doc.paths['/app-api/trade/phone-tag/phone-tree-v2'])).toContain('groupId');
  });
});
