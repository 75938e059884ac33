import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, newContext, PHONE, shot } from '../src/browser.js';
import { useServerAndBrowser } from '../src/fixture.js';
import { runningDemoPhones } from '../src/phone-screen.js';
import { DEMO, signedInPage } from '../src/session.js';

const e2e = useServerAndBrowser();

/** How far the page, and its main content box, are wider than the window (≤ 0: no sideways scroll). */
const overflow = (page: Page, container: string) =>
  page.evaluate((selector) => {
    const main = document.querySelector(selector);
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      main: main ? main.scrollWidth - main.clientWidth : Number.NaN,
    };
  }, container);

/**
 * Interactive elements the settings button covers (their text or test id). An element in the
 * same flow as the button (the top bar on a phone) cannot overlap it; a floating one must sit beside the page.
 */
const coveredBySettingsButton = (page: Page) =>
  page.evaluate(() => {
    const button = document.querySelector('[data-testid="settings-open"]');
    if (!button) return [];
    const box = button.getBoundingClientRect();
    const interactive = document.querySelectorAll('a, button, input, textarea, select, canvas, [role="button"], [tabindex]');
    return Array.from(interactive)
      .filter((el) => el !== button && !el.contains(button) && !button.contains(el))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        return r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      })
      .map((el) => (el as HTMLElement).dataset.testid ?? el.textContent?.trim().slice(0, 20) ?? el.tagName);
  });

/** A view-only share link of the demo member's phone, made through the API. */
async function shareCode(phoneId: number) {
  const login = await fetch(`${e2e.server.url}/app-api/member/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const res = await fetch(`${e2e.server.url}/app-api/infra/share-link/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ phoneId, expireMinutes: 60 }),
  });
  const { data } = (await res.json()) as { data: { path: string } };
  return new URL(data.path, e2e.server.url).searchParams.get('code')!;
}

interface Visit {
  name: string;
  path: string;
  /** Waits until the page shows what it is for. */
  ready(page: Page): Promise<void>;
}

async function memberPages(): Promise<Visit[]> {
  const phones = await runningDemoPhones(e2e.server);
  expect(phones.length, 'the demo member has three running phones').toBeGreaterThanOrEqual(3);
  const ids = phones.slice(0, 3).map((p) => p.id);
  return [
    { name: 'index', path: '/index', ready: (p) => p.locator('[data-testid="phone-list"][data-state="ready"]').waitFor() },
    { name: 'recycle-bin', path: '/recycleBin', ready: (p) => byTestId(p, 'recycle-bin').waitFor() },
    { name: 'upload-records', path: '/uploadRecords', ready: (p) => byTestId(p, 'upload-records').waitFor() },
    {
      name: 'group-control',
      path: `/groupControl?ids=${ids.join(',')}`,
      ready: async (p) => {
        await byTestId(p, 'gc-start').click();
        await expect.poll(() => byTestId(p, 'gc-page').getAttribute('data-phase'), { timeout: 15_000 }).toBe('live');
        await expect.poll(() => p.locator('[data-testid="gc-follower"][data-state="active"]').count()).toBe(ids.length - 1);
      },
    },
    {
      name: 'play',
      path: `/play?phoneId=${ids[0]}`,
      ready: (p) => expect.poll(() => byTestId(p, 'play-page').getAttribute('data-phase'), { timeout: 15_000 }).toBe('live'),
    },
    {
      name: 'settings',
      path: '/setting/account',
      ready: (p) => p.locator('[data-testid="account-center"][data-state="ready"]').waitFor(),
    },
    { name: 'about', path: '/setting/about', ready: (p) => byTestId(p, 'about-version').waitFor() },
    { name: 'customer', path: '/setting/customer', ready: (p) => p.locator('[data-testid="customer-page"][data-state="ready"]').waitFor() },
    { name: 'notice', path: '/notice', ready: (p) => byTestId(p, 'notice-row').first().waitFor() },
    { name: 'notice-feedback', path: '/notice?tab=feedback', ready: (p) => byTestId(p, 'feedback-row').first().waitFor() },
  ];
}

describe('every member page at phone width', () => {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    it(`has no sideways overflow at 375 px, and the settings button covers nothing (${locale})`, async () => {
      const pages = await memberPages();
      const page = await signedInPage(e2e.browser, e2e.server, { viewport: PHONE, storage: { locale } });
      for (const visit of pages) {
        await page.goto(`${e2e.server.url}/app${visit.path}`);
        await byTestId(page, 'member-phone').waitFor();
        await visit.ready(page);
        await shot(page, `narrow-${visit.name}-${locale}-375`);
        const { page: wide, main } = await overflow(page, '.cp-app-main');
        // Soft: one run reports every page that overflows, not just the first.
        expect.soft(wide, `${visit.name}: the page scrolls sideways`).toBeLessThanOrEqual(0);
        expect.soft(main, `${visit.name}: its content is wider than the page area`).toBeLessThanOrEqual(0);
        expect.soft(await coveredBySettingsButton(page), visit.name).toEqual([]);
      }
      // The sidebar is a drawer of the same 81 px bar.
      await byTestId(page, 'sidebar-toggle').click();
      await byTestId(page, 'menu-item-CloudPhone').waitFor();
      const bar = (await byTestId(page, 'sidebar').boundingBox())!;
      expect.soft(Math.round(bar.width)).toBe(81);
      await shot(page, `narrow-sidebar-drawer-${locale}-375`);
      await byTestId(page, 'menu-item-CloudPhone').click();
      await expect.poll(() => byTestId(page, 'menu-item-CloudPhone').isVisible()).toBe(false);
      // No floating button on a phone: the user menu opens the settings drawer.
      await byTestId(page, 'user-dropdown').click();
      await byTestId(page, 'user-menu-layoutSettings').click();
      await byTestId(page, 'settings-drawer').waitFor();
      // The drawer has finished sliding in: its place no longer changes between two frames apart.
      let last = '';
      await expect
        .poll(async () => {
          const box = JSON.stringify(await byTestId(page, 'settings-drawer').boundingBox());
          const settled = box === last;
          last = box;
          await page.waitForTimeout(100);
          return settled;
        })
        .toBe(true);
      await shot(page, `narrow-settings-drawer-${locale}-375`);
      // Every item of the drawer is on screen: nothing runs off its right edge.
      const drawer = await byTestId(page, 'settings-drawer').evaluate((el) => {
        const right = Math.max(...Array.from(el.querySelectorAll('*'), (child) => child.getBoundingClientRect().right));
        return { right, width: window.innerWidth };
      });
      expect.soft(drawer.right).toBeLessThanOrEqual(drawer.width);
      await page.context().close();
    });
  }

  it('keeps the floating settings button beside the page on a desktop', async () => {
    const [phone] = await runningDemoPhones(e2e.server);
    const page = await signedInPage(e2e.browser, e2e.server, { viewport: DESKTOP });
    for (const path of ['/index', `/play?phoneId=${phone!.id}`, '/uploadRecords']) {
      await page.goto(`${e2e.server.url}/app${path}`);
      await byTestId(page, 'member-phone').waitFor();
      await byTestId(page, 'settings-open').waitFor();
      expect(await coveredBySettingsButton(page), path).toEqual([]);
    }
    // Spec point 2: the sidebar is 81 px wide, an icon above a short label.
    expect(Math.round((await byTestId(page, 'sidebar').boundingBox())!.width)).toBe(81);
    const entry = (await page.locator('[data-testid="menu-item-CloudPhone"] .anticon').boundingBox())!;
    const label = (await page.locator('[data-testid="menu-item-CloudPhone"] .cp-menu-label__text').boundingBox())!;
    expect(label.y).toBeGreaterThanOrEqual(entry.y + entry.height - 1);
    await page.context().close();
  });

  it('fills the screen box with a rotated picture, without black bars, at 1440 and 375 px', async () => {
    const [phone] = await runningDemoPhones(e2e.server);
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await signedInPage(e2e.browser, e2e.server, { viewport, storage: { 'play-stats-overlay': '1' } });
      await page.goto(`${e2e.server.url}/app/play?phoneId=${phone!.id}`);
      await expect.poll(() => byTestId(page, 'play-page').getAttribute('data-phase'), { timeout: 15_000 }).toBe('live');
      /** The picture's size (the stats overlay) against the box it is shown in. */
      const fit = () =>
        page.evaluate(() => {
          const [w, h] = (document.querySelector('[data-stat="resolution"] dd')?.textContent ?? '').split('×').map(Number);
          const box = document.querySelector('[data-testid="play-player"]')!.getBoundingClientRect();
          return { isLandscape: w! > h!, boxRatio: box.width / box.height, pictureRatio: w! / h! };
        });
      const before = await fit();
      await byTestId(page, 'play-rotate').click();
      await expect.poll(async () => (await fit()).isLandscape, { timeout: 15_000 }).toBe(!before.isLandscape);
      await expect
        .poll(async () => {
          const { boxRatio, pictureRatio } = await fit();
          return Math.abs(boxRatio / pictureRatio - 1) < 0.02;
        })
        .toBe(true);
      await shot(page, `play-rotated-${viewport.width}`);
      // Back upright for the other tests.
      await byTestId(page, 'play-rotate').click();
      await expect.poll(async () => (await fit()).isLandscape, { timeout: 15_000 }).toBe(before.isLandscape);
      await page.context().close();
    }
  });

  for (const locale of ['zh-CN', 'en-US'] as const) {
    it(`shows the share pages without sideways overflow at 375 px (${locale})`, async () => {
      const [phone] = await runningDemoPhones(e2e.server);
      const code = await shareCode(phone!.id);
      const context = await newContext(e2e.browser, { locale, viewport: PHONE });
      await context.addInitScript((lang) => localStorage.setItem('locale', lang), locale);
      const page = await context.newPage();
      for (const route of ['sharePhoneVideo', 'shareVideo', 'shareGame']) {
        await page.goto(`${e2e.server.url}/app/${route}?code=${code}`);
        const screen = byTestId(page, 'shared-screen');
        await screen.waitFor();
        // A phone page opens the stream; /shareGame opens only a streaming phone's link, so this one is refused there.
        if (route === 'shareGame') await byTestId(page, 'play-error').waitFor();
        else await expect.poll(() => screen.getAttribute('data-phase'), { timeout: 15_000 }).toBe('live');
        await shot(page, `narrow-${route}-${locale}-375`);
        const { page: wide, main } = await overflow(page, '.pl-shared');
        expect(wide, route).toBeLessThanOrEqual(0);
        expect(main, route).toBeLessThanOrEqual(0);
      }
      await context.close();
    });
  }
});
