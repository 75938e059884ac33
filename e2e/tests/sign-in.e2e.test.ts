import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../src/fixture.js';
import { byTestId, clickInDialog, newContext, PHONE, shot, untilSignInLive } from '../src/browser.js';
import { latestCode } from '../src/server.js';
import { DEMO } from '../src/session.js';

const e2e = useServerAndBrowser();

async function open(path: string, opts: Parameters<typeof newContext>[1] = {}) {
  const context = await newContext(e2e.browser, opts);
  const page = await context.newPage();
  await page.goto(e2e.server.url + path);
  // The sign-in page paints before its scripts run; these tests start on the live page (input
  // before and during hydration has its own tests in prerender.e2e).
  if (path.startsWith('/app/login')) await untilSignInLive(page);
  return page;
}

async function passwordSignIn(page: Page, phone = DEMO.phone, password = DEMO.password) {
  await untilSignInLive(page);
  await byTestId(page, 'phone-input').fill(phone);
  await byTestId(page, 'password-input').fill(password);
  await byTestId(page, 'agree-checkbox').check();
  await byTestId(page, 'login-submit').click();
}

describe('sign-in in the browser', () => {
  it('sends a visitor to sign-in and back to the page they asked for', async () => {
    const page = await open('/app/index?from=mail');
    await page.waitForURL(/\/app\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/index?from=mail');
    await byTestId(page, 'login-submit').waitFor();
    await shot(page, 'login-zh-desktop');
    await passwordSignIn(page);
    await page.waitForURL(/\/app\/index\?from=mail$/);
    await expect.poll(() => byTestId(page, 'member-phone').textContent()).toContain(DEMO.phone);
    await shot(page, 'landing-zh-desktop');
    await page.context().close();
  });

  it('signs in with an SMS code read from the dev outbox, creating the account', async () => {
    const phone = '13755556666';
    const page = await open('/app/login');
    await byTestId(page, 'tab-sms').click();
    await byTestId(page, 'phone-input').fill(phone);
    await byTestId(page, 'send-code').click();
    const code = await latestCode(e2e.server, phone);
    await expect.poll(() => byTestId(page, 'send-code').isDisabled()).toBe(true);
    await byTestId(page, 'sms-code-input').fill(code);
    await byTestId(page, 'agree-checkbox').check();
    await shot(page, 'login-sms-zh-desktop');
    await byTestId(page, 'login-submit').click();
    await page.waitForURL(/\/app\/index$/);
    await expect.poll(() => byTestId(page, 'member-phone').textContent()).toContain(phone);
    await page.context().close();
  });

  it('refuses to sign in until the protocols are agreed', async () => {
    const page = await open('/app/login');
    await byTestId(page, 'phone-input').fill(DEMO.phone);
    await byTestId(page, 'password-input').fill(DEMO.password);
    await byTestId(page, 'login-submit').click();
    await expect.poll(() => byTestId(page, 'agree-error').textContent()).toContain('请先阅读并同意');
    expect(new URL(page.url()).pathname).toBe('/app/login');
    await page.context().close();
  });

  it('shows the server message for a wrong password and stays on sign-in', async () => {
    const page = await open('/app/login');
    await passwordSignIn(page, DEMO.phone, 'Wrong#Pass1');
    await expect.poll(() => byTestId(page, 'form-error').textContent()).toContain('手机号或密码不正确');
    expect(new URL(page.url()).pathname).toBe('/app/login');
    await page.context().close();
  });

  it('switches to English, keeps it after a reload, and hears English from the server', async () => {
    const page = await open('/app/login');
    // A change of language reloads the page: wait for that load, not the one already done.
    await Promise.all([page.waitForEvent('load'), byTestId(page, 'language-en-US').click()]);
    await untilSignInLive(page);
    expect(await byTestId(page, 'language-en-US').isDisabled()).toBe(true);
    await page.reload();
    await untilSignInLive(page);
    expect(await byTestId(page, 'language-zh-CN').isDisabled()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await shot(page, 'login-en-desktop');
    await passwordSignIn(page, DEMO.phone, 'Wrong#Pass1');
    await expect.poll(() => byTestId(page, 'form-error').textContent()).toContain('Incorrect phone number or password');
    await page.setViewportSize(PHONE);
    await shot(page, 'login-en-phone');
    await page.context().close();
  });

  it('fits a phone screen in Chinese', async () => {
    const page = await open('/app/login', { viewport: PHONE });
    await byTestId(page, 'login-submit').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'login-zh-phone');
    await page.context().close();
  });

  it('kicks the first browser out with the message when the member signs in elsewhere', async () => {
    const first = await open('/app/login');
    await passwordSignIn(first);
    await first.waitForURL(/\/app\/index$/);
    await expect.poll(() => byTestId(first, 'member-phone').textContent()).toContain(DEMO.phone);

    const second = await open('/app/login');
    await passwordSignIn(second);
    await second.waitForURL(/\/app\/index$/);

    const dialog = byTestId(first, 'occupied-confirm-dialog');
    await dialog.waitFor({ timeout: 15_000 });
    expect(await dialog.textContent()).toContain('您的账号已在其他设备登录');
    await shot(first, 'occupied-zh-desktop');
    await byTestId(first, 'occupied-confirm').click();
    await first.waitForURL(/\/app\/login/);
    // The second browser is still signed in.
    await second.reload();
    await expect.poll(() => byTestId(second, 'member-phone').textContent()).toContain(DEMO.phone);
    await first.context().close();
    await second.context().close();
  });

  it('logs out after confirming, and the old session no longer opens the console', async () => {
    const page = await open('/app/login');
    await passwordSignIn(page);
    await page.waitForURL(/\/app\/index$/);
    await byTestId(page, 'logout').click();
    await clickInDialog(byTestId(page, 'logout-confirm'));
    // Logout ends with a full page load of the sign-in page.
    await page.waitForURL(/\/app\/login$/, { waitUntil: 'load' });
    await byTestId(page, 'login-submit').waitFor();
    expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'Admin-Token' }));
    await page.goto(`${e2e.server.url}/app/index`);
    await page.waitForURL(/\/app\/login\?redirect=/);
    await page.context().close();
  });
});
