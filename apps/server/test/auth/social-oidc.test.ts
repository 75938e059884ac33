import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema.js';
import { createSocialRepo } from '../../src/modules/auth/social.repo.js';
import { createMembersRepo, MEMBER_STATUS } from '../../src/modules/member/members.repo.js';

import { bearer, freshPhone, makeMember, smsCode, snapshot } from '../kit/members.js';
import { trialPhonesOf } from '../kit/trial-phones.js';

import {
  EN,
  OIDC_CLIENT,
  PUBLIC_URL,
  authorizationUrl,
  comeBackFrom,
  identityCount,
  issuer,
  memberInfo,
  redirectFor,
  socialBind,
  socialLogin,
  t,
  unboundTicket,
  useSocialFixture,
} from './social-fixture.js';

useSocialFixture();
describe('social login with an OpenID Connect provider', () => {
  it('lists the enabled providers for the sign-in page and documents the three endpoints', async () => {
    const logo = await t.call<{ socialProviders: { type: string; name: string }[] }>({ method: 'GET', url: '/app-api/system/front/logo' });
    expect(logo.data.socialProviders).toEqual([
      { type: 'oidc', name: 'Test IdP' },
      { type: 'wechat', name: 'WeChat' },
      { type: 'qq', name: 'QQ' },
    ]);
    const doc = (await t.app.inject({ method: 'GET', url: '/app-api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/app-api/member/auth/social-auth-redirect'] ?? {})).toContain('get');
    expect(Object.keys(doc.paths['/app-api/member/auth/social-login'] ?? {})).toContain('post');
    expect(Object.keys(doc.paths['/app-api/member/auth/social-bind'] ?? {})).toContain('post');
  });

  it('sends the browser to the issuer with PKCE S256, a nonce, a fresh state and the exact redirect URI', async () => {
    const a = new URL(await authorizationUrl('oidc'));
    const b = new URL(await authorizationUrl('oidc'));
    expect(`${a.origin}${a.pathname}`).toBe(`${issuer}/auth`);
    expect(a.searchParams.get('client_id')).toBe(OIDC_CLIENT.id);
    expect(a.searchParams.get('redirect_uri')).toBe(redirectFor('oidc'));
    expect(a.searchParams.get('response_type')).toBe('code');
    expect(a.searchParams.get('scope')).toBe('openid profile');
    expect(a.searchParams.get('code_challenge_method')).toBe('S256');
    expect(a.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(a.searchParams.get('nonce')).toBeTruthy();
    expect(a.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(b.searchParams.get('state')).not.toBe(a.searchParams.get('state'));
    expect(b.searchParams.get('code_challenge')).not.toBe(a.searchParams.get('code_challenge'));
    expect(a.href).not.toContain(OIDC_CLIENT.secret);
  });

  it('round trip: unbound identity → bind ticket → phone bound by SMS → session; next time signed in directly', async () => {
    const phone = freshPhone();
    const before = await snapshot(t.deps.db);
    const first = await unboundTicket('oidc', 'alice');
    expect(first.nickname).toBe('Name of alice');
    expect(first.bindTicket).toMatch(/^[\w-]{43}$/);
    // Nothing is written until a phone is proven.
    expect(await snapshot(t.deps.db)).toEqual(before);

    const code = await smsCode(t, phone, 'bind');
    const bound = await socialBind({ bindTicket: first.bindTicket, phone, code });
    expect(bound.code).toBe(0);
    expect(bound.data.accessToken).toBeTruthy();
    expect(bound.data.refreshToken).toBeTruthy();
    expect(bound.data.expiresTime).toBeGreaterThan(t.clock.now().getTime());
    const info = await memberInfo(bound.data.accessToken);
    expect(info.phone).toBe(phone);
    expect(info.nickname).toBe('Name of alice');
    const identity = await createSocialRepo(t.deps.db).find('oidc', 'alice');
    expect(identity?.memberId).toBe(bound.data.userId);
    expect(identity?.nickname).toBe('Name of alice');
    expect(await trialPhonesOf(t, bound.data.userId)).toHaveLength(1);

    const again = await socialLogin(await comeBackFrom('oidc', 'alice'));
    expect(again.code).toBe(0);
    expect(again.data.bound).toBe(true);
    if (!again.data.bound) return;
    expect(again.data.userId).toBe(bound.data.userId);
    expect((await memberInfo(again.data.accessToken)).phone).toBe(phone);
    // One active session per member: the social sign-in closed the one opened at bind.
    expect((await t.call({ method: 'GET', url: '/getInfo', headers: bearer(bound.data.accessToken) })).status).toBe(401);
    const [session] = await t.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.subjectId, bound.data.userId))
      .orderBy(desc(sessions.id))
      .limit(1);
    expect(session?.loginType).toBe('social');
    expect(session?.revokedAt).toBeNull();
  });

  it('links the identity to the existing account of a phone that already has one', async () => {
    const member = await makeMember(t.deps.db);
    const ticket = await unboundTicket('oidc', 'bob');
    const before = await snapshot(t.deps.db);
    const bound = await socialBind({ bindTicket: ticket.bindTicket, phone: member.phone, code: await smsCode(t, member.phone, 'bind') });
    expect(bound.code).toBe(0);
    expect(bound.data.userId).toBe(member.id);
    const after = await snapshot(t.deps.db);
    expect(after.members).toBe(before.members);
    expect((await memberInfo(bound.data.accessToken)).nickname).toBe(member.nickname);
    expect((await createSocialRepo(t.deps.db).find('oidc', 'bob'))?.memberId).toBe(member.id);
    expect(await trialPhonesOf(t, member.id)).toHaveLength(0);
  });

  it('refuses a forged state with the translated message and writes nothing', async () => {
    const real = await comeBackFrom('oidc', 'carol');
    const before = { ...(await snapshot(t.deps.db)), identities: await identityCount() };
    const res = await socialLogin({ ...real, state: 'forged-state-value' }, EN);
    expect(res.status).toBe(400);
    expect(res.code).toBe(1004003041);
    expect(res.msg).toBe('The social login request is no longer valid, please start again');
    const zh = await socialLogin({ ...real, state: 'another-forged-state' });
    expect(zh.msg).toBe('第三方登录请求已失效，请重新发起');
    expect({ ...(await snapshot(t.deps.db)), identities: await identityCount() }).toEqual(before);
  });

  it('refuses a state used a second time, even with a fresh code, and writes nothing', async () => {
    const first = await comeBackFrom('oidc', 'dave');
    expect((await socialLogin(first)).code).toBe(0);
    const before = { ...(await snapshot(t.deps.db)), identities: await identityCount() };
    const replay = await socialLogin(first, EN);
    expect(replay.code).toBe(1004003041);
    const fresh = await comeBackFrom('oidc', 'dave');
    const mixed = await socialLogin({ ...fresh, state: first.state }, EN);
    expect(mixed.code).toBe(1004003041);
    expect({ ...(await snapshot(t.deps.db)), identities: await identityCount() }).toEqual(before);
  });

  it('refuses a state issued for another provider type', async () => {
    const fromWechat = await comeBackFrom('wechat', 'ignored');
    const res = await socialLogin({ ...fromWechat, type: 'oidc' }, EN);
    expect(res.code).toBe(1004003041);
    // …and the state is spent: the right type cannot use it afterwards either.
    expect((await socialLogin(fromWechat, EN)).code).toBe(1004003041);
  });

  it('refuses a state older than ten minutes', async () => {
    const back = await comeBackFrom('oidc', 'erin');
    t.clock.advance(10 * 60_000 + 1000);
    const res = await socialLogin(back, EN);
    expect(res.code).toBe(1004003041);
  });

  it('refuses a redirect URI outside PUBLIC_URL (no open redirect)', async () => {
    for (const redirectUri of [
      'https://evil.example/app/social-login?type=oidc',
      'http://localhost:8080.evil.example/app/social-login',
      'http://localhost:8080@evil.example/app/social-login',
      'http://localhost:9090/app/social-login',
      'https://localhost:8080/app/social-login',
      `${PUBLIC_URL}/app/social-login#fragment`,
      `${PUBLIC_URL}/app/social-login#`,
    ]) {
      const res = await t.call({
        method: 'GET',
        url: '/app-api/member/auth/social-auth-redirect',
        query: { type: 'oidc', redirectUri },
        headers: EN,
      });
      expect(res.status, redirectUri).toBe(400);
      expect(res.code, redirectUri).toBe(400);
      expect(res.data).toBeNull();
    }
  });

  it('refuses an unknown provider type when starting and when finishing', async () => {
    const start = await t.call({
      method: 'GET',
      url: '/app-api/member/auth/social-auth-redirect',
      query: { type: 'github', redirectUri: redirectFor('github') },
      headers: EN,
    });
    expect(start.code).toBe(1004003040);
    expect(start.msg).toBe('This social login is not supported');
    const finish = await socialLogin({ type: 'github', code: 'c', state: 's' }, EN);
    expect(finish.code).toBe(1004003040);
  });

  it('refuses a bind ticket older than ten minutes and writes nothing', async () => {
    const phone = freshPhone();
    const ticket = await unboundTicket('oidc', 'frank');
    t.clock.advance(10 * 60_000);
    // A fresh code, so only the ticket is stale.
    const code = await smsCode(t, phone, 'bind');
    const before = { ...(await snapshot(t.deps.db)), identities: await identityCount() };
    const res = await socialBind({ bindTicket: ticket.bindTicket, phone, code }, EN);
    expect(res.status).toBe(400);
    expect(res.code).toBe(1004003043);
    expect(res.msg).toBe('The binding request has expired, please sign in again');
    expect({ ...(await snapshot(t.deps.db)), identities: await identityCount() }).toEqual(before);
  });

  it('refuses a wrong SMS code at bind, writes nothing, and keeps the ticket for a second try', async () => {
    const phone = freshPhone();
    const ticket = await unboundTicket('oidc', 'grace');
    const code = await smsCode(t, phone, 'bind');
    const wrong = code === '000000' ? '111111' : '000000';
    const before = { ...(await snapshot(t.deps.db)), identities: await identityCount() };
    const res = await socialBind({ bindTicket: ticket.bindTicket, phone, code: wrong }, EN);
    expect(res.code).toBe(1004003020);
    expect({ ...(await snapshot(t.deps.db)), identities: await identityCount() }).toEqual(before);
    // A login code does not work for binding either.
    const loginCode = await smsCode(t, phone, 'login');
    expect((await socialBind({ bindTicket: ticket.bindTicket, phone, code: loginCode })).code).toBe(1004003020);
    expect((await socialBind({ bindTicket: ticket.bindTicket, phone, code })).code).toBe(0);
  });

  it('spends the bind ticket: a second bind with it is refused', async () => {
    const ticket = await unboundTicket('oidc', 'heidi');
    const phone = freshPhone();
    expect((await socialBind({ bindTicket: ticket.bindTicket, phone, code: await smsCode(t, phone, 'bind') })).code).toBe(0);
    const other = freshPhone();
    const before = { ...(await snapshot(t.deps.db)), identities: await identityCount() };
    const res = await socialBind({ bindTicket: ticket.bindTicket, phone: other, code: await smsCode(t, other, 'bind') }, EN);
    expect(res.code).toBe(1004003043);
    const after = { ...(await snapshot(t.deps.db)), identities: await identityCount() };
    // Only the code sent for the second attempt was written.
    expect(after).toEqual({ ...before, codes: before.codes + 1 });
    expect((await createSocialRepo(t.deps.db).find('oidc', 'heidi'))?.memberId).not.toBeNull();
  });

  it('answers MEMBER_DISABLED (4100100102) to a disabled member signing in socially, without a session', async () => {
    const member = await makeMember(t.deps.db);
    const ticket = await unboundTicket('oidc', 'ivan');
    expect(
      (await socialBind({ bindTicket: ticket.bindTicket, phone: member.phone, code: await smsCode(t, member.phone, 'bind') })).code,
    ).toBe(0);
    await createMembersRepo(t.deps.db).setStatus(member.id, MEMBER_STATUS.disabled);
    const before = await snapshot(t.deps.db);
    const res = await socialLogin(await comeBackFrom('oidc', 'ivan'));
    expect(res.status).toBe(403);
    expect(res.code).toBe(4100100102);
    expect(await snapshot(t.deps.db)).toEqual(before);
  });

  it('answers SOCIAL_FAILED when the provider refuses the code, and writes nothing', async () => {
    const back = await comeBackFrom('oidc', 'judy');
    const before = await snapshot(t.deps.db);
    const res = await socialLogin({ ...back, code: 'not-a-code-the-issuer-gave' }, EN);
    expect(res.status).toBe(502);
    expect(res.code).toBe(1004003042);
    expect(res.msg).toBe('Social login failed, please try again later');
    expect(await snapshot(t.deps.db)).toEqual(before);
  });
});
