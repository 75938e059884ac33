import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../src/fixture.js';
import { byTestId, PHONE, shot, visit } from '../src/browser.js';
import { DEMO, operatorToken, signedInPage } from '../src/session.js';

const e2e = useServerAndBrowser();

const open = async (path: string, opts: Parameters<typeof signedInPage>[2] = {}) => {
  const page = await signedInPage(e2e.browser, e2e.server, opts);
  await page.goto(`${e2e.server.url}/app${path}`);
  return page;
};

describe('console shell', () => {
  it('builds the sidebar from the server menu and navigates by it, with a breadcrumb', async () => {
    const page = await open('/index');
    await byTestId(page, 'member-phone').waitFor();
    await byTestId(page, 'menu-item-PayManage').click();
    await page.waitForURL(/\/app\/payManage$/);
    await byTestId(page, 'buy-page').waitFor();
    expect(await byTestId(page, 'breadcrumb').textContent()).toContain('购买');
    expect(await byTestId(page, 'sidebar-version').textContent()).toContain('2.2.0');
    await shot(page, 'shell-zh-dark');
    await page.context().close();
  });

  it('finds a route with the search box', async () => {
    const page = await open('/index');
    await byTestId(page, 'top-search').click();
    await byTestId(page, 'top-search-input').fill('续费');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/app\/renewManage$/);
    await page.context().close();
  });

  it('saves the settings, keeps them after a reload, and runs the tags view context menu', async () => {
    const page = await open('/index');
    await byTestId(page, 'member-phone').waitFor();
    await byTestId(page, 'settings-open').click();
    await byTestId(page, 'setting-tagsView').click();
    await byTestId(page, 'setting-sideTheme-theme-light').click();
    await byTestId(page, 'settings-save').click();
    await page.reload();
    await byTestId(page, 'tags-view').waitFor();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('layout-setting')))!)).toMatchObject({
      tagsView: true,
      sideTheme: 'theme-light',
    });

    // Each page shows before the next is asked for: a route left before it rendered leaves no tag.
    for (const [name, route] of [
      ['PayManage', 'payManage'],
      ['RenewManage', 'renewManage'],
      ['Proxy', 'proxy'],
    ] as const) {
      await byTestId(page, `menu-item-${name}`).click();
      await byTestId(page, `tag-/${route}`).waitFor();
    }
    await page.waitForURL(/\/app\/proxy$/);
    await byTestId(page, 'proxy-page').waitFor();
    await shot(page, 'shell-zh-light-tags');
    await byTestId(page, 'tag-/renewManage').click({ button: 'right' });
    await byTestId(page, 'tag-menu-closeOthers').click();
    await page.waitForURL(/\/app\/renewManage$/);
    await expect.poll(() => byTestId(page, 'tag-/payManage').count()).toBe(0);
    expect(await byTestId(page, 'tag-/index').count()).toBe(1);
    expect(await byTestId(page, 'tag-close-/index').count()).toBe(0);
    await page.context().close();
  });

  it('switches language and size from the top bar', async () => {
    const page = await open('/index');
    await byTestId(page, 'size-dropdown').click();
    await byTestId(page, 'size-small').click();
    await expect.poll(() => page.getByText('切换尺寸成功').count()).toBeGreaterThan(0);
    await byTestId(page, 'language-dropdown').click();
    // A change of language reloads the page: wait for that load, not the one already done.
    await Promise.all([page.waitForEvent('load'), byTestId(page, 'language-en-US').click()]);
    await expect.poll(() => byTestId(page, 'menu-item-PayManage').textContent(), { timeout: 15_000 }).toContain('Buy');
    await byTestId(page, 'member-phone').waitFor();
    await shot(page, 'shell-en-dark');
    await page.context().close();
  });

  it('turns the sidebar into a drawer on a phone that closes after navigating', async () => {
    const page = await open('/index', { viewport: PHONE });
    await byTestId(page, 'member-phone').waitFor();
    expect(await byTestId(page, 'menu-item-Proxy').isVisible()).toBe(false);
    await byTestId(page, 'sidebar-toggle').click();
    await byTestId(page, 'menu-item-Proxy').click();
    await page.waitForURL(/\/app\/proxy$/);
    await expect.poll(() => byTestId(page, 'menu-item-Proxy').isVisible()).toBe(false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'shell-zh-phone');
    await page.context().close();
  });

  it('updates the notice badge live when an operator sends a message', async () => {
    const page = await open('/index');
    await byTestId(page, 'notice-bell').waitFor();
    // The demo member's two unread messages: the welcome notice and the due reminder of 挂机 03.
    await expect.poll(() => byTestId(page, 'notice-badge').textContent()).toContain('2');
    const res = await fetch(`${e2e.server.url}/admin-api/system/notify-message/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await operatorToken(e2e.server)}` },
      body: JSON.stringify({ title: '到期提醒', type: 3, content: '您的云机将于 3 天后到期', memberPhone: DEMO.phone }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(0);
    await expect.poll(() => byTestId(page, 'notice-badge').textContent()).toContain('3');
    await page.context().close();
  });

  it('sends feedback from the dialog and the server stores it', async () => {
    const page = await open('/index');
    await byTestId(page, 'feedback-open').click();
    await byTestId(page, 'feedback-title').fill('画面偶尔卡顿');
    await byTestId(page, 'feedback-content').fill('晚上八点后操作延迟较高，希望优化。');
    const response = page.waitForResponse((r) => r.url().endsWith('/app-api/system/user-feedback/feedback'));
    await byTestId(page, 'feedback-submit').click();
    const body = (await (await response).json()) as { code: number; data: number };
    expect(body.code).toBe(0);
    expect(body.data).toBeGreaterThan(0);
    await expect.poll(() => byTestId(page, 'feedback-dialog').isVisible()).toBe(false);
    await page.context().close();
  });

  it('sends an unknown path to 404 once signed in', async () => {
    const page = await open('/no-such-page');
    await page.waitForURL(/\/app\/404$/);
    await byTestId(page, 'page-404').waitFor();
    await page.context().close();
  });

  it('shows only the areas the member holds permissions for', async () => {
    const switchOff = (disabled: string[]) =>
      operatorToken(e2e.server).then((token) =>
        fetch(`${e2e.server.url}/admin-api/member/permission-switches`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ disabled }),
        }),
      );
    expect((await switchOff(['proxy:manage', 'order:records'])).status).toBe(200);
    try {
      const page = await open('/index');
      await byTestId(page, 'menu-item-PayManage').waitFor();
      expect(await byTestId(page, 'menu-item-Proxy').count()).toBe(0);
      await byTestId(page, 'user-dropdown').click();
      await byTestId(page, 'user-menu-uploadRecords').waitFor();
      expect(await byTestId(page, 'user-menu-orderRecords').count()).toBe(0);
      // Through the router of the loaded console (a cold load to a path without a route is the test above).
      await visit(page, `${e2e.server.url}/app/proxy`);
      await page.waitForURL(/\/app\/404$/);
      await byTestId(page, 'page-404').waitFor();
      await page.context().close();
    } finally {
      await switchOff([]);
    }
  });
});
