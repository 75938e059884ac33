import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { visit } from './browser.js';

export { atRest } from './browser.js';
import type { TestServer } from './server.js';
import { DEMO } from './session.js';

/** How far the page, and the member console's content box, are wider than the window (≤ 0: no sideways scroll). */
export const overflow = (page: Page, container = '.cp-app-main') =>
  page.evaluate((selector) => {
    const main = document.querySelector(selector);
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      main: main ? main.scrollWidth - main.clientWidth : Number.NaN,
    };
  }, container);

/**
 * Interactive elements the floating settings button covers (their text or test id). An element in
 * the same flow as the button cannot overlap it; a floating one must sit beside the page.
 */
export const coveredBySettingsButton = (page: Page) =>
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

/**
 * Shows a route of the signed-in member console in the page (client-side, `visit`). When the path
 * changes the console mounts the new page afresh: this waits until the old one has left, so what
 * the caller then waits for is the new page's. A change of the query only keeps the page mounted.
 */
export async function go(page: Page, url: string) {
  const target = new URL(url);
  const leaving = new URL(page.url()).pathname !== target.pathname;
  if (leaving)
    await page.evaluate(() => document.querySelectorAll('.cp-app-main > *').forEach((el) => el.setAttribute('data-e2e-left', '')));
  await visit(page, url);
  if (leaving) await expect.poll(() => page.locator('[data-e2e-left]').count(), { message: target.pathname }).toBe(0);
}

/** Loading markers of the member console: antd spinners and skeletons, a page chunk still loading, placeholder cards. */
const BUSY = '.ant-spin-spinning, .ant-skeleton, .page-loading, .ph-card.is-skeleton, [data-state="loading"]';

/**
 * The screen is finished: nothing loading, no entrance animation running, and its layout the same
 * two frames apart (antd adds the wider screens' table columns after its first render); no error
 * page or error toast, and still at `pathname` (not sent to /404 or to sign-in).
 */
export async function settled(page: Page, pathname: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (busy) =>
            new Promise<boolean>((resolve) => {
              const moving = () =>
                document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
              const layout = () => {
                const main = document.querySelector('.cp-app-main');
                const root = document.documentElement;
                return [root.scrollWidth, root.scrollHeight, main?.scrollWidth, main?.scrollHeight].join();
              };
              const before = layout();
              requestAnimationFrame(() =>
                requestAnimationFrame(() => resolve(!document.querySelector(busy) && !moving() && layout() === before)),
              );
            }),
          BUSY,
        ),
      { timeout: 20_000, message: `${pathname} settles` },
    )
    .toBe(true);
  for (const bad of ['page-error', 'notice-error', 'phone-list-error'])
    expect(await page.locator(`[data-testid="${bad}"]`).count(), `${pathname}: ${bad}`).toBe(0);
  expect(new URL(page.url()).pathname, 'still on the screen').toBe(`/app${pathname}`);
}

/** A view-only share link of one of the demo member's phones, through the API (a demo sign-in: call before opening pages). */
export async function shareCode(server: TestServer, phoneId: number) {
  const login = await fetch(`${server.url}/app-api/member/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const res = await fetch(`${server.url}/app-api/infra/share-link/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ phoneId, expireMinutes: 60 }),
  });
  const { data } = (await res.json()) as { data: { path: string } };
  return new URL(data.path, server.url).searchParams.get('code')!;
}
