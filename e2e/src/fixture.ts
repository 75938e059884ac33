import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { connectBrowser, reportPages } from './browser.js';
import { startServer, type TestServer } from './server.js';

/**
 * One built server (on a fresh copy of the suite's demo data) and a connection to the suite's
 * Chromium for a test file (global-setup.ts). Read `server` and `browser` inside tests; they are
 * set once the hooks have run. `env` starts peers the server needs and says how to reach them.
 */
export function useServerAndBrowser(env: () => Record<string, string> | Promise<Record<string, string>> = () => ({})) {
  const ctx = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    [ctx.server, ctx.browser] = await Promise.all([
      (async () => startServer(await env(), inject('seeded')))(),
      connectBrowser(inject('browserEndpoint')),
    ]);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && ctx.browser) await reportPages(ctx.browser, task.name);
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.server?.stop();
  });
  return ctx;
}
