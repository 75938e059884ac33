import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, desc, eq } from 'drizzle-orm';
// oidc-provider ships no type declarations; the test only needs its constructor and callback().
// @ts-expect-error TS7016: no declaration file for 'oidc-provider'
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, socialIdentities } from '../src/db/schema.js';
import { createSocialRepo } from '../src/modules/auth/social.repo.js';
import { createMembersRepo, MEMBER_STATUS } from '../src/modules/member/members.repo.js';
import { createSocialProviders } from '../src/providers/social/index.js';
import { createHarness, testConfig, type Harness } from './harness.js';
import { bearer, freshPhone, makeMember, smsCode, snapshot } from './members.js';
import { startQqMock, startWechatMock, type SocialUser } from './social-mocks.js';

const PUBLIC_URL = 'http://localhost:8080';
const redirectFor = (type: string) => `${PUBLIC_URL}/app/social-login?type=${type}`;
const OIDC_CLIENT = { id: 'cloudphone-console', secret: 'oidc-client-secret-for-tests-only' };
const WECHAT = { appId: 'wx-console', appSecret: 'wx-console-secret' };
const QQ = { appId: '101000001', appKey: 'qq-console-key' };
const EN = { 'accept-language': 'en-US' };

interface Tokens {
  accessToken: string;
  refreshToken: string;
  userId: number;
  expiresTime: number;
}
type LoginResult = ({ bound: true } & Tokens) | { bound: false; bindTicket: string; nickname: string | null };

let t: Harness;
let issuer: string;
let idpServer: Server;
let wechat: Awaited<ReturnType<typeof startWechatMock>>;
let qq: Awaited<ReturnType<typeof startQqMock>>;

/** A real OpenID provider on loopback; any login name signs in as that account. */
async function startIdp() {
  idpServer = createServer();
  await new Promise<void>((resolve) => idpServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(idpServer.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [redirectFor('oidc')],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    findAccount: async (_ctx: unknown, id: string) => ({ accountId: id, claims: async () => ({ sub: id, name: `Name of ${id}` }) }),
    claims: { openid: ['sub'], profile: ['name'] },
    cookies: { keys: ['idp-cookie-key-for-tests'] },
    // Insist on PKCE for this confidential client too, so the test proves the server sends it.
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
  });
  idpServer.on('request', provider.callback());
}

/**
 * Plays the browser at the identity provider: follows redirects with its cookies, signs in as
 * `account` on the dev login form and approves the consent form, until the provider sends the
 * browser back to the console. Returns that URL.
 */
async function signInAtIdp(authorizationUrl: string, account: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let hop = 0; hop < 20; hop++) {
    if (!url.startsWith(issuer)) return new URL(url);
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0]!;
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url).href;
      init = {};
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`identity provider answered ${res.status} at ${url}: ${html.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([a-z]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`no interaction form at ${url}`);
    const form: Record<string, string> = prompt === 'login' ? { prompt, login: account, password: 'any' } : { prompt };
    url = new URL(action, url).href;
    init = { method: 'POST', body: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  throw new Error('too many hops at the identity provider');
}

/** What the console page at /app/social-login receives: code and state from the callback URL. */
function callbackParams(url: URL, type: string) {
  expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/app/social-login`);
  expect(url.searchParams.get('type')).toBe(type);
  return { type, code: url.searchParams.get('code')!, state: url.searchParams.get('state')! };
}

async function authorizationUrl(type: string, redirectUri = redirectFor(type)) {
  const res = await t.call<string>({ method: 'GET', url: '/app-api/member/auth/social-auth-redirect', query: { type, redirectUri } });
  expect(res.code).toBe(0);
  return res.data;
}

/** Runs the provider side of a sign-in and returns what the browser brings back. */
async function comeBackFrom(type: 'oidc' | 'wechat' | 'qq', account: string) {
  const url = await authorizationUrl(type);
  if (type === 'oidc') return callbackParams(await signInAtIdp(url, account), type);
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return callbackParams(new URL(res.headers.get('location')!), type);
}

const socialLogin = (payload: Record<string, string>, headers: Record<string, string> = {}) =>
  t.call<LoginResult>({ method: 'POST', url: '/app-api/member/auth/social-login', payload, headers });
const socialBind = (payload: Record<string, string>, headers: Record<string, string> = {}) =>
  t.call<Tokens>({ method: 'POST', url: '/app-api/member/auth/social-bind', payload, headers });

async function unboundTicket(type: 'oidc' | 'wechat' | 'qq', account: string) {
  const res = await socialLogin(await comeBackFrom(type, account));
  expect(res.code).toBe(0);
  if (res.data.bound) throw new Error('expected an unbound identity');
  return res.data;
}

const identityCount = async () => (await t.deps.db.select({ n: count() }).from(socialIdentities))[0]!.n;

async function memberInfo(accessToken: string) {
  const res = await t.call<{ id: number; phone: string; nickname: string }>({
    method: 'GET',
    url: '/app-api/member/member/currentMemberInfo',
    headers: bearer(accessToken),
  });
  expect(res.code).toBe(0);
  return res.data;
}

beforeAll(async () => {
  await startIdp();
  wechat = await startWechatMock(WECHAT);
  qq = await startQqMock(QQ);
  t = await createHarness({
    PUBLIC_URL,
    SOCIAL_OIDC_ISSUER: issuer,
    SOCIAL_OIDC_CLIENT_ID: OIDC_CLIENT.id,
    SOCIAL_OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
    SOCIAL_OIDC_NAME: 'Test IdP',
    SOCIAL_WECHAT_APP_ID: WECHAT.appId,
    SOCIAL_WECHAT_APP_SECRET: WECHAT.appSecret,
    SOCIAL_WECHAT_AUTHORIZE_URL: `${wechat.url}/connect/qrconnect`,
    SOCIAL_WECHAT_API_URL: wechat.url,
    SOCIAL_QQ_APP_ID: QQ.appId,
    SOCIAL_QQ_APP_KEY: QQ.appKey,
    SOCIAL_QQ_AUTHORIZE_URL: `${qq.url}/oauth2.0/authorize`,
    SOCIAL_QQ_API_URL: qq.url,
  });
});
afterAll(async () => {
  await t?.close();
  await wechat?.close();
  await qq?.close();
  idpServer?.closeAllConnections();
  await new Promise<void>((resolve) => (idpServer ? idpServer.close(() => resolve()) : resolve()));
});

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

describe('social login with WeChat and QQ (loopback mocks of their endpoints)', () => {
  const roundTrip = async (type: 'wechat' | 'qq', user: SocialUser) => {
    if (type === 'wechat') wechat.setScanner(user);
    else qq.setSigner(user);
    const phone = freshPhone();
    const ticket = await unboundTicket(type, user.openid);
    expect(ticket.nickname).toBe(user.nickname);
    const bound = await socialBind({ bindTicket: ticket.bindTicket, phone, code: await smsCode(t, phone, 'bind') });
    expect(bound.code).toBe(0);
    expect(await memberInfo(bound.data.accessToken)).toMatchObject({ phone, nickname: user.nickname });
    expect((await createSocialRepo(t.deps.db).find(type, user.openid))?.memberId).toBe(bound.data.userId);
    const again = await socialLogin(await comeBackFrom(type, user.openid));
    expect(again.data).toMatchObject({ bound: true, userId: bound.data.userId });
  };

  it('WeChat: QR login → bind → session, then signed in directly', async () => {
    await roundTrip('wechat', { openid: 'o-wx-kate', nickname: '凯特' });
    const authorize = wechat.seen.filter((s) => s.path === '/connect/qrconnect').at(-1)!;
    expect(authorize.query.get('redirect_uri')).toBe(redirectFor('wechat'));
  });

  it('QQ: login → bind → session, then signed in directly', async () => {
    await roundTrip('qq', { openid: 'QQ-LEO', nickname: '小狮子' });
    expect(qq.seen.filter((s) => s.path === '/oauth2.0/me').every((s) => s.query.get('fmt') === 'json')).toBe(true);
  });

  it('WeChat: an errcode answered with HTTP 200 becomes SOCIAL_FAILED and writes nothing', async () => {
    const back = await comeBackFrom('wechat', 'x');
    const before = await snapshot(t.deps.db);
    const res = await socialLogin({ ...back, code: 'forged-code' }, EN);
    expect(res.code).toBe(1004003042);
    expect(await snapshot(t.deps.db)).toEqual(before);
  });

  it('QQ: a state from the QQ flow cannot be replayed', async () => {
    qq.setSigner({ openid: 'QQ-MIA', nickname: 'Mia' });
    const back = await comeBackFrom('qq', 'QQ-MIA');
    expect((await socialLogin(back)).code).toBe(0);
    expect((await socialLogin(back, EN)).code).toBe(1004003041);
  });
});

describe('social providers from config', () => {
  it('enables only the providers whose id is set, in a fixed order', () => {
    expect(createSocialProviders(testConfig()).map((p) => p.type)).toEqual([]);
    const some = createSocialProviders(
      testConfig({
        SOCIAL_QQ_APP_ID: QQ.appId,
        SOCIAL_QQ_APP_KEY: QQ.appKey,
        SOCIAL_WECHAT_APP_ID: WECHAT.appId,
        SOCIAL_WECHAT_APP_SECRET: WECHAT.appSecret,
      }),
    );
    expect(some.map((p) => p.type)).toEqual(['wechat', 'qq']);
  });

  it('refuses at start a plain-http OIDC issuer that is not on loopback', () => {
    const config = testConfig({ SOCIAL_OIDC_ISSUER: 'http://idp.example.com', SOCIAL_OIDC_CLIENT_ID: 'c', SOCIAL_OIDC_CLIENT_SECRET: 's' });
    expect(() => createSocialProviders(config)).toThrow(/SOCIAL_OIDC_ISSUER must be an https:\/\/ URL/);
    const https = testConfig({ SOCIAL_OIDC_ISSUER: 'https://idp.example.com', SOCIAL_OIDC_CLIENT_ID: 'c', SOCIAL_OIDC_CLIENT_SECRET: 's' });
    expect(createSocialProviders(https).map((p) => p.type)).toEqual(['oidc']);
  });

  it('fails while the issuer is down, and tries discovery again on the next attempt', async () => {
    const asked: string[] = [];
    const idle = createServer((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(503).end();
    });
    await new Promise<void>((resolve) => idle.listen(0, '127.0.0.1', resolve));
    const down = `http://127.0.0.1:${(idle.address() as AddressInfo).port}`;
    const [provider] = createSocialProviders(
      testConfig({ SOCIAL_OIDC_ISSUER: down, SOCIAL_OIDC_CLIENT_ID: 'c', SOCIAL_OIDC_CLIENT_SECRET: 's' }),
    );
    try {
      await expect(provider!.authorizationUrl('state', redirectFor('oidc'))).rejects.toThrow();
      await expect(provider!.authorizationUrl('state', redirectFor('oidc'))).rejects.toThrow();
      // A failed discovery is not remembered: each attempt asks the issuer again.
      expect(asked).toEqual(['/.well-known/openid-configuration', '/.well-known/openid-configuration']);
    } finally {
      idle.closeAllConnections();
      await new Promise<void>((resolve) => idle.close(() => resolve()));
    }
  });
});
