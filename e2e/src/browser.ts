import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

/** Debian's Chromium with the flags this machine needs; never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 375, height: 812 };

/**
 * The demo data's popup notice (id 1, once a day) would cover /index in every test, so a context
 * starts as if the member had confirmed it today. Notices a test creates itself still show.
 */
function demoPopupSeenToday() {
  if (localStorage.getItem('popupNotices') !== null) return;
  const now = new Date();
  const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  localStorage.setItem('popupNotices', JSON.stringify([{ id: 1, lastPopupDate: today }]));
}

export async function newContext(
  browser: Browser,
  opts: { locale?: 'zh-CN' | 'en-US'; viewport?: { width: number; height: number } } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: opts.locale ?? 'zh-CN', viewport: opts.viewport ?? DESKTOP });
  await context.addInitScript(demoPopupSeenToday);
  return context;
}

/** Saves a screenshot under e2e/artifacts/ (ignored by git) for a person to look at. */
export async function shot(page: Page, name: string) {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
}

export const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/**
 * Waits until the pre-rendered sign-in page has hydrated and answers input (its
 * `cp:login-interactive` mark): it paints before its scripts run (docs/decisions/017), and a
 * test that is not about that window starts on the live page.
 */
export const untilSignInLive = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('cp:login-interactive').length > 0);
