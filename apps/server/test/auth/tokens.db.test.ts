import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, makeMember, signIn } from '../kit/members.js';
import { openPush } from '../kit/ws-client.js';

let t: Harness;
let baseUrl: string;
beforeAll(async () => {
  t = await createHarness({ ACCESS_TOKEN_TTL_S: '600' });
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

type Tokens = { accessToken: string; refreshToken: string; userId: number; expiresTime: number };
const refresh = (refreshToken: string) =>
  t.call<Tokens>({
    method: 'POST',
    url: `/app-api/member/auth/refresh-token?refreshToken=${encodeURIComponent(refreshToken)}&clientSource=WEB`,
  });
const info = (token: string) => t.call({ method: 'GET', url: '/app-api/member/member/currentMemberInfo', headers: bearer(token) });

describe('tokens', () => {
  it('expires the access token and lets the refresh token rotate both', async () => {
    const m = await makeMember(t.deps.db);
    const first = await signIn(t, m.phone);
    t.clock.advance(601_000);
    expect((await info(first.accessToken)).status).toBe(401);
    const next = await refresh(first.refreshToken);
    expect(next.code).toBe(0);
    expect(next.data.refreshToken).not.toBe(first.refreshToken);
    expect(next.data.accessToken).not.toBe(first.accessToken);
    expect(next.data.expiresTime).toBe(t.clock.now().getTime() + 600_000);
    expect((await info(next.data.accessToken)).code).toBe(0);
  });

  it('ends the session when a used refresh token comes back', async () => {
    const m = await makeMember(t.deps.db);
    const first = await signIn(t, m.phone);
    const second = await refresh(first.refreshToken);
    const replay = await refresh(first.refreshToken);
    expect(replay).toMatchObject({ status: 401, code: 401, msg: '登录状态已过期，请重新登录' });
    expect((await info(second.data.accessToken)).status).toBe(401);
    expect((await refresh(second.data.refreshToken)).status).toBe(401);
  });

  it('gives exactly one rotation to concurrent refreshes of one token', async () => {
    const m = await makeMember(t.deps.db);
    const first = await signIn(t, m.phone);
    const results = await Promise.all(Array.from({ length: 5 }, () => refresh(first.refreshToken)));
    // The first wins; the others present a used token, which ends the session as a replay would.
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code === 401)).toHaveLength(4);
  });

  it('refuses a refresh after logout, and an unknown or missing refresh token', async () => {
    const m = await makeMember(t.deps.db);
    const s = await signIn(t, m.phone);
    await t.call({ method: 'POST', url: '/app-api/member/auth/logout', headers: bearer(s.accessToken) });
    expect((await refresh(s.refreshToken)).status).toBe(401);
    expect((await refresh('not-a-token')).status).toBe(401);
    const missing = await t.call({ method: 'POST', url: '/app-api/member/auth/refresh-token' });
    expect(missing.status).toBe(400);
  });

  it('refuses a refresh once the refresh token has expired', async () => {
    const m = await makeMember(t.deps.db);
    const s = await signIn(t, m.phone);
    t.clock.advance(31 * 24 * 3600_000);
    expect((await refresh(s.refreshToken)).status).toBe(401);
  });

  it('refuses tokens of a member who was disabled', async () => {
    const m = await makeMember(t.deps.db);
    const s = await signIn(t, m.phone);
    const { createMembersRepo } = await import('../../src/modules/member/members.repo.js');
    await createMembersRepo(t.deps.db).setStatus(m.id, 1);
    expect((await info(s.accessToken)).status).toBe(401);
    expect((await refresh(s.refreshToken)).status).toBe(401);
  });

  it('rejects requests without a bearer token or with a malformed one', async () => {
    expect((await t.call({ method: 'GET', url: '/getInfo' })).status).toBe(401);
    const res = await t.call({ method: 'GET', url: '/getInfo', headers: { authorization: 'Basic abc', 'accept-language': 'en-US' } });
    expect(res).toMatchObject({ status: 401, msg: 'Authentication failed, cannot access system resources' });
  });

  it('getInfo returns the member with the default role', async () => {
    const m = await makeMember(t.deps.db);
    const s = await signIn(t, m.phone);
    const res = await t.call<{ user: { phone: string; hasPassword: boolean }; roles: string[] }>({
      method: 'GET',
      url: '/getInfo',
      headers: bearer(s.accessToken),
    });
    expect(res.data.roles).toEqual(['ROLE_DEFAULT']);
    expect(res.data.user).toMatchObject({ phone: m.phone, hasPassword: true });
    expect(JSON.stringify(res.data)).not.toContain('argon2');
  });
});

describe('one active session per member', () => {
  it('pushes LOGIN_OCCUPIED to the first browser and refuses its token when the member signs in again', async () => {
    const m = await makeMember(t.deps.db);
    const first = await signIn(t, m.phone);
    const push = await openPush(baseUrl, first.accessToken);
    expect(push.messages[0]?.type).toBe('ready');
    const second = await signIn(t, m.phone);
    const occupied = await push.next('LOGIN_OCCUPIED');
    expect(occupied.msg).toBe('您的账号已在其他设备登录');
    expect((await push.closed).code).toBe(4001);
    const old = await info(first.accessToken);
    expect(old).toMatchObject({ status: 401, msg: '您的账号已在其他设备登录' });
    expect((await info(second.accessToken)).code).toBe(0);
  });

  it('speaks English to an English browser', async () => {
    const m = await makeMember(t.deps.db);
    const first = await signIn(t, m.phone);
    const push = await openPush(baseUrl, first.accessToken, 'en-US');
    await signIn(t, m.phone);
    expect((await push.next('LOGIN_OCCUPIED')).msg).toBe('Your account is already logged in on another device');
  });

  it('closes the push socket on logout and refuses sockets without a live token', async () => {
    const m = await makeMember(t.deps.db);
    const s = await signIn(t, m.phone);
    const push = await openPush(baseUrl, s.accessToken);
    await t.call({ method: 'POST', url: '/app-api/member/auth/logout', headers: bearer(s.accessToken) });
    expect((await push.closed).code).toBe(4002);
    const again = await openPush(baseUrl, s.accessToken);
    expect((await again.closed).code).toBe(4401);
    const none = await openPush(baseUrl, 'nonsense');
    expect((await none.closed).code).toBe(4401);
  });
});
