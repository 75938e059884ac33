/** Shared setup of the social-login API tests: a real oidc-provider on loopback, WeChat and QQ peers, helpers. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
// oidc-provider ships no type declarations; the test only needs its constructor and callback().
// @ts-expect-error TS7016: no declaration file for 'oidc-provider'
import Provider from 'oidc-provider';
import { afterAll, beforeAll, expect } from 'vitest';
import { socialIdentities } from '../../src/db/schema.js';

import { createHarness, type Harness } from '../kit/harness.js';
import { bearer } from '../kit/members.js';
import { startQqMock, startWechatMock } from './social-mocks.js';

export const PUBLIC_URL = 'http://localhost:8080';
export const redirectFor = (type: string) => `${PUBLIC_URL}/app/social-login?type=${type}`;
export const OIDC_CLIENT = { id: 'cloudphone-console', secret: 'oidc-client-secret-for-tests-only' };
export const WECHAT = { appId: 'wx-console', appSecret: 'wx-console-secret' };
export const QQ = { appId: '101000001', appKey: 'qq-console-key' };
export const EN = { 'accept-language': 'en-US' };

interface Tokens {
  accessToken: string;
  refreshToken: string;
  userId: number;
  expiresTime: number;
}
type LoginResult = ({ bound: true } & Tokens) | { bound: false; bindTicket: string; nickname: string | null };

export let t: Harness;
export let issuer: string;
export let idpServer: Server;
export let wechat: Awaited<ReturnType<typeof startWechatMock>>;
export let qq: Awaited<ReturnType<typeof startQqMock>>;

/** A real OpenID provider on loopback; any login name signs in as that account. */
export async function startIdp() {
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
export async function signInAtIdp(authorizationUrl: string, account: string): Promise<URL> {
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
export function callbackParams(url: URL, type: string) {
  expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/app/social-login`);
  expect(url.searchParams.get('type')).toBe(type);
  return { type, code: url.searchParams.get('code')!, state: url.searchParams.get('state')! };
}

export async function authorizationUrl(type: string, redirectUri = redirectFor(type)) {
  const res = await t.call<string>({ method: 'GET', url: '/app-api/member/auth/social-auth-redirect', query: { type, redirectUri } });
  expect(res.code).toBe(0);
  return res.data;
}

/** Runs the provider side of a sign-in and returns what the browser brings back. */
export async function comeBackFrom(type: 'oidc' | 'wechat' | 'qq', account: string) {
  const url = await authorizationUrl(type);
  if (type === 'oidc') return callbackParams(await signInAtIdp(url, account), type);
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return callbackParams(new URL(res.headers.get('location')!), type);
}

export const socialLogin = (payload: Record<string, string>, headers: Record<string, string> = {}) =>
  t.call<LoginResult>({ method: 'POST', url: '/app-api/member/auth/social-login', payload, headers });
export const socialBind = (payload: Record<string, string>, headers: Record<string, string> = {}) =>
  t.call<Tokens>({ method: 'POST', url: '/app-api/member/auth/social-bind', payload, headers });

export async function unboundTicket(type: 'oidc' | 'wechat' | 'qq', account: string) {
  const res = await socialLogin(await comeBackFrom(type, account));
  expect(res.code).toBe(0);
  if (res.data.bound) throw new Error('expected an unbound identity');
  return res.data;
}

export const identityCount = async () => (await t.deps.db.select({ n: count() }).from(socialIdentities))[0]!.n;

export async function memberInfo(accessToken: string) {
  const res = await t.call<{ id: number; phone: string; nickname: string }>({
    method: 'GET',
    url: '/app-api/member/member/currentMemberInfo',
    headers: bearer(accessToken),
  });
  expect(res.code).toBe(0);
  return res.data;
}

/** Starts the loopback IdP, the WeChat and QQ peers and the app with all three providers; one set per test file. */
export function useSocialFixture() {
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
}
