import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, makeMember, operatorToken as makeOperatorToken, signIn } from '../kit/members.js';
import WebSocket from 'ws';

let t: Harness;
let baseUrl: string;
let operatorToken: string;
beforeAll(async () => {
  t = await createHarness();
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  operatorToken = await makeOperatorToken(t);
});
afterAll(() => t.close());

const send = (payload: object, token = operatorToken, lang = 'zh-CN') =>
  t.call<number>({
    method: 'POST',
    url: '/admin-api/system/notify-message/send',
    payload,
    headers: { ...bearer(token), 'accept-language': lang },
  });
const unread = async (token: string) =>
  (await t.call<number>({ method: 'GET', url: '/app-api/system/notify-message/get-unread-count', headers: bearer(token) })).data;

/** Opens the bell socket and collects the counts it pushes. */
function bell(userId: number | string, token: string) {
  const counts: number[] = [];
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/prod-api/api/websocket/notice/${userId}/0?token=${token}`);
  socket.on('message', (raw) => counts.push((JSON.parse(raw.toString()) as { data: number }).data));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const nth = async (n: number) => {
    for (let i = 0; i < 100 && counts.length < n; i++) await new Promise((r) => setTimeout(r, 50));
    return counts[n - 1];
  };
  return { counts, closed, nth, close: () => socket.close() };
}

describe('notices and the bell socket', () => {
  it('pushes the unread count on connect and again when a message arrives', async () => {
    const m = await makeMember(t.deps.db);
    const token = (await signIn(t, m.phone)).accessToken;
    const b = bell(m.id, token);
    expect(await b.nth(1)).toBe(0);
    expect((await send({ title: '到期提醒', type: 3, content: '您的云机将于 3 天后到期', memberPhone: m.phone })).data).toBe(1);
    expect(await b.nth(2)).toBe(1);
    expect(await unread(token)).toBe(1);
    b.close();
  });

  it('broadcasts to every active member', async () => {
    const a = await makeMember(t.deps.db);
    const tokenA = (await signIn(t, a.phone)).accessToken;
    const before = await unread(tokenA);
    const sent = await send({ title: '系统维护通知', type: 1, content: '今晚 2:00-4:00 维护' });
    expect(sent.data).toBeGreaterThanOrEqual(1);
    expect(await unread(tokenA)).toBe(before + 1);
  });

  it('refuses a socket whose user id is not the token owner, or has no token', async () => {
    const m = await makeMember(t.deps.db);
    const token = (await signIn(t, m.phone)).accessToken;
    expect(await bell(m.id + 1, token).closed).toBe(4401);
    expect(await bell(m.id, '').closed).toBe(4401);
  });

  it('validates the notice with the spec messages and lets only operators send', async () => {
    expect(await send({ title: '', type: 1, content: 'x' })).toMatchObject({ status: 400, msg: '公告标题不能为空' });
    expect(await send({ title: 'x', content: 'x' }, operatorToken, 'en-US')).toMatchObject({
      status: 400,
      msg: 'Notice type cannot be empty',
    });
    expect(await send({ title: 'x', type: 1, content: 'x', memberPhone: '13012340000' })).toMatchObject({
      status: 404,
      msg: '未找到该手机号对应的会员',
    });
    const m = await makeMember(t.deps.db);
    const memberToken = (await signIn(t, m.phone)).accessToken;
    expect((await send({ title: 'x', type: 1, content: 'x' }, memberToken)).status).toBe(401);
  });
});
