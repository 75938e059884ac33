import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, newContext, PHONE, shot, untilSignInLive } from '../src/browser.js';
import { useServerAndBrowser } from '../src/fixture.js';
import { DEMO } from '../src/session.js';

const e2e = useServerAndBrowser();

const html = async (path: string, cookie?: string) => {
  const res = await fetch(e2e.server.url + path, { headers: cookie ? { cookie } : {} });
  return res.text();
};

/** Errors the page reports: uncaught ones, and React's (a failed hydration is reported, then recovered). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /react|hydrat/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** Holds the console's code back, so the member acts on the painted page before React runs. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/app/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * The sign-in page, painted, with its click holder in place and the console's code held back.
 * public/paint-first.js is a deferred script: it holds clicks from when it runs, which on a loaded
 * machine can come after the form is painted and clickable.
 */
async function paintedBeforeHydration(page: Page) {
  const release = await holdScripts(page);
  await page.goto(`${e2e.server.url}/app/login`, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.documentElement.classList.contains('cp-painted'));
  return release;
}

/** The sign-in page with the demo member's phone, password and consent entered before it hydrated. */
async function typedBeforeHydration() {
  const page = await (await newContext(e2e.browser)).newPage();
  const errors = watchErrors(page);
  const release = await paintedBeforeHydration(page);
  await byTestId(page, 'phone-input').fill(DEMO.phone);
  await byTestId(page, 'password-input').fill(DEMO.password);
  await byTestId(page, 'agree-checkbox').check();
  return { page, errors, release };
}

describe('pre-rendered sign-in pages', () => {
  it('sends the sign-in form inside the HTML, in the language of the locale cookie', async () => {
    const zh = await html('/app/login');
    expect(zh).toContain('data-prerendered="zh-CN"');
    expect(zh).toContain('data-testid="password-login-form"');
    expect(zh).toContain('欢迎登录');
    const en = await html('/app/login', 'locale=en-US');
    expect(en).toContain('data-prerendered="en-US"');
    expect(en).not.toContain('欢迎登录');
    expect(await html('/app/register', 'locale=en-US')).toContain('data-testid="register-form"');
    expect(await html('/app/restpassword')).toContain('data-testid="reset-form"');
  });

  it('sends the empty shell when the browser would render something else', async () => {
    // A query string reaches links on the page; a session cookie makes the guard redirect.
    expect(await html('/app/login?redirect=%2Fproxy')).toContain('<div id="root"></div>');
    expect(await html('/app/login', 'Admin-Token=abc')).toContain('<div id="root"></div>');
    // An unknown language falls back to the default rather than into the markup.
    expect(await html('/app/login', 'locale="><script>')).toContain('data-prerendered="zh-CN"');
    expect(await html('/app/index')).toContain('<div id="root"></div>');
  });

  it('shows the form before any JavaScript runs', async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/app/login`);
    expect(await byTestId(page, 'login-submit').isVisible()).toBe(true);
    expect(await byTestId(page, 'phone-input').isVisible()).toBe(true);
    await shot(page, 'login-prerendered-no-js');
    // Submitted natively (before hydration), the credentials go in a body, never into the URL.
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await byTestId(page, 'phone-input').fill(DEMO.phone);
    await byTestId(page, 'password-input').fill(DEMO.password);
    await byTestId(page, 'password-input').press('Enter');
    expect(new URL((await posted).url()).search).toBe('');
    await page.waitForLoadState();
    expect(page.url()).toBe(`${e2e.server.url}/app/login`);
    expect(await byTestId(page, 'login-submit').isVisible()).toBe(true);
    await context.close();
  });

  it('loads no schema library with the first page: the console reaches the API through plain endpoint data', async () => {
    const index = await html('/app/login');
    // The entry and what paint-first.js preloads with it (data-entry, data-preload).
    const scripts = [...new Set(index.match(/\/app\/assets\/[\w.-]+\.js/g))];
    expect(scripts.length).toBeGreaterThan(3);
    const code = await Promise.all(scripts.map(async (src) => (await fetch(e2e.server.url + src)).text()));
    expect(code.filter((text) => text.includes('ZodError'))).toEqual([]);
    // The marker is one to find: the chunk the forms load later has it.
    const assets = new URL('../../apps/web/dist/assets/', import.meta.url);
    const all = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(all.some((name) => readFileSync(new URL(name, assets), 'utf8').includes('ZodError'))).toBe(true);
  });

  it('paints the styled form from the HTML alone: no stylesheet or script needs to arrive', async () => {
    for (const [locale, viewport, width] of [
      ['zh-CN', DESKTOP, 1440],
      ['en-US', PHONE, 375],
    ] as const) {
      const context = await e2e.browser.newContext({ javaScriptEnabled: false, locale, viewport });
      await context.addCookies([{ name: 'locale', value: locale, url: e2e.server.url }]);
      const page = await context.newPage();
      await page.route(/\.(css|js)(\?|$)/, (route) => route.abort());
      await page.goto(`${e2e.server.url}/app/login`);
      for (const id of ['phone-input', 'password-input', 'login-submit']) expect(await byTestId(page, id).isVisible(), id).toBe(true);
      // The kit's primary button and the card's layout come from the inlined styles.
      expect(await byTestId(page, 'login-submit').evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(
        'linear-gradient(90deg, rgb(64, 158, 255)',
      );
      const card = await page.locator('.auth-card').boundingBox();
      expect(card!.width).toBeLessThanOrEqual(width);
      expect(card!.width).toBeGreaterThan(300);
      // The brand panel's decoration waits for the second frame, which paint-first.js asks for.
      // Its box keeps its height, so nothing moves when the phones arrive.
      if (width === 1440) {
        expect(
          await page
            .locator('.auth-phone')
            .first()
            .evaluate((el) => getComputedStyle(el).display),
        ).toBe('none');
        expect((await page.locator('.auth-phones').boundingBox())!.height).toBe(250);
      }
      await shot(page, `login-html-only-${locale}-${width}`);
      await context.close();
    }
  });

  it('hydrates without a mismatch and signs in', async () => {
    const page = await (await newContext(e2e.browser)).newPage();
    const errors = watchErrors(page);
    await page.goto(`${e2e.server.url}/app/login`);
    // Clicks in the window between paint and hydration have their own tests below.
    await untilSignInLive(page);
    // Painted once, the page shows its decoration (hidden from the first frame only).
    expect(await page.locator('.auth-phone').first().isVisible()).toBe(true);
    expect((await page.locator('.auth-phones').boundingBox())!.height).toBe(250);
    await byTestId(page, 'tab-sms').click();
    await byTestId(page, 'sms-login-form').waitFor();
    await byTestId(page, 'tab-password').click();
    await byTestId(page, 'phone-input').fill(DEMO.phone);
    await byTestId(page, 'password-input').fill(DEMO.password);
    await byTestId(page, 'agree-checkbox').check();
    await byTestId(page, 'login-submit').click();
    await page.waitForURL(/\/app\/index$/);
    await expect.poll(() => byTestId(page, 'member-phone').textContent()).toContain(DEMO.phone);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('acts on clicks made before the page hydrated once it is live', async () => {
    const page = await (await newContext(e2e.browser)).newPage();
    const errors = watchErrors(page);
    const release = await paintedBeforeHydration(page);
    await byTestId(page, 'tab-sms').click();
    await byTestId(page, 'link-register').click();
    // Nothing happened yet, and the link did not reload the page natively.
    expect(page.url()).toBe(`${e2e.server.url}/app/login`);
    expect(await byTestId(page, 'password-login-form').isVisible()).toBe(true);
    release();
    // Replayed in order: the tab switched, then the link navigated inside the app.
    await page.waitForURL(/\/app\/register$/);
    await byTestId(page, 'register-form').waitFor();
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('switches to a language chosen before the page hydrated', async () => {
    const page = await (await newContext(e2e.browser)).newPage();
    const release = await paintedBeforeHydration(page);
    await byTestId(page, 'language-en-US').click();
    expect(await byTestId(page, 'login-submit').textContent()).toBe('登录');
    release();
    await expect.poll(() => byTestId(page, 'login-submit').textContent()).toBe('Sign in');
    await page.context().close();
  });

  it('signs in with a form submitted before the page hydrated', async () => {
    const { page, errors, release } = await typedBeforeHydration();
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(new URL(request.url()).pathname));
    await byTestId(page, 'password-input').press('Enter');
    expect(posts).toEqual([]);
    release();
    await page.waitForURL(/\/app\/index$/);
    expect(posts).not.toContain('/app/login');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps what was typed before the page hydrated', async () => {
    const { page, errors, release } = await typedBeforeHydration();
    expect(await page.evaluate(() => performance.getEntriesByName('cp:login-interactive').length)).toBe(0);
    release();
    await page.waitForFunction(() => performance.getEntriesByName('cp:login-interactive').length > 0);
    await expect.poll(() => byTestId(page, 'phone-input').inputValue()).toBe(DEMO.phone);
    await byTestId(page, 'login-submit').click();
    await page.waitForURL(/\/app\/index$/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('renders in the stored language, then serves that language pre-rendered after the first visit', async () => {
    const context = await newContext(e2e.browser, { locale: 'en-US' });
    await context.addInitScript(() => localStorage.setItem('locale', 'en-US'));
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${e2e.server.url}/app/login`);
    await expect.poll(() => byTestId(page, 'login-submit').textContent()).toBe('Sign in');
    expect(await page.evaluate(() => document.getElementById('root')?.dataset.prerendered)).toBeUndefined();
    // Rendered by the browser, the page shows its decoration from its first frame.
    expect(await page.evaluate(() => document.documentElement.classList.contains('cp-painted'))).toBe(true);
    await page.reload();
    expect(await page.evaluate(() => document.getElementById('root')?.dataset.prerendered)).toBe('en-US');
    await expect.poll(() => byTestId(page, 'language-en-US').isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
