import type { Browser, Page } from 'playwright-core';
import { newContext } from './browser.js';
import type { TestServer } from './server.js';

export const DEMO = { phone: '13800138000', password: 'Demo@2026' };

/**
 * A page already signed in as the demo member (or `account`): tokens from the API, stored where the console
 * keeps them (cookie Admin-Token on /app, refresh token and user id in localStorage).
 */
export async function signedInPage(
  browser: Browser,
  server: TestServer,
  opts: Parameters<typeof newContext>[1] & { storage?: Record<string, string>; account?: { phone: string; password: string } } = {},
): Promise<Page> {
  const res = await fetch(`${server.url}/app-api/member/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(opts.account ?? DEMO),
  });
  const { data } = (await res.json()) as { data: { accessToken: string; refreshToken: string; userId: number } };
  const context = await newContext(browser, opts);
  await context.addCookies([{ name: 'Admin-Token', value: data.accessToken, domain: '127.0.0.1', path: '/' }]);
  const storage = { 'refresh-token': data.refreshToken, 'user-id': String(data.userId), ...opts.storage };
  await context.addInitScript((entries) => {
    for (const [k, v] of Object.entries(entries)) if (localStorage.getItem(k) === null) localStorage.setItem(k, v);
  }, storage);
  return context.newPage();
}

/** An operator token for the operator API (demo operator). */
export async function operatorToken(server: TestServer): Promise<string> {
  const res = await fetch(`${server.url}/admin-api/system/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin@2026' }),
  });
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}
