import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startWechatMock } from '../../../test/auth/social-mocks.js';
import { SocialProviderError } from './types.js';
import { wechatProvider } from './wechat.js';

const appId = 'wx-test-app';
const appSecret = 'wx-test-secret';
const redirectUri = 'http://localhost:8080/app/social-login?type=wechat';
const user = { openid: 'o-alice', nickname: '爱丽丝' };

let mock: Awaited<ReturnType<typeof startWechatMock>>;
let provider: ReturnType<typeof wechatProvider>;
beforeAll(async () => {
  mock = await startWechatMock({ appId, appSecret });
  provider = wechatProvider({ appId, appSecret, authorizeUrl: `${mock.url}/connect/qrconnect`, apiUrl: mock.url });
});
afterAll(() => mock.close());
beforeEach(() => {
  mock.seen.length = 0;
  mock.breakUserinfo(false);
});

const stateData = { state: 's', extras: {} };

describe('WeChat website login', () => {
  it('builds the QR login URL with the app id, snsapi_login scope, state and exact redirect URI', async () => {
    const { url, extras } = await provider.authorizationUrl('state-123', redirectUri);
    const u = new URL(url);
    expect(`${u.origin}${u.pathname}`).toBe(`${mock.url}/connect/qrconnect`);
    expect(Object.fromEntries(u.searchParams)).toEqual({
      appid: appId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'snsapi_login',
      state: 'state-123',
    });
    expect(u.hash).toBe('#wechat_redirect');
    expect(url).not.toContain(appSecret);
    expect(extras).toEqual({});
  });

  it('trades a code for the openid and nickname, sending the secret only to the token endpoint', async () => {
    const code = mock.issueCode(user);
    await expect(provider.exchange(code, redirectUri, stateData)).resolves.toEqual({ subject: 'o-alice', nickname: '爱丽丝' });
    expect(mock.seen.map((s) => s.path)).toEqual(['/sns/oauth2/access_token', '/sns/userinfo']);
    expect(mock.seen[0]!.query.get('secret')).toBe(appSecret);
    expect(mock.seen[0]!.query.get('grant_type')).toBe('authorization_code');
    expect(mock.seen[1]!.query.get('secret')).toBeNull();
    expect(mock.seen[1]!.query.get('openid')).toBe('o-alice');
  });

  it('treats an errcode in an HTTP 200 answer as a failure (an unknown code)', async () => {
    const err = await provider.exchange('forged-code', redirectUri, stateData).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SocialProviderError);
    expect((err as Error).message).toContain('40029');
    expect(mock.seen.map((s) => s.path)).toEqual(['/sns/oauth2/access_token']);
  });

  it('refuses a code the second time', async () => {
    const code = mock.issueCode(user);
    await provider.exchange(code, redirectUri, stateData);
    await expect(provider.exchange(code, redirectUri, stateData)).rejects.toThrow(/40029/);
  });

  it('fails with a wrong app secret', async () => {
    const wrong = wechatProvider({ appId, appSecret: 'not-the-secret', authorizeUrl: `${mock.url}/connect/qrconnect`, apiUrl: mock.url });
    await expect(wrong.exchange(mock.issueCode(user), redirectUri, stateData)).rejects.toThrow(/40125/);
  });

  it('fails when userinfo answers an errcode', async () => {
    mock.breakUserinfo();
    await expect(provider.exchange(mock.issueCode(user), redirectUri, stateData)).rejects.toThrow(/40014/);
  });

  it('fails on a non-2xx answer', async () => {
    const missing = wechatProvider({ appId, appSecret, authorizeUrl: `${mock.url}/connect/qrconnect`, apiUrl: `${mock.url}/nowhere` });
    await expect(missing.exchange(mock.issueCode(user), redirectUri, stateData)).rejects.toThrow(/HTTP 404/);
  });
});
