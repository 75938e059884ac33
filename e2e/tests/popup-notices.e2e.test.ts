import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../src/fixture.js';
import { byTestId, clickInDialog, newContext, shot, untilSignInLive } from '../src/browser.js';
import { DEMO, operatorToken, signedInPage } from '../src/session.js';

const e2e = useServerAndBrowser();

/** Creates a popup notice through the operator API, as the operator console will. */
async function createPopup(notice: Record<string, unknown>) {
  const res = await fetch(`${e2e.server.url}/admin-api/system/notify-msg-manager/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await operatorToken(e2e.server)}` },
    body: JSON.stringify({ contentType: 2, msgType: 3, status: 0, ...notice }),
  });
  const body = (await res.json()) as { code: number; data: number; msg: string };
  expect(body, body.msg).toMatchObject({ code: 0 });
  return body.data;
}

const dialog = (page: Page) => byTestId(page, 'system-notice-dialog');
const dialogTitle = (page: Page) => dialog(page).locator('.ant-modal-title').textContent();

/**
 * How many popups show once the page has decided (it asked for the list and has the answer, or did
 * not ask on this kind of load): a dialog of a due notice renders with that decision, so a count of
 * 0 after it means none was due, not that the list had not come yet.
 */
async function settles(page: Page) {
  await page.locator('[data-testid="popup-notices"][data-state="decided"]').waitFor({ state: 'attached' });
  return dialog(page).count();
}

/** The dialog has finished opening (its zoom-in classes are gone): before that it can be drawn at a fraction of its size. */
const opened = (page: Page) => page.locator('.ant-modal:not([class*="-appear"]):not([class*="-enter"])', { has: dialog(page) }).waitFor();

describe('popup notices', () => {
  it('shows the notices one at a time after sign-in, and a once-only notice never again', async () => {
    await createPopup({
      title: '系统升级公告',
      content: '云手机将于本周六 02:00-04:00 升级，期间可能短暂断开连接。',
      popFrequency: 3,
      popPriority: 1,
    });
    await createPopup({ title: '续费提醒', content: '您有云手机即将到期，请及时续费。', popFrequency: 1, popPriority: 2, msgType: 4 });

    const page = await (await newContext(e2e.browser)).newPage();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/app-api/system/notify-msg-manager/page')) asked.push(r.url());
    });
    await page.goto(`${e2e.server.url}/app/login`);
    await untilSignInLive(page);
    await byTestId(page, 'phone-input').fill(DEMO.phone);
    await byTestId(page, 'password-input').fill(DEMO.password);
    await byTestId(page, 'agree-checkbox').check();
    await byTestId(page, 'login-submit').click();
    await page.waitForURL(/\/app\/index$/);

    await expect.poll(() => dialogTitle(page), { timeout: 15_000 }).toBe('系统升级公告');
    expect(await dialog(page).textContent()).toContain('期间可能短暂断开连接');
    await opened(page);
    await shot(page, 'popup-notice-zh-desktop');
    await clickInDialog(byTestId(page, 'system-notice-confirm'));
    await expect.poll(() => dialogTitle(page)).toBe('续费提醒');
    await clickInDialog(byTestId(page, 'system-notice-confirm'));
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]!).search).toMatch(
      /^\?pageNo=1&pageSize=300&nowDateTime=\d{4}-\d\d-\d\d%20\d\d%3A\d\d%3A\d\d&msgType=3&msgType=4&status=0$/,
    );
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('popupNotices')))!) as Array<{
      title: string;
      hasPopped?: boolean;
    }>;
    expect(stored.find((n) => n.title === '系统升级公告')).toMatchObject({ hasPopped: true });

    // A reload shows nothing and asks nothing.
    await page.reload();
    expect(await settles(page)).toBe(0);
    expect(asked).toHaveLength(1);

    // A normal navigation shows the every-time notice again, but not the once-only one.
    await page.goto(`${e2e.server.url}/app/index`);
    await expect.poll(() => dialogTitle(page), { timeout: 15_000 }).toBe('续费提醒');
    await clickInDialog(byTestId(page, 'system-notice-confirm'));
    expect(await settles(page)).toBe(0);
    expect(asked).toHaveLength(2);
    await page.context().close();
  });

  it('shows an image notice with a close icon in English', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="600" height="300" fill="#1677ff"/>' +
      '<text x="300" y="165" font-size="40" font-family="sans-serif" fill="#fff" text-anchor="middle">New cloud phones</text></svg>';
    await createPopup({
      title: 'New cloud phones',
      contentType: 1,
      content: `data:image/svg+xml,${encodeURIComponent(svg)}`,
      popFrequency: 2,
      popPriority: 0,
    });
    const page = await signedInPage(e2e.browser, e2e.server, { storage: { locale: 'en-US' } });
    await page.goto(`${e2e.server.url}/app/index`);
    await dialog(page).locator('img[alt="New cloud phones"]').waitFor({ timeout: 15_000 });
    expect(await byTestId(page, 'system-notice-confirm').count()).toBe(0);
    expect(await byTestId(page, 'system-notice-close').getAttribute('aria-label')).toBe('Close');
    await opened(page);
    await shot(page, 'popup-notice-en-image');
    await byTestId(page, 'system-notice-close').click();
    // The notices of the first test follow, text with the English confirm button.
    await expect.poll(() => dialogTitle(page)).toBe('系统升级公告');
    expect(await byTestId(page, 'system-notice-confirm').textContent()).toBe('Got it');
    await opened(page);
    await shot(page, 'popup-notice-en-desktop');
    await page.context().close();
  });
});
