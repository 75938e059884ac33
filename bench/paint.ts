/**
 * First and largest contentful paint of a page, and a cold signed-in /app/index, measured in
 * Chromium with the CPU throttled through the DevTools protocol (bench/page-weight.ts runs them).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Request } from 'playwright-core';

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The browser's own paint entries, kept on window as they arrive. */
const OBSERVE_PAINT = `
  window.__paint = {};
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__paint.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    window.__paint.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });`;

export interface PaintTarget {
  name: string;
  url: string;
  /** The element that shows the page is done (the sign-in button). */
  ready: string;
}

export interface Paint {
  fcp: number;
  lcp: number;
}

/** One cold load (new context, no cache): FCP and LCP once the page is done and the network quiet. */
export async function paintOnce(browser: Browser, target: PaintTarget, cpu: number): Promise<Paint> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (cpu > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript(OBSERVE_PAINT);
    await page.goto(target.url);
    await page.locator(target.ready).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // Two frames after the last change, so the final LCP candidate has been reported.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    return await page.evaluate(() => (window as unknown as { __paint: Paint }).__paint);
  } finally {
    await context.close();
  }
}

/** Median FCP and LCP per target over `runs` cold loads, the targets taking turns in each run. */
export async function paints(browser: Browser, targets: PaintTarget[], cpu: number, runs: number) {
  const all = new Map(targets.map((t) => [t.name, [] as Paint[]]));
  for (let i = 0; i < runs; i++) for (const t of targets) all.get(t.name)!.push(await paintOnce(browser, t, cpu));
  return new Map([...all].map(([name, xs]) => [name, { fcp: median(xs.map((x) => x.fcp)), lcp: median(xs.map((x) => x.lcp)) }] as const));
}

/**
 * A cold /app/index for a signed-in member (a new context carrying the session, empty cache):
 * navigation start → the phone list showing its phones, bytes over the wire (encoded bodies and
 * headers) until then, the API requests with their start times (the waterfall), and how long
 * after the console's code started (its cp:entry mark) the list's first page was asked for.
 */
export async function coldIndex(browser: Browser, url: string, storageState: BrowserContextOptions['storageState'], cpu: number) {
  const context = await browser.newContext({ storageState, viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    if (cpu > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const requests: Request[] = [];
    page.on('request', (req) => requests.push(req));
    await page.goto(url);
    const readyHandle = await page.waitForFunction(
      () => document.querySelector('[data-testid="phone-list"][data-state="ready"]') && performance.now(),
      undefined,
      { timeout: 60_000, polling: 'raf' },
    );
    const readyAt = (await readyHandle.jsonValue()) as number;
    const origin = await page.evaluate(() => performance.timeOrigin);
    await page.waitForLoadState('networkidle');
    const before = requests.filter((r) => r.timing().startTime - origin <= readyAt);
    let bytes = 0;
    for (const r of before) {
      const sizes = await r.sizes().catch(() => undefined);
      if (sizes) bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    }
    const entryAt = await page.evaluate(() => performance.getEntriesByName('cp:entry')[0]?.startTime ?? NaN);
    const list = before.find((r) => new URL(r.url()).pathname === '/app-api/trade/phone/app-page');
    const listAfterEntryMs = list ? list.timing().startTime - origin - entryAt : NaN;
    const api = before
      .filter((r) => /\/(app-api|getInfo|getRouters)/.test(new URL(r.url()).pathname))
      .map((r) => `${Math.round(r.timing().startTime - origin)} ms ${r.method()} ${new URL(r.url()).pathname}`);
    return { readyMs: readyAt, bytes, requests: before.length, api, entryMs: entryAt, listAfterEntryMs };
  } finally {
    await context.close();
  }
}

/**
 * RuoYi-Vue's built UI (`BENCH_RUOYI_DIST`, see bench/README.md) from loopback, as its nginx would
 * serve it: the build's .gz copies when the browser accepts gzip, index.html for any other path.
 * Its API is not there: the captcha request gets a "captcha off" answer, anything else a 404.
 */
export async function ruoyiServer(dist: string) {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'application/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.ico': 'image/x-icon',
    '.woff': 'font/woff',
    '.woff2': 'font/woff2',
    '.ttf': 'font/ttf',
  };
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (pathname.endsWith('/captchaImage')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200,"msg":"ok","captchaEnabled":false}');
      return;
    }
    if (pathname.includes('-api/')) {
      res.writeHead(404).end();
      return;
    }
    let file = path.join(dist, path.normalize(pathname));
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(dist, 'index.html');
    const headers: Record<string, string> = { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' };
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'])) && existsSync(`${file}.gz`)) {
      headers['content-encoding'] = 'gzip';
      file = `${file}.gz`;
    }
    res.writeHead(200, headers);
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/login`, close: () => new Promise((r) => server.close(r)) };
}
