import type { NoticeRecord, PageResult } from '@cloudphone/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, notifyMessages, systemNotices } from '../../src/db/schema.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { makeMember, operatorToken, signedInMember, type SignedInMember } from '../kit/members.js';
import { systemKit } from '../system/system-kit.js';
import { noticesKit } from './notices-kit.js';

let t: Harness;
let admin: string;
let finance: string;
let ops: string;
let kit: ReturnType<typeof systemKit>;
let box: ReturnType<typeof noticesKit>;
let a: SignedInMember;
let b: SignedInMember;
beforeAll(async () => {
  t = await createHarness();
  kit = systemKit(t);
  box = noticesKit(t);
  [admin, finance, ops] = [await operatorToken(t), await operatorToken(t, ['finance']), await operatorToken(t, ['ops'])];
  [a, b] = [await signedInMember(t), await signedInMember(t)];
});
afterAll(() => t.close());

const NOTICE = '/admin-api/system/notice';
const SEND = '/admin-api/system/notify-message/send';
const stored = async () => ({
  notices: (await t.deps.db.select({ n: count() }).from(systemNotices))[0]!.n,
  messages: (await t.deps.db.select({ n: count() }).from(notifyMessages))[0]!.n,
});
const activeMembers = async () => (await t.deps.db.select({ n: count() }).from(members).where(eq(members.status, 0)))[0]!.n;
const latest = async (token: string) => (await box.page(token, '?pageSize=1')).data.list[0];

describe('the legacy notice (POST and PUT /admin-api/system/notice)', () => {
  it('reaches every active member’s message center and unread count, its HTML sanitised; answers its id', async () => {
    const disabled = await makeMember(t.deps.db, { status: 1 });
    const unread = [await box.unread(a.token), await box.unread(b.token)];
    const res = await kit.call<number>('POST', NOTICE, {
      token: admin,
      payload: { noticeTitle: '系统维护通知', noticeType: 1, noticeContent: '<p onclick="x()">今晚维护</p><script>alert(1)</script>' },
    });
    expect(res.code, res.msg).toBe(0);
    const noticeId = res.data;
    expect([await box.unread(a.token), await box.unread(b.token)]).toEqual([unread[0]! + 1, unread[1]! + 1]);
    for (const m of [a, b])
      expect(await latest(m.token)).toMatchObject({ title: '系统维护通知', type: 1, content: '<p>今晚维护</p>', readStatus: false });
    expect(await box.rows(disabled.id)).toEqual([]);

    const record = await kit.call<NoticeRecord>('GET', `${NOTICE}/${noticeId}`, { token: admin });
    expect(record.data).toMatchObject({
      noticeId,
      noticeTitle: '系统维护通知',
      noticeType: 1,
      noticeContent: '<p>今晚维护</p>',
      audience: 0,
      recipients: await activeMembers(),
    });
    expect(record.data.createBy).toMatch(/^ops/);
  });

  it('edits every member’s copy, read or unread as it was', async () => {
    const noticeId = (
      await kit.call<number>('POST', NOTICE, { token: admin, payload: { noticeTitle: '旧标题', noticeType: 1, noticeContent: '旧内容' } })
    ).data;
    const copyOfA = (await latest(a.token))!;
    await box.info(a.token, copyOfA.id);
    const unread = [await box.unread(a.token), await box.unread(b.token)];

    const res = await kit.call('PUT', NOTICE, {
      token: ops,
      payload: { noticeId, noticeTitle: '新标题', noticeType: 1, noticeContent: '<b>新内容</b><img src=x onerror=alert(1)>' },
    });
    expect(res).toMatchObject({ code: 0, data: true });
    expect(await box.info(a.token, copyOfA.id)).toMatchObject({
      data: { title: '新标题', content: '<b>新内容</b><img src="x" />', readStatus: true },
    });
    expect(await latest(b.token)).toMatchObject({ title: '新标题', readStatus: false });
    expect([await box.unread(a.token), await box.unread(b.token)]).toEqual(unread);
    const record = (await kit.call<NoticeRecord>('GET', `${NOTICE}/${noticeId}`, { token: admin })).data;
    expect(record).toMatchObject({ noticeTitle: '新标题', noticeContent: '<b>新内容</b><img src="x" />' });
    expect(record.updateBy).not.toBe(record.createBy);
    await kit.refusedInBoth(
      'PUT',
      NOTICE,
      { token: admin, payload: { noticeId: 999999, noticeTitle: 'x', noticeType: 1, noticeContent: 'x' } },
      404,
      {
        zh: '公告不存在',
        en: 'This notice does not exist',
      },
    );
  });

  it('refuses a missing title or type with the spec’s messages, in both languages, and sends nothing', async () => {
    const before = await stored();
    const ok = { noticeTitle: '标题', noticeType: 1, noticeContent: '内容' };
    const title = { zh: '公告标题不能为空', en: 'Notice title cannot be empty' };
    const type = { zh: '公告类型不能为空', en: 'Notice type cannot be empty' };
    const cases: Array<[Record<string, unknown>, { zh: string; en: string }]> = [
      [{ ...ok, noticeTitle: undefined }, title],
      [{ ...ok, noticeTitle: '   ' }, title],
      [{ ...ok, noticeType: undefined }, type],
      [{ ...ok, noticeType: 5 }, type],
      [{ ...ok, noticeType: 'a' }, type],
      [
        { ...ok, noticeContent: '' },
        { zh: '公告内容不能为空', en: 'Notice content cannot be empty' },
      ],
      [
        { ...ok, noticeTitle: 't'.repeat(101) },
        { zh: '公告标题不能超过100个字符', en: 'The notice title can be at most 100 characters' },
      ],
      // Nothing left once sanitised is an empty notice.
      [
        { ...ok, noticeContent: '<script>alert(1)</script>' },
        { zh: '公告内容不能为空', en: 'Notice content cannot be empty' },
      ],
    ];
    for (const [payload, msg] of cases) await kit.refusedInBoth('POST', NOTICE, { token: admin, payload }, 400, msg);
    const noticeId = (await kit.call<number>('POST', NOTICE, { token: admin, payload: ok })).data;
    const after = await stored();
    for (const [payload, msg] of cases)
      await kit.refusedInBoth('PUT', NOTICE, { token: admin, payload: { ...payload, noticeId } }, 400, msg);
    expect(await stored()).toEqual(after);
    expect(after.notices).toBe(before.notices + 1);
    expect((await kit.call<NoticeRecord>('GET', `${NOTICE}/${noticeId}`, { token: admin })).data.noticeTitle).toBe('标题');
  });

  it('lists what was sent, newest first, with filters', async () => {
    await kit.call('POST', NOTICE, { token: admin, payload: { noticeTitle: '到期说明', noticeType: 3, noticeContent: '说明' } });
    const list = await kit.call<PageResult<NoticeRecord>>('GET', `${NOTICE}/list?pageSize=2`, { token: admin });
    expect(list.data.list[0]).toMatchObject({ noticeTitle: '到期说明', noticeType: 3 });
    expect(list.data.total).toBeGreaterThanOrEqual(4);
    expect(list.data.list).toHaveLength(2);
    const byTitle = await kit.call<PageResult<NoticeRecord>>('GET', `${NOTICE}/list?noticeTitle=${encodeURIComponent('系统维护')}`, {
      token: admin,
    });
    expect(byTitle.data.list.map((r) => r.noticeTitle)).toEqual(['系统维护通知']);
    const byType = await kit.call<PageResult<NoticeRecord>>('GET', `${NOTICE}/list?noticeType=3`, { token: admin });
    expect(byType.data.list.map((r) => r.noticeTitle)).toEqual(['到期说明']);
    await kit.refusedInBoth('GET', `${NOTICE}/999999`, { token: admin }, 404, { zh: '公告不存在', en: 'This notice does not exist' });
  });

  it('lets finance read the list but not send or edit, and a refused call stores nothing', async () => {
    const before = await stored();
    expect((await kit.call('GET', `${NOTICE}/list`, { token: finance })).status).toBe(200);
    for (const [method, url, payload] of [
      ['POST', NOTICE, { noticeTitle: 'x', noticeType: 1, noticeContent: 'x' }],
      ['PUT', NOTICE, { noticeId: 1, noticeTitle: 'x', noticeType: 1, noticeContent: 'x' }],
      ['POST', SEND, { title: 'x', type: 1, content: 'x' }],
    ] as const) {
      const res = await kit.call(method, url, { token: finance, lang: 'en-US', payload });
      expect({ status: res.status, msg: res.msg }).toEqual({ status: 403, msg: 'Current operation has no permission' });
    }
    expect(await stored()).toEqual(before);
  });
});

describe('messages to chosen members (notify-message/send)', () => {
  it('go to the members chosen by id and no one else, recorded as a notice', async () => {
    const c = await signedInMember(t);
    const unread = [await box.unread(a.token), await box.unread(b.token), await box.unread(c.token)];
    const res = await kit.call<number>('POST', SEND, {
      token: ops,
      payload: { title: '定向消息', type: 1, content: '<p>只给你们</p>', memberIds: [a.id, String(c.id), a.id] },
    });
    expect(res).toMatchObject({ code: 0, data: 2 });
    expect([await box.unread(a.token), await box.unread(b.token), await box.unread(c.token)]).toEqual([
      unread[0]! + 1,
      unread[1],
      unread[2]! + 1,
    ]);
    expect(await latest(c.token)).toMatchObject({ title: '定向消息', content: '<p>只给你们</p>' });
    const [record] = (
      await kit.call<PageResult<NoticeRecord>>('GET', `${NOTICE}/list?noticeTitle=${encodeURIComponent('定向')}`, { token: admin })
    ).data.list;
    expect(record).toMatchObject({ audience: 1, recipients: 2 });
  });

  it('go to one member by phone, or to everyone, as before', async () => {
    const m = await makeMember(t.deps.db);
    const one = await kit.call<number>('POST', SEND, {
      token: admin,
      payload: { title: '单发', type: 2, content: 'x', memberPhone: m.phone },
    });
    expect(one).toMatchObject({ code: 0, data: 1 });
    expect((await box.rows(m.id)).map((r) => r.title)).toEqual(['单发']);
    const all = await kit.call<number>('POST', SEND, { token: admin, payload: { title: '群发', type: 1, content: 'x' } });
    expect(all).toMatchObject({ code: 0, data: await activeMembers() });
    expect((await latest(a.token))?.title).toBe('群发');
  });

  it('refuse unknown or disabled members, both targets at once, or an empty choice, and send nothing', async () => {
    const disabled = await makeMember(t.deps.db, { status: 1 });
    const before = await stored();
    const msg = { title: 'x', type: 1, content: 'x' };
    const unknown = {
      zh: '所选会员中有不存在或已停用的会员，未发送',
      en: 'Some chosen members do not exist or are disabled; nothing was sent',
    };
    await kit.refusedInBoth('POST', SEND, { token: admin, payload: { ...msg, memberIds: [a.id, 999999] } }, 404, unknown);
    await kit.refusedInBoth('POST', SEND, { token: admin, payload: { ...msg, memberIds: [a.id, disabled.id] } }, 404, unknown);
    await kit.refusedInBoth('POST', SEND, { token: admin, payload: { ...msg, memberIds: [] } }, 400, {
      zh: '请选择 1-1000 个会员',
      en: 'Choose from 1 to 1000 members',
    });
    await kit.refusedInBoth('POST', SEND, { token: admin, payload: { ...msg, memberIds: [a.id], memberPhone: '13800000000' } }, 400, {
      zh: '接收人只能是一个手机号或一组会员，不能同时指定',
      en: 'Send to one phone number or to chosen members, not both',
    });
    expect(await stored()).toEqual(before);
    expect((await latest(a.token))?.title).not.toBe('x');
  });
});
