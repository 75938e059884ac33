import type { AdminPopupNotice, CreatePopupNoticeInput, PageResult, PopupNotice } from '@cloudphone/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { popupNotices } from '../../src/db/schema.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, makeMember, operatorToken as makeOperatorToken, signIn } from '../kit/members.js';

let t: Harness;
let operatorToken: string;
let memberToken: string;

beforeAll(async () => {
  t = await createHarness();
  operatorToken = await makeOperatorToken(t);
  memberToken = (await signIn(t, (await makeMember(t.deps.db)).phone)).accessToken;
});
afterAll(() => t.close());
// Each test starts from no notices, so listings only hold what the test made.
beforeEach(async () => {
  await t.deps.db.delete(popupNotices);
});

const MINUTE = 60_000;
const valid = (overrides: Partial<CreatePopupNoticeInput> = {}): CreatePopupNoticeInput => ({
  title: '维护通知',
  content: '今晚 2:00-4:00 维护',
  contentType: 2,
  popFrequency: 2,
  popPriority: 0,
  msgType: 3,
  status: 0,
  ...overrides,
});

const admin = <T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
  token = operatorToken,
  lang = 'zh-CN',
) =>
  t.call<T>({
    method,
    url: `/admin-api/system/notify-msg-manager/${path}`,
    ...(payload ? { payload } : {}),
    headers: { ...bearer(token), 'accept-language': lang },
  });
const create = async (overrides: Partial<CreatePopupNoticeInput> = {}) => {
  const res = await admin<number>('POST', 'create', valid(overrides));
  if (res.code !== 0) throw new Error(`create failed: ${res.msg}`);
  return res.data;
};
const list = (query = '', token = memberToken, lang = 'zh-CN') =>
  t.call<PageResult<PopupNotice>>({
    method: 'GET',
    url: `/app-api/system/notify-msg-manager/page${query ? `?${query}` : ''}`,
    headers: { ...bearer(token), 'accept-language': lang },
  });
const titles = async (query = 'pageNo=1&pageSize=300&status=0') => (await list(query)).data.list.map((n) => n.title);
const rowCount = async () => (await t.deps.db.select({ n: count() }).from(popupNotices))[0]!.n;

describe('popup notices for members', () => {
  it('lists enabled notices of the asked message types by priority then id, in the spec shape', async () => {
    const second = await create({ title: 'second', popPriority: 1, msgType: 4 });
    await create({ title: 'last', popPriority: 5 });
    await create({ title: 'third', popPriority: 1, popFrequency: 3, contentType: 1, content: '/img/promo.png' });
    await create({ title: 'first', popPriority: 0, popFrequency: 1 });
    await create({ title: 'disabled', popPriority: 0, status: 1 });

    const res = await list('pageNo=1&pageSize=300&nowDateTime=2026-11-23%2010:00:00&msgType=3&msgType=4&status=0');
    expect(res).toMatchObject({ status: 200, code: 0, msg: '' });
    expect(res.data.total).toBe(4);
    expect(res.data.list.map((n) => n.title)).toEqual(['first', 'second', 'third', 'last']);
    expect(res.data.list[1]).toEqual({
      id: second,
      title: 'second',
      content: '今晚 2:00-4:00 维护',
      contentType: 2,
      popFrequency: 2,
      popPriority: 1,
      msgType: 4,
      status: 0,
    });
  });

  it('filters by message type, given repeated, comma-separated, single or not at all', async () => {
    await create({ title: 'three', msgType: 3 });
    await create({ title: 'four', msgType: 4 });
    expect(await titles('msgType=3')).toEqual(['three']);
    expect(await titles('msgType=4&status=0')).toEqual(['four']);
    expect(await titles('msgType=3,4')).toEqual(['three', 'four']);
    expect(await titles('msgType=4&msgType=3')).toEqual(['three', 'four']);
    expect(await titles('')).toEqual(['three', 'four']);
  });

  it("shows a notice only inside its display window, by the server's clock", async () => {
    const now = t.clock.now().getTime();
    await create({ title: 'open' });
    await create({ title: 'started', startTime: now - MINUTE, endTime: now + 10 * MINUTE });
    await create({ title: 'later', startTime: now + 5 * MINUTE });
    await create({ title: 'over', startTime: now - 10 * MINUTE, endTime: now });
    // The browser's claimed time does not move the window.
    expect(await titles('nowDateTime=2099-01-01%2000:00:00')).toEqual(['open', 'started']);

    t.clock.advance(6 * MINUTE);
    expect(await titles()).toEqual(['open', 'started', 'later']);
    t.clock.advance(5 * MINUTE);
    expect(await titles()).toEqual(['open', 'later']);
  });

  it('pages, caps the page size at 300 and refuses bad query values with translated messages', async () => {
    for (const title of ['a', 'b', 'c']) await create({ title });
    const page2 = await list('pageNo=2&pageSize=2');
    expect(page2.data).toMatchObject({ total: 3, list: [{ title: 'c' }] });
    expect((await list('pageSize=300')).code).toBe(0);

    expect(await list('pageSize=301')).toMatchObject({ status: 400, code: 400, msg: '每页条数为 1-300', data: null });
    expect((await list('pageSize=301', memberToken, 'en-US')).msg).toBe('The page size is 1 to 300');
    expect(await list('msgType=1')).toMatchObject({ status: 400, msg: '消息类型只能是 3 或 4' });
    expect(await list('msgType=3,x', memberToken, 'en-US')).toMatchObject({ status: 400, msg: 'The message type must be 3 or 4' });
    expect(await list('status=1')).toMatchObject({ status: 400, msg: '状态不正确' });
    expect(await list('nowDateTime=yesterday')).toMatchObject({ status: 400, msg: '当前时间格式应为 yyyy-MM-dd HH:mm:ss' });
  });

  it('answers 401 without a member session, and to an operator token', async () => {
    await create();
    expect(await t.call({ method: 'GET', url: '/app-api/system/notify-msg-manager/page' })).toMatchObject({
      status: 401,
      code: 401,
      msg: '认证失败，无法访问系统资源',
    });
    expect((await list('', operatorToken)).status).toBe(401);
  });
});

describe('popup notices for operators', () => {
  it('creates, updates, lists and deletes a notice', async () => {
    const id = await create({ title: '新品上线', contentType: 1, content: '/img/new.png', popFrequency: 3 });
    expect(await titles()).toEqual(['新品上线']);

    const updated = await admin<boolean>('PUT', 'update', { id, ...valid({ title: '新品上线（更新）', popPriority: 7, status: 1 }) });
    expect(updated).toMatchObject({ status: 200, code: 0, data: true });
    expect(await titles()).toEqual([]);
    const page = await admin<PageResult<AdminPopupNotice>>('GET', 'page?pageNo=1&pageSize=10&status=1');
    expect(page.data.total).toBe(1);
    expect(page.data.list[0]).toMatchObject({
      id,
      title: '新品上线（更新）',
      contentType: 2,
      popFrequency: 2,
      popPriority: 7,
      status: 1,
      startTime: null,
      endTime: null,
      createTime: expect.any(Number),
    });

    expect(await admin<boolean>('DELETE', `delete?id=${id}`)).toMatchObject({ code: 0, data: true });
    expect(await rowCount()).toBe(0);
    expect(await admin('DELETE', `delete?id=${id}`)).toMatchObject({ status: 404, code: 1002002000, msg: '弹窗通知不存在' });
    expect(await admin('PUT', 'update', { id, ...valid() }, operatorToken, 'en-US')).toMatchObject({
      status: 404,
      msg: 'The popup notice does not exist',
    });
  });

  it('refuses invalid notices with translated messages and writes nothing', async () => {
    const cases: Array<[Partial<CreatePopupNoticeInput> | Record<string, unknown>, string, string]> = [
      [
        { popFrequency: 4 },
        '弹窗频率只能是 1（每次）、2（每天一次）或 3（仅一次）',
        'The popup frequency must be 1 (every time), 2 (once a day) or 3 (once only)',
      ],
      [
        { popFrequency: 0 },
        '弹窗频率只能是 1（每次）、2（每天一次）或 3（仅一次）',
        'The popup frequency must be 1 (every time), 2 (once a day) or 3 (once only)',
      ],
      [{ msgType: 1 }, '消息类型只能是 3 或 4', 'The message type must be 3 or 4'],
      [{ msgType: '3' }, '消息类型只能是 3 或 4', 'The message type must be 3 or 4'],
      [{ title: '' }, '弹窗标题不能为空', 'Popup title cannot be empty'],
      [{ title: '   ' }, '弹窗标题不能为空', 'Popup title cannot be empty'],
      [{ title: 'x'.repeat(101) }, '弹窗标题不能超过 100 个字符', 'The popup title can be at most 100 characters'],
      [{ content: '' }, '弹窗内容不能为空', 'Popup content cannot be empty'],
      [{ contentType: 3 }, '内容类型只能是 1（图片）或 2（文本）', 'The content type must be 1 (image) or 2 (text)'],
      [{ startTime: 2000, endTime: 1000 }, '结束时间必须晚于开始时间', 'The end time must be after the start time'],
    ];
    for (const [overrides, zh, en] of cases) {
      const payload = { ...valid(), ...overrides };
      expect(await admin('POST', 'create', payload), JSON.stringify(overrides)).toMatchObject({ status: 400, code: 400, msg: zh });
      expect((await admin('POST', 'create', payload, operatorToken, 'en-US')).msg).toBe(en);
    }
    const { title: _title, ...untitled } = valid();
    expect((await admin('POST', 'create', untitled)).msg).toBe('弹窗标题不能为空');
    expect(await rowCount()).toBe(0);

    const id = await create({ title: 'kept' });
    expect((await admin('PUT', 'update', { id, ...valid({ popFrequency: 9 }) })).status).toBe(400);
    expect((await admin('PUT', 'update', { id, ...valid({ title: 'y'.repeat(101) }) })).status).toBe(400);
    expect(await titles()).toEqual(['kept']);
  });

  it('accepts a title of exactly 100 characters, trimmed', async () => {
    await create({ title: ` ${'z'.repeat(100)} ` });
    expect(await titles()).toEqual(['z'.repeat(100)]);
  });

  it('refuses a member token and no token on every operator route, touching nothing', async () => {
    const id = await create({ title: 'stays' });
    for (const token of [memberToken, '']) {
      expect((await admin('POST', 'create', valid(), token)).status).toBe(401);
      expect((await admin('PUT', 'update', { id, ...valid({ title: 'changed' }) }, token)).status).toBe(401);
      expect((await admin('DELETE', `delete?id=${id}`, undefined, token)).status).toBe(401);
      expect((await admin('GET', 'page', undefined, token)).status).toBe(401);
    }
    expect(await titles()).toEqual(['stays']);
  });

  it('documents the routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/app-api/docs/json' })).json() as { paths: Record<string, unknown> };
    for (const p of ['page', 'create', 'update', 'delete'])
      expect(Object.keys(doc.paths)).toContain(`/admin-api/system/notify-msg-manager/${p}`);
    expect(JSON.stringify(doc.paths['/app-api/system/notify-msg-manager/page'])).toContain('nowDateTime');
  });
});
