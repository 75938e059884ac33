import { afterAll, describe, expect, it } from 'vitest';
import { startWechatMock } from '../../apps/server/test/auth/social-mocks.js';
import { byTestId, newContext, shot, untilSignInLive } from '../src/browser.js';
import { useServerAndBrowser } from '../src/fixture.js';
import { latestCode } from '../src/server.js';

const APP = { appId: 'wx-e2e-app', appSecret: 'wx-e2e-secret' };

let wechat: Awaited<ReturnType<typeof startWechatMock>>;
const e2e = useServerAndBrowser(async () => {
  wechat = await startWechatMock(APP);
  return {
    SOCIAL_WECHAT_APP_ID: APP.appId,
    SOCIAL_WECHAT_APP_SECRET: APP.appSecret,
    SOCIAL_WECHAT_AUTHORIZE_URL: `${wechat.url}/connect/qrconnect`,
    SOCIAL_WECHAT_API_URL: wechat.url,
  };
});
afterAll(() => wechat?.close());

describe('social login in the browser', () => {
  it('binds a phone to a new WeChat identity, then signs straight in the next time', async () => {
    wechat.setScanner({ openid: 'o-e2e-1', nickname: '微信小王' });
    const phone = '13766667777';
    const context = await newContext(e2e.browser);
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/app/login`);
    await untilSignInLive(page);
    await byTestId(page, 'social-wechat').click();
    await page.waitForURL(/\/app\/bind/);
    await byTestId(page, 'bind-form').waitFor();
    await shot(page, 'bind-zh-desktop');
    await byTestId(page, 'phone-input').fill(phone);
    await byTestId(page, 'send-code').click();
    await byTestId(page, 'sms-code-input').fill(await latestCode(e2e.server, phone));
    await byTestId(page, 'agree-checkbox').check();
    await byTestId(page, 'bind-submit').click();
    await page.waitForURL(/\/app\/index$/);
    await expect.poll(() => byTestId(page, 'member-phone').textContent()).toContain(phone);
    await context.close();

    const again = await (await newContext(e2e.browser)).newPage();
    await again.goto(`${e2e.server.url}/app/login`);
    await byTestId(again, 'social-wechat').click();
    await again.waitForURL(/\/app\/index$/);
    await expect.poll(() => byTestId(again, 'member-phone').textContent()).toContain(phone);
    await again.context().close();
  });

  it('shows the error when the callback carries a forged state', async () => {
    const page = await (await newContext(e2e.browser)).newPage();
    await page.goto(
      `${e2e.server.url}/app/social-login?type=wechat&code=${wechat.issueCode({ openid: 'o-e2e-2', nickname: 'x' })}&state=forged`,
    );
    await expect.poll(() => byTestId(page, 'form-error').textContent()).toContain('第三方登录请求已失效，请重新发起');
    await page.context().close();
  });
});
