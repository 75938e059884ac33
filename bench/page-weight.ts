/**
 * Page weight and time-to-form of the console's first pages, measured in Debian's Chromium on
 * the production build (`node scripts/build.mjs` first; `npm run bench:page-weight` does both).
 *
 * - weight: every JS and CSS file the browser requests while loading /app/login (until it answers
 *   input) and /app/index (signed in, until the phone list shows), each gzipped at level 9 from
 *   dist/, summed.
 * - time: from navigation start until the sign-in form is in the DOM, with the CPU throttled 4×,
 *   median of cold runs (a new browser context each run, so no cache).
 * - baseline, measured in the same run: the same timing for a static HTML page holding just a
 *   form, served from loopback. The ratio to it is what compares across machines.
 * - the operator console's sign-in page (/admin/login, issue 19) beside the member console's: its
 *   weight until the form shows, and the same time to form and ratio.
 *
 * WEB_DIST / ADMIN_DIST (the server's own settings) point it at another copy of the builds.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Request } from 'playwright-core';
import { launchBrowser } from '../e2e/src/browser.js';
import { startServer } from '../e2e/src/server.js';
import { coldIndex, paints, ruoyiServer, type PaintTarget } from './paint.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const here = path.dirname(fileURLToPath(import.meta.url));
/** Where each console's files are, and the URL prefix the server serves them under. */
const WEB = { prefix: '/app/', dist: process.env.WEB_DIST ?? path.resolve(here, '../apps/web/dist') };
const ADMIN = { prefix: '/admin/', dist: process.env.ADMIN_DIST ?? path.resolve(here, '../apps/admin/dist') };
type Console = typeof WEB;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Records when the form appears, relative to navigation start, without polling from outside. */
const WATCH_FORM = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-testid="login-submit"], form button[type="submit"]')) {
      window.__formAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });`;

const gzipped = (dist: string, files: Iterable<string>) => {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  return bytes;
};

/** Records, in page time, when the first element matching `selector` appears. */
const watchReady = (selector: string) => `
  new MutationObserver((_, observer) => {
    if (document.querySelector(${JSON.stringify(selector)})) {
      window.__readyAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });`;

/**
 * What a page loads first: JS and CSS whose request started before its ready element appeared
 * (both in the browser's own clock). What it fetches after that, until the network is quiet, is
 * reported apart (`withIdle`), since nothing waits on it.
 */
async function loadedAssets(context: BrowserContext, url: string, ready: string, readyMark?: string, app: Console = WEB) {
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on('request', (req) => {
    const type = req.resourceType();
    if (type === 'script' || type === 'stylesheet') requests.push(req);
  });
  await page.addInitScript(watchReady(ready));
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  // A pre-rendered page shows its element before any script: it is ready once it answers input.
  if (readyMark) await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, readyMark, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const readyAt = readyMark
    ? await page.evaluate((mark) => performance.timeOrigin + performance.getEntriesByName(mark)[0]!.startTime, readyMark)
    : await page.evaluate(() => (window as unknown as { __readyAt: number }).__readyAt);
  const file = (req: Request) => new URL(req.url()).pathname.slice(app.prefix.length);
  const first = new Set(requests.filter((req) => req.timing().startTime <= readyAt).map(file));
  const all = new Set(requests.map(file));
  await page.close();
  return { bytes: gzipped(app.dist, first), withIdle: gzipped(app.dist, all), files: [...first].sort() };
}

/**
 * Navigation start → the form in the DOM and, when the page marks it, → the page answering input
 * (the sign-in page is pre-rendered: it shows first and hydrates after).
 */
async function timeToForm(browser: Browser, url: string, interactiveMark?: string) {
  const times: number[] = [];
  const interactive: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(WATCH_FORM);
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { __formAt?: number }).__formAt !== undefined, undefined, { timeout: 30_000 });
    times.push(await page.evaluate(() => (window as unknown as { __formAt: number }).__formAt));
    if (interactiveMark) {
      const handle = await page.waitForFunction((mark) => performance.getEntriesByName(mark)[0]?.startTime, interactiveMark, {
        timeout: 30_000,
      });
      interactive.push((await handle.jsonValue()) as number);
    }
    await context.close();
  }
  return { form: median(times), interactive: interactive.length ? median(interactive) : undefined };
}

async function baselineServer() {
  const html =
    '<!doctype html><html><head><meta charset="utf-8"><title>baseline</title></head><body><form><input name="phone"><button type="submit">Sign in</button></form></body></html>';
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => new Promise((r) => server.close(r)) };
}

async function main() {
  const [server, browser, baseline] = await Promise.all([startServer(), launchBrowser(), baselineServer()]);
  const ruoyiDist = process.env.BENCH_RUOYI_DIST;
  const ruoyi = ruoyiDist ? await ruoyiServer(path.resolve(ruoyiDist)) : undefined;
  try {
    const login = await loadedAssets(
      await browser.newContext(),
      `${server.url}/app/login`,
      '[data-testid="login-submit"]',
      'cp:login-interactive',
    );

    // The operator console's sign-in (a client-rendered page): until its form is on screen.
    const adminLogin = await loadedAssets(
      await browser.newContext(),
      `${server.url}/admin/login`,
      '[data-testid="sign-in-submit"]',
      undefined,
      ADMIN,
    );

    // Sign in through the page once, then weigh /app/index in a fresh context carrying that session.
    const signIn = await browser.newContext();
    const page = await signIn.newPage();
    await page.goto(`${server.url}/app/login`);
    // A click before hydration is held and replayed (decision 017): check() wants the box ticked at once.
    await page.waitForFunction(() => performance.getEntriesByName('cp:login-interactive').length > 0);
    await page.locator('[data-testid="phone-input"]').fill('13800138000');
    await page.locator('[data-testid="password-input"]').fill('Demo@2026');
    await page.locator('[data-testid="agree-checkbox"]').check();
    await page.locator('[data-testid="login-submit"]').click();
    await page.waitForURL(/\/app\/index/);
    const state = await signIn.storageState();
    await signIn.close();
    const index = await loadedAssets(
      await browser.newContext({ storageState: state }),
      `${server.url}/app/index`,
      // The phone list page on screen (its code, styles and strings), not just the shell's top bar.
      '[data-testid="phone-list"]',
    );

    if (process.env.BENCH_FILES)
      console.log(
        `/app/login files:\n  ${login.files.join('\n  ')}\n/app/index files:\n  ${index.files.join('\n  ')}\n/admin/login files:\n  ${adminLogin.files.join('\n  ')}`,
      );
    const { form: baselineMs } = await timeToForm(browser, baseline.url);
    const { form: loginMs, interactive } = await timeToForm(browser, `${server.url}/app/login`, 'cp:login-interactive');
    const { form: adminMs } = await timeToForm(browser, `${server.url}/admin/login`);
    const kb = (b: number) => (b / 1024).toFixed(1);
    const result = {
      date: new Date().toISOString().slice(0, 10),
      runs: RUNS,
      loginKB: kb(login.bytes),
      indexKB: kb(index.bytes),
      loginFormMs: Math.round(loginMs),
      baselineFormMs: Math.round(baselineMs),
      ratio: (loginMs / baselineMs).toFixed(2),
      loginInteractiveMs: Math.round(interactive ?? NaN),
      adminLoginKB: kb(adminLogin.bytes),
      adminFormMs: Math.round(adminMs),
      adminRatio: (adminMs / baselineMs).toFixed(2),
    };
    console.log(`/app/login  ${result.loginKB} KB gzip JS+CSS (${login.files.length} files)   target ≤ 150 KB`);
    console.log(`/app/index  ${result.indexKB} KB gzip JS+CSS (${index.files.length} files)   target ≤ 300 KB`);
    console.log(`            ${kb(index.withIdle)} KB once the network is quiet (anything fetched after the page was ready)`);
    console.log(`sign-in form in the DOM at 4× CPU: ${result.loginFormMs} ms median of ${RUNS} cold runs   target ≤ 800 ms`);
    console.log(`sign-in page answering input at 4× CPU: ${result.loginInteractiveMs} ms median (hydrated)`);
    console.log(`baseline (static form page, same run): ${result.baselineFormMs} ms → ratio ${result.ratio}×`);
    console.log(
      `| ${result.date} | ${result.loginKB} KB | ${result.indexKB} KB | ${result.loginFormMs} ms | ${result.baselineFormMs} ms | ${result.ratio}× | ${result.loginInteractiveMs} ms |`,
    );
    console.log(
      `/admin/login ${result.adminLoginKB} KB gzip JS+CSS (${adminLogin.files.length} files), form at 4× CPU: ${result.adminFormMs} ms → ratio ${result.adminRatio}×`,
    );
    console.log(
      `| ${result.date} | ${result.adminLoginKB} KB | ${result.loginKB} KB | ${result.adminFormMs} ms | ${result.loginFormMs} ms | ${result.baselineFormMs} ms | ${result.adminRatio}× | ${result.ratio}× |`,
    );

    // Paint, each target taking its turn in every run so they share the machine's load.
    const targets: PaintTarget[] = [
      { name: 'static form', url: baseline.url, ready: 'form button' },
      { name: '/app/login', url: `${server.url}/app/login`, ready: '[data-testid="login-submit"]' },
      { name: '/admin/login', url: `${server.url}/admin/login`, ready: '[data-testid="sign-in-submit"]' },
      ...(ruoyi ? [{ name: 'RuoYi-Vue', url: ruoyi.url, ready: '.login-form button' }] : []),
    ];
    for (const cpu of [1, 4]) {
      const byTarget = await paints(browser, targets, cpu, RUNS);
      const ours = byTarget.get('/app/login')!;
      const them = byTarget.get('RuoYi-Vue');
      for (const [name, { fcp, lcp }] of byTarget)
        console.log(`paint at ${cpu}× CPU: ${name.padEnd(12)} FCP ${Math.round(fcp)} ms, LCP ${Math.round(lcp)} ms`);
      if (them)
        console.log(
          `  /app/login ÷ RuoYi-Vue at ${cpu}×: FCP ${(ours.fcp / them.fcp).toFixed(2)}× (target ≤ 1), LCP ${(ours.lcp / them.lcp).toFixed(2)}× (target ≤ 0.35)`,
        );
    }

    // A cold /app/index, signed in: time to the phone list with its phones, and bytes over the wire.
    for (const cpu of [1, 4]) {
      const runs: Array<Awaited<ReturnType<typeof coldIndex>>> = [];
      for (let i = 0; i < RUNS; i++) runs.push(await coldIndex(browser, `${server.url}/app/index`, state, cpu));
      const mid = runs.find((r) => r.readyMs === median(runs.map((x) => x.readyMs)))!;
      console.log(
        `cold /app/index at ${cpu}× CPU: phones listed at ${Math.round(mid.readyMs)} ms median, ${kb(mid.bytes)} KB over the wire in ${mid.requests} requests`,
      );
      console.log(
        `  console code started at ${Math.round(mid.entryMs)} ms; list asked ${Math.round(median(runs.map((r) => r.listAfterEntryMs)))} ms after that (median)`,
      );
      if (process.env.BENCH_FILES) console.log(`  API requests (start time):\n    ${mid.api.join('\n    ')}`);
    }
  } finally {
    await browser.close();
    await server.stop();
    await baseline.close();
    await ruoyi?.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
