import type { MenuRoute } from '@cloudphone/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews, userFeedback } from '../../src/db/schema.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, makeMember, signIn, snapshot } from '../kit/members.js';

let t: Harness;
let token: string;
let memberId: number;
beforeAll(async () => {
  t = await createHarness();
  const m = await makeMember(t.deps.db);
  memberId = m.id;
  token = (await signIn(t, m.phone)).accessToken;
});
afterAll(() => t.close());

const paths = (routes: MenuRoute[]): string[] => routes.flatMap((r) => [r.path, ...paths(r.children ?? [])]);

describe('menu route tree', () => {
  it('serves every route of the main shell, with the pinned cloud phone list', async () => {
    const res = await t.call<MenuRoute[]>({ method: 'GET', url: '/getRouters', headers: bearer(token) });
    expect(res.code).toBe(0);
    const all = paths(res.data);
    for (const p of [
      '/index',
      '/payManage',
      '/renewManage',
      '/proxy',
      '/setting',
      'account',
      'about',
      'customer',
      '/play',
      '/groupControl',
      '/redemptionCode',
      '/orderRecords',
      '/notice',
      '/personalCenter/accountCenter',
      '/empowerPhoneList',
      '/uploadRecords',
      '/recycleBin',
    ]) {
      expect(all).toContain(p);
    }
    const index = res.data[0]!.children![0]!;
    expect(index.meta).toMatchObject({ title: 'menu.cloudPhone', affix: true });
    expect(res.data.every((r) => r.component === 'Layout')).toBe(true);
  });

  it('is for signed-in members only', async () => {
    expect((await t.call({ method: 'GET', url: '/getRouters' })).status).toBe(401);
  });
});

describe('feedback', () => {
  const send = (payload: object, lang = 'zh-CN') =>
    t.call<number>({
      method: 'POST',
      url: '/app-api/system/user-feedback/feedback',
      payload,
      headers: { ...bearer(token), 'accept-language': lang },
    });

  it('stores feedback against the member', async () => {
    const res = await send({ feedbackTitle: '云机卡顿', feedbackContent: '晚上八点后画面延迟较高', feedbackSource: '1' });
    expect(res.code).toBe(0);
    const [row] = await t.deps.db.select().from(userFeedback).where(eq(userFeedback.id, res.data));
    expect(row).toMatchObject({ memberId, title: '云机卡顿', content: '晚上八点后画面延迟较高', source: '1' });
  });

  it.each([
    [{ feedbackTitle: '', feedbackContent: 'x', feedbackSource: '1' }, '请输入反馈标题'],
    [{ feedbackTitle: 'x'.repeat(101), feedbackContent: 'x', feedbackSource: '1' }, '标题不能超过 100 个字符'],
    [{ feedbackTitle: 'x', feedbackContent: '   ', feedbackSource: '1' }, '请输入反馈内容'],
    [{ feedbackTitle: 'x', feedbackContent: 'y'.repeat(301), feedbackSource: '1' }, '内容不能超过 300 个字符'],
    [{ feedbackTitle: 'x', feedbackContent: 'y', feedbackSource: '2' }, '请求参数不正确'],
  ])('rejects %j with "%s" and stores nothing', async (payload, msg) => {
    const [before] = await t.deps.db.select({ n: count() }).from(userFeedback);
    expect(await send(payload)).toMatchObject({ status: 400, msg });
    const [after] = await t.deps.db.select({ n: count() }).from(userFeedback);
    expect(after!.n).toBe(before!.n);
  });

  it('needs a session', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/app-api/system/user-feedback/feedback',
      payload: { feedbackTitle: 'a', feedbackContent: 'b', feedbackSource: '1' },
    });
    expect(res.status).toBe(401);
  });
});

describe('page views and contacts', () => {
  it('records a navigation', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/app-api/system/page-view',
      payload: { path: '/index?from=menu', title: 'menu.cloudPhone' },
      headers: bearer(token),
    });
    expect(res.code).toBe(0);
    const rows = await t.deps.db.select().from(pageViews).where(eq(pageViews.memberId, memberId));
    expect(rows.map((r) => r.path)).toContain('/index?from=menu');
    expect((await t.call({ method: 'POST', url: '/app-api/system/page-view', payload: { path: '' }, headers: bearer(token) })).status).toBe(
      400,
    );
  });

  it('pages customer-service entries by type', async () => {
    await t.deps.front.addCustomerService({ type: 2, name: '交流群', link: 'https://example.cn/join', sort: 0 });
    await t.deps.front.addCustomerService({ type: 1, name: '客服小美', weChatContact: 'cs-mei', sort: 0 });
    await t.deps.front.addCustomerService({ type: 1, name: '停用客服', weChatContact: 'off', sort: 1, enabled: 0 });
    const group = await t.call<{ list: { name: string; link: string }[]; total: number }>({
      method: 'GET',
      url: '/app-api/system/customer-service/page?pageNo=1&pageSize=1&type=2',
    });
    expect(group.data).toEqual({ total: 1, list: [expect.objectContaining({ name: '交流群', link: 'https://example.cn/join' })] });
    const contacts = await t.call<{ list: { name: string }[]; total: number }>({
      method: 'GET',
      url: '/app-api/system/customer-service/page?type=1',
    });
    expect(contacts.data.list.map((c) => c.name)).toEqual(['客服小美']);
    expect((await t.call({ method: 'GET', url: '/app-api/system/customer-service/page?type=9' })).status).toBe(400);
  });
});

describe('snapshot helper still sees the member tables', () => {
  it('counts rows', async () => {
    expect((await snapshot(t.deps.db)).members).toBeGreaterThan(0);
  });
});
