import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { describe, expect, it } from 'vitest';

import { createSocialRepo } from '../../src/modules/auth/social.repo.js';

import { createSocialProviders } from '../../src/providers/social/index.js';
import { testConfig } from '../kit/harness.js';
import { freshPhone, smsCode, snapshot } from '../kit/members.js';
import type { SocialUser } from './social-mocks.js';
import {
  EN,
  QQ,
  WECHAT,
  comeBackFrom,
  memberInfo,
  qq,
  redirectFor,
  socialBind,
  socialLogin,
  t,
  unboundTicket,
  useSocialFixture,
  wechat,
} from './social-fixture.js';

useSocialFixture();
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
