import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startQqMock } from '../../../test/auth/social-mocks.js';
import { qqProvider } from './qq.js';
import { SocialProviderError } from './types.js';

const appId = '101234567';
const appKey = 'qq-test-key';
const redirectUri = 'http://localhost:8080/app/social-login?type=qq';
const user = { openid: 'QQ-OPENID-BOB', nickname: '鲍勃' };
const stateData = { state: 's', extras: {} };

let mock: Awaited<ReturnType<typeof startQqMock>>;
let provider: ReturnType<typeof qqProvider>;
beforeAll(async () => {
  mock = await startQqMock({ appId, appKey });
  provider = qqProvider({ appId, appKey, authorizeUrl: `${mock.url}/oauth2.0/authorize`, apiUrl: mock.url });
});
afterAll(() => mock.close());
beforeEach(() => {
  mock.seen.length = 0;
  mock.breakUserInfo(false);
});

describe('QQ Connect website login', () => {
  it('builds the authorization URL with the app id, get_user_info scope, state and exact redirect URI', async () => {
    const { url } = await provider.authorizationUrl('state-456', redirectUri);
    const u = new URL(url);
    expect(`${u.origin}${u.pathname}`).toBe(`${mock.url}/oauth2.0/authorize`);
    expect(Object.fromEntries(u.searchParams)).toEqual({
      response_type: 'code',
      client_id: appId,
      redirect_uri: redirectUri,
      state: 'state-456',
      scope: 'get_user_info',
    });
    expect(url).not.toContain(appKey);
  });

  it('trades a code for the openid and nickname, asking for fmt=json from token and /me', async () => {
    const code = mock.issueCode(user, redirectUri);
    await expect(provider.exchange(code, redirectUri, stateData)).resolves.toEqual({ subject: 'QQ-OPENID-BOB', nickname: '鲍勃' });
    expect(mock.seen.map((s) => s.path)).toEqual(['/oauth2.0/token', '/oauth2.0/me', '/user/get_user_info']);
    const [token, me, info] = mock.seen;
    expect(token!.query.get('fmt')).toBe('json');
    expect(token!.query.get('redirect_uri')).toBe(redirectUri);
    expect(token!.query.get('client_secret')).toBe(appKey);
    expect(me!.query.get('fmt')).toBe('json');
    expect(me!.query.get('client_secret')).toBeNull();
    expect(info!.query.get('oauth_consumer_key')).toBe(appId);
    expect(info!.query.get('openid')).toBe('QQ-OPENID-BOB');
  });

  it('answers JSONP without fmt=json, which is why the client always sends it', async () => {
    const res = await fetch(`${mock.url}/oauth2.0/me?access_token=x`);
    expect(await res.text()).toMatch(/^callback\( \{"error":100016/);
  });

  it('fails on a token error and on a code used twice', async () => {
    const err = await provider.exchange('forged-code', redirectUri, stateData).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SocialProviderError);
    expect((err as Error).message).toContain('100019');
    const code = mock.issueCode(user, redirectUri);
    await provider.exchange(code, redirectUri, stateData);
    await expect(provider.exchange(code, redirectUri, stateData)).rejects.toThrow(/100019/);
  });

  it('fails when the redirect URI differs from the one the code was issued for', async () => {
    const code = mock.issueCode(user, redirectUri);
    await expect(provider.exchange(code, 'http://localhost:8080/app/other', stateData)).rejects.toThrow(/100010/);
  });

  it('refuses an access token that belongs to another app', async () => {
    const code = mock.issueCode(user, redirectUri, '109999999');
    await expect(provider.exchange(code, redirectUri, stateData)).rejects.toThrow(/another app/);
    expect(mock.seen.map((s) => s.path)).not.toContain('/user/get_user_info');
  });

  it('fails when get_user_info answers a non-zero ret', async () => {
    mock.breakUserInfo();
    await expect(provider.exchange(mock.issueCode(user, redirectUri), redirectUri, stateData)).rejects.toThrow(/ret 1002/);
  });
});
