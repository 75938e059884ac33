import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Download, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

/** Debian's Chromium with the flags this machine needs; never a downloaded browser. */
export const BROWSER_LAUNCH = {
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
};

/** A Chromium of one's own (a benchmark). */
export const launchBrowser = (): Promise<Browser> => chromium.launch(BROWSER_LAUNCH);

/** A Chromium started elsewhere (the browser suite's, global-setup.ts); closing it only disconnects. */
export const connectBrowser = (endpoint: string): Promise<Browser> => chromium.connect(endpoint);

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

/** No entrance or exit animation is running (dialogs, drawers, toasts): the page looks as it will stay. */
export const stillness = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() =>
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      ),
    )
    .toBe(true);

/**
 * Saves a screenshot of the whole page under e2e/artifacts/ (ignored by git) for a person to look
 * at, once what is moving (a dialog opening, a toast) has come to rest.
 */
export async function shot(page: Page, name: string) {
  await stillness(page);
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
}

/**
 * What a failed test left on screen: each open page's address, and its picture under
 * e2e/artifacts/failed-<test>-<n>.png. A test that timed out is still running: this shows where.
 */
export async function reportPages(browser: Browser, test: string) {
  const pages = browser.contexts().flatMap((context) => context.pages());
  const name = test.replace(/[^\w-]+/g, '-').slice(0, 80);
  mkdirSync(artifacts, { recursive: true });
  for (const [i, page] of pages.entries()) {
    const file = path.join(artifacts, `failed-${name}-${i + 1}.png`);
    const saved = await page.screenshot({ path: file, timeout: 10_000 }).then(
      () => file,
      (error: Error) => `no picture: ${error.message.split('\n')[0]}`,
    );
    console.error(`[${test}] page ${i + 1}: ${page.url()} (${saved})`);
  }
}

/**
 * A drawer or popup has come to rest: its box is the same two frames apart and nothing is moving.
 * (Before a slide starts, its first frames are still: hence also the animations.)
 */
export const atRest = (target: Locator) =>
  expect
    .poll(() =>
      target.evaluate(
        (el) =>
          new Promise<boolean>((resolve) => {
            const box = () => JSON.stringify(el.getBoundingClientRect());
            const before = box();
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve(
                  box() === before &&
                    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
                ),
              ),
            );
          }),
      ),
    )
    .toBe(true);

/**
 * Clicks a button of an antd dialog once the dialog has finished opening (no zoom class left).
 * Before its zoom starts a dialog stands at its full size, transparent, for a frame or two: it looks
 * clickable, and a press made then is released after the zoom has shrunk it, elsewhere, so no click
 * happens (seen under load: a confirmation's Cancel pressed and the dialog left open).
 */
export async function clickInDialog(button: Locator) {
  await button.page().locator('.ant-modal:not([class*="-appear"]):not([class*="-enter"])', { has: button }).waitFor();
  await button.click();
}

/** A downloaded file's text, without a byte-order mark (read through the browser's connection: it may run elsewhere). */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
}

/**
 * Shows `url` in a page already on that console without loading it again: the router follows the
 * history, as after a click on a link. A first load in a new context costs Chromium about 3 s of
 * CPU on a two-core machine, this a tenth of it; use it wherever a test is not about the load
 * itself. A page on another console or origin (or none yet) loads `url`. The caller then waits
 * for something only the new route shows: the old route's content may still be there.
 */
export async function visit(page: Page, url: string) {
  const target = new URL(url);
  const consoleBase = target.pathname.startsWith('/admin') ? '/admin' : '/app';
  const here = new URL(page.url());
  if (here.origin !== target.origin || (here.pathname !== consoleBase && !here.pathname.startsWith(`${consoleBase}/`))) {
    await page.goto(url);
    return;
  }
  await page.evaluate(
    (path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    },
    target.pathname + target.search + target.hash,
  );
}

export const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/**
 * Waits until the pre-rendered sign-in page has hydrated and answers input (its
 * `cp:login-interactive` mark): it paints before its scripts run (docs/decisions/017), and a
 * test that is not about that window starts on the live page.
 */
export const untilSignInLive = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('cp:login-interactive').length > 0);
