import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { byTestId, clickInDialog, DESKTOP, newContext, PHONE, shot, visit } from '../src/browser.js';
import { useServerAndBrowser } from '../src/fixture.js';
import { atRest, coveredBySettingsButton, go, overflow, settled, shareCode } from '../src/member-screens.js';
import { runningDemoPhones, type DemoPhone } from '../src/phone-screen.js';
import { DEMO, signedInPage } from '../src/session.js';

/*
 * How every screen of the member console looks, in both languages at 1440 and 375 px: one signed-in
 * page a test that goes from screen to screen as a click on a link does (a first load costs
 * Chromium ten times a route change), with what each screen must show, no sideways scroll, nothing
 * under the floating settings button, and a screenshot for a person to look at
 * (e2e/artifacts/member-<screen>-<locale>-<width>.png). A second page, the second demo member's, for
 * what only a member without sub-accounts or with phones shared to them sees; at 375 px a visitor's
 * for the share links.
 *
 * Its own file, so its own server on fresh demo data: it reads nothing (the demo member's two unread
 * messages stay unread) and changes nothing but its own share links.
 */
const e2e = useServerAndBrowser();
const SECOND_MEMBER = { phone: '13900139000', password: DEMO.password };

type Locale = 'zh-CN' | 'en-US';
interface Walk {
  page: Page;
  locale: Locale;
  width: number;
  /** The demo member's own running phones, newest first. */
  phones: DemoPhone[];
}

const app = (route: string) => `${e2e.server.url}/app${route}`;
const ready = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"][data-state="ready"]`).waitFor();

/** What every console screen must do once finished: fit the width, leave the settings button alone; then its picture. */
async function looks(walk: Walk, screen: string) {
  const { page } = walk;
  await byTestId(page, 'member-phone').waitFor();
  // On a desktop the settings button floats over the page (on a phone it is in the user menu).
  if (walk.width === DESKTOP.width) await byTestId(page, 'settings-open').waitFor();
  const { page: wide, main } = await overflow(page);
  // Soft: one run reports every screen that overflows, not just the first.
  expect.soft(wide, `${screen}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  expect.soft(main, `${screen}: its content is wider than the page area`).toBeLessThanOrEqual(0);
  expect.soft(await coveredBySettingsButton(page), `${screen}: under the settings button`).toEqual([]);
  await shot(page, `member-${screen}-${walk.locale}-${walk.width}`);
}

/** Goes to a screen, waits for what it is for and for it to settle, and checks and shoots it. */
async function screen(walk: Walk, name: string, route: string, isReady: () => Promise<unknown>) {
  await go(walk.page, app(route));
  await isReady();
  await settled(walk.page, new URL(app(route)).pathname.slice('/app'.length));
  await looks(walk, name);
}

/**
 * The open dropdown menu has come to rest within the window: its items are reached by scrolling
 * inside it, never the page (a page scroll realigns the menu under the finger and loses the tap).
 */
async function menuInWindow(page: Page, what: string) {
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu');
  await atRest(menu);
  const box = await menu.evaluate((el) => {
    const { top, bottom } = el.getBoundingClientRect();
    return { top, bottom, window: window.innerHeight };
  });
  expect.soft(box.top, `${what} starts above the window`).toBeGreaterThanOrEqual(0);
  expect.soft(box.bottom, `${what} ends below the window`).toBeLessThanOrEqual(box.window);
}

async function phoneList(walk: Walk) {
  const { page, locale, width } = walk;
  await ready(page, 'phone-list');
  await page.getByTestId('phone-card').first().waitFor();
  await settled(page, '/index');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
  if (locale === 'en-US') expect(await page.locator('h1').first().textContent()).toBe('My cloud phones');
  await looks(walk, 'phones-grid');

  // The bell's list of the unread messages; opening it reads none.
  await byTestId(page, 'notice-bell').click();
  await ready(page, 'notice-bell-list');
  await expect.poll(() => byTestId(page, 'notice-bell-item').count()).toBe(2);
  await looks(walk, 'bell-list');
  await byTestId(page, 'notice-bell').click();
  await byTestId(page, 'notice-bell-list').waitFor({ state: 'detached' });

  // A powered-off phone's menu: the impossible items greyed out with their reason.
  const off = page.locator('[data-testid="phone-card"]:has([data-testid="phone-power-on"])').first();
  await off.getByTestId('phone-more').click();
  const powerOff = page.locator('[data-testid="phone-menu-powerOff"]:visible');
  await expect.poll(() => powerOff.getAttribute('data-blocked')).toBe('alreadyOff');
  await menuInWindow(page, 'the card menu');
  await looks(walk, 'phones-menu');
  await page.keyboard.press('Escape');
  await powerOff.waitFor({ state: 'hidden' });
  // The batch menu of a ticked phone.
  const tick = page.getByTestId('phone-select').first();
  await tick.check();
  await byTestId(page, 'batch-menu').click();
  await page.locator('[data-testid="batch-push"]:visible').waitFor();
  await menuInWindow(page, 'the batch menu');
  await page.keyboard.press('Escape');
  await page.locator('[data-testid="batch-push"]:visible').waitFor({ state: 'hidden' });
  await tick.uncheck();

  await byTestId(page, 'view-table').click();
  await page.getByTestId('phone-row').first().waitFor();
  await settled(page, '/index');
  await looks(walk, 'phones-table');
  // Beside the open sidebar at 1440 px every column shows; at 375 px the table scrolls sideways
  // and the row menu stays in view at its right edge.
  const table = await byTestId(page, 'phone-table').evaluate((el) => {
    const menu = el.querySelector('[data-testid="phone-row"] [data-testid="phone-more"]')!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return { overflow: el.scrollWidth - el.clientWidth, menuInside: menu.left >= box.left && menu.right <= box.right };
  });
  expect(table.menuInside).toBe(true);
  if (width === DESKTOP.width) expect(table.overflow).toBeLessThanOrEqual(0);
  else expect(table.overflow).toBeGreaterThan(0);

  // The empty-search picture fits its box at this width.
  await byTestId(page, 'phone-search').fill('NO-SUCH-PHONE');
  await byTestId(page, 'phone-search').press('Enter');
  const fit = await byTestId(page, 'phone-list-no-match').evaluate((box) => {
    const outer = box.getBoundingClientRect();
    const art = box.querySelector('svg')!.getBoundingClientRect();
    return { inside: art.left >= outer.left && art.right <= outer.right, ratio: art.width / art.height };
  });
  expect(fit.inside).toBe(true);
  expect(fit.ratio).toBeCloseTo(4 / 3, 1);
  await settled(page, '/index');
  await looks(walk, 'phones-no-match');
}

async function phoneScreens(walk: Walk) {
  const { page, width, phones } = walk;
  await screen(walk, 'recycle-bin', '/recycleBin', async () => {
    await byTestId(page, 'recycle-row').first().waitFor();
    await byTestId(page, 'table-toolbar').waitFor();
  });
  await screen(walk, 'upload-records', '/uploadRecords', () => byTestId(page, 'upload-record').first().waitFor());

  const group = phones.slice(0, 4).map((p) => p.id);
  expect(group.length, 'the demo member has three running phones').toBeGreaterThanOrEqual(3);
  await screen(walk, 'group-control', `/groupControl?ids=${group.join(',')}`, async () => {
    await byTestId(page, 'gc-start').click();
    await expect.poll(() => byTestId(page, 'gc-page').getAttribute('data-phase'), { timeout: 15_000 }).toBe('live');
    await expect.poll(() => page.locator('[data-testid="gc-follower"][data-state="active"]').count()).toBe(group.length - 1);
  });
  await byTestId(page, 'gc-end').click();
  await byTestId(page, 'gc-picker').waitFor();

  // With the quality overlay (a stored choice): its picture size is known once a frame is drawn.
  await screen(walk, 'play', `/play?phoneId=${phones[0]!.id}`, async () => {
    await expect.poll(() => byTestId(page, 'play-page').getAttribute('data-phase'), { timeout: 15_000 }).toBe('live');
    await expect.poll(() => page.locator('[data-stat="resolution"] dd').textContent(), { timeout: 10_000 }).toMatch(/^\d+×\d+$/);
  });
  if (width === PHONE.width) {
    // The screen fills the width; the buttons sit in a bar below it.
    const canvas = (await byTestId(page, 'play-canvas').boundingBox())!;
    const controls = (await byTestId(page, 'play-controls').boundingBox())!;
    expect(canvas.width).toBeGreaterThan(300);
    expect(controls.y).toBeGreaterThanOrEqual(canvas.y + canvas.height - 1);
  }
}

async function commerceScreens(walk: Walk) {
  const { page, phones } = walk;
  await screen(walk, 'buy', '/payManage', () => page.locator('[data-testid="order-package"]').first().waitFor());
  await screen(walk, 'renew', '/renewManage', () => byTestId(page, 'renew-page').waitFor());
  await screen(walk, 'upgrade', `/payManage?upgrade=${phones[0]!.id}`, () => byTestId(page, 'upgrade-form').waitFor());
  await screen(walk, 'redeem', '/redemptionCode', () => byTestId(page, 'redeem-page').waitFor());
  await screen(walk, 'orders', '/orderRecords', () => byTestId(page, 'order-records').waitFor());
  await byTestId(page, 'points-tab').click();
  await byTestId(page, 'points-ledger').waitFor();
  await settled(page, '/orderRecords');
  await looks(walk, 'points');
}

async function proxyScreens(walk: Walk) {
  const { page, locale } = walk;
  await screen(walk, 'proxies', '/proxy', async () => {
    await ready(page, 'proxy-page');
    await expect.poll(() => byTestId(page, 'proxy-row').count()).toBeGreaterThan(0);
  });
  if (locale === 'en-US') expect(await page.locator('.px-page__head h1').textContent()).toBe('Proxies');
  // Nothing filled in: the form says what is missing.
  await byTestId(page, 'proxy-add').click();
  await byTestId(page, 'proxy-form-dialog').waitFor();
  await byTestId(page, 'proxy-form-submit').click();
  await byTestId(page, 'proxy-host-error').waitFor();
  if (locale === 'en-US') expect(await byTestId(page, 'proxy-host-error').textContent()).toBe('Please enter IP');
  await looks(walk, 'proxies-add');
  await clickInDialog(byTestId(page, 'proxy-form-cancel'));
  await byTestId(page, 'proxy-form-dialog').waitFor({ state: 'hidden' });
  await byTestId(page, 'proxy-batch-add').click();
  await byTestId(page, 'proxy-batch-dialog').waitFor();
  await looks(walk, 'proxies-batch');
  await clickInDialog(byTestId(page, 'proxy-batch-cancel'));
  await byTestId(page, 'proxy-batch-dialog').waitFor({ state: 'hidden' });
}

async function sharingScreens(walk: Walk) {
  const { page } = walk;
  await screen(walk, 'empower', '/empowerPhoneList', () => byTestId(page, 'accredit-row').first().waitFor());
  await screen(walk, 'key-account', '/keyAccount', () => byTestId(page, 'sub-account-row').first().waitFor());
  await screen(walk, 'access-log', '/keyAccount?tab=audit', async () => {
    await page.locator('[data-testid="key-account-page"][data-tab="audit"]').waitFor();
    await byTestId(page, 'audit').waitFor();
  });
}

async function accountScreens(walk: Walk) {
  const { page } = walk;
  await screen(walk, 'settings-account', '/setting/account', () => ready(page, 'account-center'));
  await screen(walk, 'account-center', '/personalCenter/accountCenter', async () => {
    await ready(page, 'account-center');
    await byTestId(page, 'points-balance').waitFor();
  });
  await screen(walk, 'about', '/setting/about', () => byTestId(page, 'about-licence').first().waitFor());
  expect(await byTestId(page, 'about-version').getAttribute('data-version')).toBe('2.2.0');
  await screen(walk, 'customer-service', '/setting/customer', async () => {
    await ready(page, 'customer-page');
    await byTestId(page, 'customer-contact').first().waitFor();
    await byTestId(page, 'customer-group').waitFor();
  });

  await screen(walk, 'message-center', '/notice', async () => {
    await ready(page, 'notice-list');
    await expect.poll(() => byTestId(page, 'notice-row').count()).toBe(5);
  });
  const maintenance = await byTestId(page, 'notice-row').filter({ hasText: '系统维护通知' }).getAttribute('data-id');
  await byTestId(page, 'notice-tab-feedback').click();
  await ready(page, 'feedback-list');
  await byTestId(page, 'feedback-row').first().waitFor();
  await byTestId(page, 'feedback-reply').first().waitFor();
  expect(new URL(page.url()).search).toBe('?tab=feedback');
  await settled(page, '/notice');
  await looks(walk, 'my-feedback');
  // Only a notice that is read already: the unread ones stay unread for the bell.
  await screen(walk, 'notice-detail', `/seeNotice/${maintenance}`, () => ready(page, 'see-notice'));
  expect(await byTestId(page, 'see-notice-title').textContent()).toBe('系统维护通知');
}

/** The shell's own parts: the 81 px sidebar (a drawer on a phone) and, on a phone, the settings drawer from the user menu. */
async function shell(walk: Walk) {
  const { page, locale, width } = walk;
  if (width === DESKTOP.width) {
    // Spec point 2: the sidebar is 81 px wide, an icon above a short label.
    expect(Math.round((await byTestId(page, 'sidebar').boundingBox())!.width)).toBe(81);
    const icon = (await page.locator('[data-testid="menu-item-CloudPhone"] .anticon').boundingBox())!;
    const label = (await page.locator('[data-testid="menu-item-CloudPhone"] .cp-menu-label__text').boundingBox())!;
    expect(label.y).toBeGreaterThanOrEqual(icon.y + icon.height - 1);
    return;
  }
  await byTestId(page, 'sidebar-toggle').click();
  await byTestId(page, 'menu-item-CloudPhone').waitFor();
  await atRest(byTestId(page, 'sidebar'));
  expect.soft(Math.round((await byTestId(page, 'sidebar').boundingBox())!.width)).toBe(81);
  await shot(page, `member-sidebar-drawer-${locale}-${width}`);
  await byTestId(page, 'menu-item-CloudPhone').click();
  await expect.poll(() => byTestId(page, 'menu-item-CloudPhone').isVisible()).toBe(false);
  await ready(page, 'phone-list');

  // No floating button on a phone: the user menu opens the settings drawer.
  await byTestId(page, 'user-dropdown').click();
  await byTestId(page, 'user-menu-layoutSettings').click();
  const drawer = byTestId(page, 'settings-drawer');
  await drawer.waitFor();
  await atRest(drawer);
  await shot(page, `member-settings-drawer-${locale}-${width}`);
  // Every item of the drawer is on screen: nothing runs off its right edge.
  const edge = await drawer.evaluate((el) => ({
    right: Math.max(...Array.from(el.querySelectorAll('*'), (child) => child.getBoundingClientRect().right)),
    width: window.innerWidth,
  }));
  expect.soft(edge.right).toBeLessThanOrEqual(edge.width);
}

/** The second demo member: phones shared with them (the authorization dialog's second tab), and no sub-accounts (the prospect view). */
async function secondMember(locale: Locale, viewport: typeof DESKTOP) {
  const page = await signedInPage(e2e.browser, e2e.server, { viewport, storage: { locale }, account: SECOND_MEMBER });
  const walk: Walk = { page, locale, width: viewport.width, phones: [] };
  await page.goto(app('/index'));
  await ready(page, 'phone-list');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);

  await byTestId(page, 'user-dropdown').click();
  await byTestId(page, 'user-menu-empower').click();
  const dialog = byTestId(page, 'empower-dialog');
  await dialog.waitFor();
  // The first tab's list has loaded (its rows or its empty word) before the second tab is chosen.
  await dialog.locator('[data-testid="accredit-row"], [data-testid="accredit-empty"]').first().waitFor();
  await atRest(dialog);
  await byTestId(page, 'empower-tab-received').click();
  await expect.poll(() => dialog.locator('[data-testid="accredited-row"]:visible').count()).toBeGreaterThan(0);
  await settled(page, '/index');
  await looks(walk, 'empower-dialog');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  await screen(walk, 'key-account-prospect', '/keyAccount', async () => {
    await page.locator('[data-testid="key-account-page"][data-view="prospect"]').waitFor();
    await byTestId(page, 'key-account-prospect').waitFor();
    await byTestId(page, 'lead-form').waitFor();
  });
  await page.context().close();
}

/**
 * A visitor's share-link pages at 375 px. One page, route to route: each route starts its own
 * stream, since the game variant (refused: this phone does not stream) sits between the two phone ones.
 */
async function sharePages(locale: Locale, code: string) {
  const context = await newContext(e2e.browser, { locale, viewport: PHONE });
  await context.addInitScript((lang) => localStorage.setItem('locale', lang), locale);
  const page = await context.newPage();
  const screen = byTestId(page, 'shared-screen');
  for (const route of ['sharePhoneVideo', 'shareGame', 'shareVideo']) {
    await visit(page, app(`/${route}?code=${code}`));
    const variant = route === 'shareGame' ? 'game' : 'phone';
    await page.locator(`[data-testid="shared-screen"][data-variant="${variant}"]`).waitFor();
    if (variant === 'game') await byTestId(page, 'play-error').waitFor();
    else await expect.poll(() => screen.getAttribute('data-phase'), { timeout: 15_000 }).toBe('live');
    const { page: wide, main } = await overflow(page, '.pl-shared');
    expect(wide, route).toBeLessThanOrEqual(0);
    expect(main, route).toBeLessThanOrEqual(0);
    await shot(page, `member-${route}-${locale}-375`);
  }
  await context.close();
}

describe('every member screen, in both languages at 1440 and 375 px', () => {
  for (const locale of ['zh-CN', 'en-US'] as const)
    for (const viewport of [DESKTOP, PHONE])
      it(`${locale}, ${viewport.width} px`, async () => {
        // Before the pages sign in: a demo sign-in ends the demo member's other session.
        const phones = await runningDemoPhones(e2e.server);
        const code = viewport === PHONE ? await shareCode(e2e.server, phones[0]!.id) : null;
        const page = await signedInPage(e2e.browser, e2e.server, {
          viewport,
          storage: { locale, 'phone-list-view': 'grid', 'play-stats-overlay': '1' },
        });
        const walk: Walk = { page, locale, width: viewport.width, phones };
        await page.goto(app('/index'));
        await phoneList(walk);
        await phoneScreens(walk);
        await commerceScreens(walk);
        await proxyScreens(walk);
        await sharingScreens(walk);
        await accountScreens(walk);
        await shell(walk);
        await page.context().close();

        await secondMember(locale, viewport);
        if (code) await sharePages(locale, code);
      }, 300_000);
});
