import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { startServer, type TestServer } from './server.js';

/**
 * One built server (fresh database) and one Chromium for a test file. Read `server` and `browser`
 * inside tests; they are set once the hooks have run. `before` starts peers the server needs.
 */
export function useServerAndBrowser(env: () => Record<string, string> | Promise<Record<string, string>> = () => ({})) {
  const ctx = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    [ctx.server, ctx.browser] = await Promise.all([(async () => startServer(await env()))(), launchBrowser()]);
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.server?.stop();
  });
  return ctx;
}
