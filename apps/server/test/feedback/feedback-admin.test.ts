import { feedbackAdminApi, type AdminFeedbackRow, type AdminKeyAccountLeadRow, type PageResult } from '@cloudphone/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyAccountLeads, operateLogs, userFeedback } from '../../src/db/schema.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, operatorToken, signedInMember, type SignedInMember } from '../kit/members.js';

const api = feedbackAdminApi.endpoints;
let t: Harness;
let operator: string;
beforeAll(async () => {
  t = await createHarness();
  operator = await operatorToken(t);
});
afterAll(() => t.close());

const as = (token: string, lang = 'zh-CN') => ({ ...bearer(token), 'accept-language': lang });
const get = <T>(url: string, token = operator, lang = 'zh-CN') => t.call<T>({ method: 'GET', url, headers: as(token, lang) });
const put = (url: string, payload: object, token = operator, lang = 'zh-CN') =>
  t.call<boolean>({ method: 'PUT', url, payload, headers: as(token, lang) });
const lastLog = async (path: string) =>
  (await t.deps.db.select().from(operateLogs).where(eq(operateLogs.path, path)).orderBy(desc(operateLogs.id)).limit(1))[0];

async function sendFeedback(m: SignedInMember, title: string) {
  const sent = await t.call<number>({
    method: 'POST',
    url: '/app-api/system/user-feedback/feedback',
    headers: bearer(m.token),
    payload: { feedbackTitle: title, feedbackContent: `${title} 详情`, feedbackSource: '1' },
  });
  expect(sent.code, sent.msg).toBe(0);
  return sent.data;
}
const feedbackRow = async (id: number, query = '') =>
  (await get<PageResult<AdminFeedbackRow>>(`${api.page.path}?pageSize=300${query}`)).data.list.find((f) => f.id === id);

describe('reading and closing feedback', () => {
  it('marks a feedback read when the operator opens it, keeping the first time', async () => {
    const m = await signedInMember(t);
    const id = await sendFeedback(m, '打不开');
    expect(await feedbackRow(id)).toMatchObject({ read: false, closed: false });
    const opened = await get<AdminFeedbackRow>(`${api.get.path}?id=${id}`);
    expect(opened.code, opened.msg).toBe(0);
    expect(opened.data).toMatchObject({ id, feedbackTitle: '打不开', memberId: m.id, read: true, closed: false });
    const first = t.clock.now();
    t.clock.advance(60_000);
    await get(`${api.get.path}?id=${id}`);
    expect(await feedbackRow(id)).toMatchObject({ read: true });
    const [stored] = await t.deps.db.select().from(userFeedback).where(eq(userFeedback.id, id));
    expect(stored!.readAt).toEqual(first);
  });

  it('closes a feedback: it shows closed, leaves the open filter, and the audit log has it as it was', async () => {
    const m = await signedInMember(t);
    const id = await sendFeedback(m, '已解决');
    expect(await put(api.close.path, { id })).toMatchObject({ code: 0, data: true });
    expect(await feedbackRow(id)).toMatchObject({ closed: true });
    expect(await feedbackRow(id, '&closed=false')).toBeUndefined();
    expect(await feedbackRow(id, '&closed=true&replied=false')).toMatchObject({ id });
    expect(await lastLog(api.close.path)).toMatchObject({ before: { id, title: '已解决', closedAt: null }, after: { id } });
    // Closing again is fine and keeps the first time.
    const [closed] = await t.deps.db.select().from(userFeedback).where(eq(userFeedback.id, id));
    t.clock.advance(1000);
    expect((await put(api.close.path, { id })).code).toBe(0);
    const [again] = await t.deps.db.select().from(userFeedback).where(eq(userFeedback.id, id));
    expect(again!.closedAt).toEqual(closed!.closedAt);
  });

  it('refuses unknown feedback and bad input with translated messages', async () => {
    expect(await get(`${api.get.path}?id=999999999`)).toMatchObject({ status: 404, msg: '反馈不存在' });
    expect(await put(api.close.path, { id: 999_999_999 }, operator, 'en-US')).toMatchObject({
      status: 404,
      msg: 'The feedback does not exist',
    });
    expect((await put(api.close.path, { id: 'x' })).status).toBe(400);
    expect((await get(`${api.page.path}?closed=maybe`)).status).toBe(400);
  });
});

describe('lead statuses', () => {
  const lead = { company: '云途科技', contact: '张三', phone: '13800138000', fleetSize: 50 };

  it('sets a lead’s status (0 new, 1 contacted, 2 won, 3 lost): the list shows it and filters by it', async () => {
    const m = await signedInMember(t);
    const created = await t.call<number>({
      method: 'POST',
      url: '/app-api/member/key-account-lead/create',
      headers: bearer(m.token),
      payload: lead,
    });
    const id = created.data;
    const rowOf = async (query = '') =>
      (await get<PageResult<AdminKeyAccountLeadRow>>(`${api.leadPage.path}?pageSize=300${query}`)).data.list.find((l) => l.id === id);
    expect(await rowOf()).toMatchObject({ status: 0 });
    expect(await put(api.leadUpdateStatus.path, { id, status: 2 })).toMatchObject({ code: 0, data: true });
    expect(await rowOf()).toMatchObject({ status: 2 });
    expect(await rowOf('&status=2')).toMatchObject({ id });
    expect(await rowOf('&status=0')).toBeUndefined();
    expect(await lastLog(api.leadUpdateStatus.path)).toMatchObject({ before: { id, status: 0 }, after: { id, status: 2 } });
  });

  it('refuses a bad status or an unknown lead, changing nothing', async () => {
    const m = await signedInMember(t);
    const id = (
      await t.call<number>({ method: 'POST', url: '/app-api/member/key-account-lead/create', headers: bearer(m.token), payload: lead })
    ).data;
    expect(await put(api.leadUpdateStatus.path, { id, status: 4 })).toMatchObject({
      status: 400,
      msg: '状态只能是 0（新线索）、1（已联系）、2（已成交）或 3（已流失）',
    });
    expect(await put(api.leadUpdateStatus.path, { id, status: -1 }, operator, 'en-US')).toMatchObject({
      status: 400,
      msg: 'The status must be 0 (new), 1 (contacted), 2 (won) or 3 (lost)',
    });
    expect(await put(api.leadUpdateStatus.path, { id: 999_999_999, status: 1 })).toMatchObject({ status: 404, msg: '咨询记录不存在' });
    expect((await get(`${api.leadPage.path}?status=9`, operator, 'en-US')).msg).toBe(
      'The status must be 0 (new), 1 (contacted), 2 (won) or 3 (lost)',
    );
    const [stored] = await t.deps.db.select().from(keyAccountLeads).where(eq(keyAccountLeads.id, id));
    expect(stored!.status).toBe(0);
  });
});

describe('who may call', () => {
  it('lets ops close feedback and set lead statuses; finance only reads', async () => {
    const m = await signedInMember(t);
    const id = await sendFeedback(m, '权限');
    const leadId = (
      await t.call<number>({
        method: 'POST',
        url: '/app-api/member/key-account-lead/create',
        headers: bearer(m.token),
        payload: { company: 'A', contact: 'B', phone: '13800138000', fleetSize: 1 },
      })
    ).data;
    const finance = await operatorToken(t, ['finance']);
    const ops = await operatorToken(t, ['ops']);
    expect((await get(`${api.get.path}?id=${id}`, finance)).code).toBe(0);
    expect(await put(api.close.path, { id }, finance, 'en-US')).toMatchObject({ status: 403, msg: 'Current operation has no permission' });
    expect((await put(api.leadUpdateStatus.path, { id: leadId, status: 1 }, finance)).status).toBe(403);
    expect(await feedbackRow(id)).toMatchObject({ closed: false });
    expect((await put(api.close.path, { id }, ops)).code).toBe(0);
    expect((await put(api.leadUpdateStatus.path, { id: leadId, status: 1 }, ops)).code).toBe(0);
    const nobody = await operatorToken(t, []);
    expect((await get(`${api.get.path}?id=${id}`, nobody)).status).toBe(403);
    expect((await put(api.close.path, { id }, m.token)).status).toBe(401);
  });
});
