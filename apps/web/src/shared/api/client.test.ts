import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import { createTokenRefresher } from './token-refresher';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server whose only valid token is `valid`; anything else gets 401. */
function setup({ refreshFails = false, validToken = 'new' } = {}) {
  const state = { token: 'old' as string | null };
  const sent: Array<{ url: string; auth: string | undefined; body: unknown }> = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const auth = (init.headers as Record<string, string>).Authorization;
    sent.push({ url, auth, body: init.body });
    await delay(url.startsWith('/slow') ? 60 : 1);
    if (auth !== `Bearer ${validToken}`) return json({ code: 401, data: null, msg: 'expired' }, 401);
    return json({ code: 0, data: { url }, msg: '' });
  });
  const callRefresh = vi.fn(async () => {
    await delay(20);
    if (refreshFails) throw new Error('refresh token reused');
    return { accessToken: 'new', refreshToken: 'r2' };
  });
  const refresher = createTokenRefresher({
    callRefresh,
    getToken: () => state.token,
    readSharedToken: () => state.token,
    readSharedRefreshToken: () => 'r1',
    storeTokens: (tokens) => {
      state.token = tokens.accessToken;
    },
  });
  const ui = { toastError: vi.fn(), notifyError: vi.fn(), alert: vi.fn(async () => undefined) };
  const onSessionExpired = vi.fn(() => {
    state.token = null;
  });
  const client = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    context: () => ({ locale: 'en-US', token: state.token, channelCode: 'default' }),
    refresher,
    onSessionExpired,
    ui,
    text: (key) => `text:${key}`,
  });
  return { client, fetch, sent, callRefresh, ui, onSessionExpired, state };
}

describe('api client: single-flight token refresh', () => {
  it('refreshes once for concurrent 401s and retries every request with the new token', async () => {
    const { client, callRefresh, sent } = setup();
    const results = await Promise.all([
      client.get<{ url: string }>('/a'),
      client.get<{ url: string }>('/b'),
      client.post<{ url: string }>('/c', { x: 1 }),
    ]);
    expect(results.map((r) => r.url)).toEqual(['/a', '/b', '/c']);
    expect(callRefresh).toHaveBeenCalledTimes(1);
    const retried = sent
      .filter((s) => s.auth === 'Bearer new')
      .map((s) => s.url)
      .sort();
    expect(retried).toEqual(['/a', '/b', '/c']);
    expect(sent.filter((s) => s.auth === 'Bearer old')).toHaveLength(3);
    expect(sent.find((s) => s.url === '/c' && s.auth === 'Bearer new')?.body).toBe('{"x":1}');
  });

  it('does not refresh again for a 401 that arrives after the refresh finished', async () => {
    const { client, callRefresh, sent } = setup();
    // /slow is sent with the old token but answers after /fast has already refreshed it.
    const [fast, slow] = await Promise.all([client.get<{ url: string }>('/fast'), client.get<{ url: string }>('/slow')]);
    expect([fast.url, slow.url]).toEqual(['/fast', '/slow']);
    expect(callRefresh).toHaveBeenCalledTimes(1);
    expect(sent.filter((s) => s.url === '/slow').map((s) => s.auth)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('when the refresh fails: every waiting request rejects and the expiry path runs once, with no error notices', async () => {
    const { client, callRefresh, onSessionExpired, ui } = setup({ refreshFails: true });
    const outcomes = await Promise.allSettled([client.get('/a'), client.get('/b'), client.get('/c')]);
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    const reasons = outcomes.map((o) => (o as PromiseRejectedResult).reason as ApiError);
    expect(reasons.every((r) => r instanceof ApiError && r.code === 401 && r.handled)).toBe(true);
    expect(reasons[0]?.message).toBe('Login has expired, please log in again');
    expect(callRefresh).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(ui.notifyError).not.toHaveBeenCalled();
    expect(ui.toastError).not.toHaveBeenCalled();
  });

  it('does not try to refresh when no token was sent', async () => {
    const { client, callRefresh, state, ui } = setup();
    state.token = null;
    await expect(client.get('/public')).rejects.toBeInstanceOf(ApiError);
    expect(callRefresh).not.toHaveBeenCalled();
    expect(ui.notifyError).toHaveBeenCalledWith('expired');
  });
});

describe('api client: how failures are shown', () => {
  const withResponse = (response: () => Response | Promise<Response>) => {
    const ui = { toastError: vi.fn(), notifyError: vi.fn(), alert: vi.fn(async () => undefined) };
    const fetch = vi.fn(async () => response());
    const client = createApiClient({
      fetch: fetch as unknown as typeof globalThis.fetch,
      context: () => ({ locale: 'zh-CN', token: null, channelCode: 'default' }),
      refresher: createTokenRefresher({
        callRefresh: vi.fn(),
        getToken: () => null,
        readSharedToken: () => null,
        readSharedRefreshToken: () => null,
        storeTokens: vi.fn(),
      }),
      onSessionExpired: vi.fn(),
      ui,
      text: (key) => `text:${key}`,
    });
    return { client, ui, fetch };
  };

  it("sends a call's own headers beside the usual ones", async () => {
    const { client, fetch } = withResponse(() => json({ code: 0, data: 1, msg: '' }));
    await client.request({ url: '/x', method: 'POST', data: {}, headers: { 'Idempotency-Key': 'key-12345678' } });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    const headers = init.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('key-12345678');
    expect(headers['Content-Type']).toContain('application/json');
  });

  it('accepts code 0 and 200 and returns data', async () => {
    expect(await withResponse(() => json({ code: 200, data: 7, msg: '' })).client.get('/x')).toBe(7);
    expect(await withResponse(() => json({ code: 0, data: 'ok', msg: '' })).client.get('/x')).toBe('ok');
  });

  it('500: toast with the server message and reject', async () => {
    const { client, ui } = withResponse(() => json({ code: 500, data: null, msg: '系统未知错误' }, 500));
    await expect(client.get('/x')).rejects.toMatchObject({ code: 500, message: '系统未知错误' });
    expect(ui.toastError).toHaveBeenCalledWith('系统未知错误');
    expect(ui.notifyError).not.toHaveBeenCalled();
  });

  it('other failures: an error notice with the server message, or the HTTP class message when none', async () => {
    const { client, ui } = withResponse(() => json({ code: 1004003023, data: null, msg: '今日获取验证码次数已达上限，请明日重试' }, 429));
    await expect(client.get('/x')).rejects.toMatchObject({ code: 1004003023 });
    expect(ui.notifyError).toHaveBeenCalledWith('今日获取验证码次数已达上限，请明日重试');
    const bare = withResponse(() => new Response('nope', { status: 403 }));
    await expect(bare.client.get('/y')).rejects.toMatchObject({ code: 403, message: '当前操作没有权限' });
  });

  it('1011000022 rejects with the message but shows nothing', async () => {
    const { client, ui } = withResponse(() => json({ code: 1011000022, data: null, msg: '操作失败' }, 400));
    await expect(client.get('/x')).rejects.toMatchObject({ message: '操作失败' });
    expect(ui.notifyError).not.toHaveBeenCalled();
    expect(ui.toastError).not.toHaveBeenCalled();
  });

  it('passErrors (login, register, logout) hands every error to the caller silently', async () => {
    const { client, ui } = withResponse(() => json({ code: 1004003000, data: null, msg: '手机号或密码不正确' }, 400));
    await expect(client.post('/login', {}, { passErrors: true })).rejects.toMatchObject({ message: '手机号或密码不正确', handled: false });
    expect(ui.notifyError).not.toHaveBeenCalled();
  });

  it('4100100102 on login: the Tip modal with a Confirm button, and the call rejects as handled', async () => {
    const { client, ui } = withResponse(() => json({ code: 4100100102, data: null, msg: '该手机号已被禁用，请联系客服' }, 403));
    await expect(client.post('/login', {}, { passErrors: true, isLogin: true })).rejects.toMatchObject({ handled: true });
    expect(ui.alert).toHaveBeenCalledWith({
      title: 'text:tip',
      content: '该手机号已被禁用，请联系客服',
      okText: 'text:confirm',
      testId: 'disabled-confirm',
    });
  });

  it('4100100102 elsewhere: the data comes back as-is', async () => {
    const { client, ui } = withResponse(() => json({ code: 4100100102, data: { disabled: true }, msg: 'x' }, 403));
    await expect(client.get('/other')).resolves.toEqual({ disabled: true });
    expect(ui.alert).not.toHaveBeenCalled();
  });

  it('a network failure toasts the network message and rejects', async () => {
    const { client, ui } = withResponse(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.get('/x')).rejects.toMatchObject({ code: 0, message: 'text:networkError' });
    expect(ui.toastError).toHaveBeenCalledWith('text:networkError');
  });

  it('serialises GET params into the URL and sends JSON bodies only when there is one', async () => {
    const { client, fetch } = withResponse(() => json({ code: 0, data: null, msg: '' }));
    await client.get('/list', { pageNo: 1, params: { a: 'b' } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/list?pageNo=1&params%5Ba%5D=b');
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});
