import type { Browser, Locator, Page } from 'playwright-core';
import { newContext } from './browser.js';
import type { TestServer } from './server.js';

export { stillness } from './browser.js';

/** The demo operators of the README, one a role. */
export const OPERATORS = {
  admin: { username: 'admin', password: 'Admin@2026', nickname: '平台管理员' },
  ops: { username: 'ops', password: 'Ops@2026', nickname: '运营专员' },
  finance: { username: 'finance', password: 'Finance@2026', nickname: '财务专员' },
} as const;
export type OperatorName = keyof typeof OPERATORS;

interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

/**
 * Signs an operator in through the API. Operators have one session each (a sign-in ends the
 * operator's other sessions), so a test holds one token per operator at a time.
 */
export async function operatorTokens(server: TestServer, who: OperatorName = 'admin') {
  const { username, password } = OPERATORS[who];
  const res = await fetch(`${server.url}/admin-api/system/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as Envelope<{ accessToken: string; refreshToken: string }>;
  if (body.code !== 0) throw new Error(`operator sign-in of ${who}: ${body.msg}`);
  return body.data;
}

/** An operator API call with a token; answers the HTTP status and the envelope. */
export async function adminApi<T = unknown>(
  server: TestServer,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  pathname: string,
  body?: unknown,
): Promise<{ status: number; body: Envelope<T> }> {
  const res = await fetch(server.url + pathname, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/**
 * A page of the operator console already signed in as `who`: tokens from the API, stored where the
 * console keeps them (localStorage `cp-admin-token` / `cp-admin-refresh-token`; `locale` is the
 * language key the two consoles share). Signing in here ends that operator's earlier sessions.
 */
export async function adminPage(
  browser: Browser,
  server: TestServer,
  opts: Parameters<typeof newContext>[1] & { who?: OperatorName } = {},
): Promise<Page> {
  const tokens = await operatorTokens(server, opts.who ?? 'admin');
  const context = await newContext(browser, opts);
  const storage = {
    'cp-admin-token': tokens.accessToken,
    'cp-admin-refresh-token': tokens.refreshToken,
    locale: opts.locale ?? 'zh-CN',
  };
  await context.addInitScript((entries) => {
    for (const [k, v] of Object.entries(entries)) if (localStorage.getItem(k) === null) localStorage.setItem(k, v);
  }, storage);
  return context.newPage();
}

/** The operator console's URL for a route (`/orders` → `/admin/orders`). */
export const adminUrl = (server: TestServer, route: string) => `${server.url}/admin${route}`;

/** An antd toast (message) of the operator console with this text. */
export const adminToast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text }).first();

/** The signed-in shell has loaded the operator's permissions and shows the side menu. */
export const shellReady = (page: Page) => page.locator('[data-testid="side-menu"], [data-testid="menu-toggle"]').first().waitFor();

/**
 * Opens an antd Select and picks an option (the first, or the one with this text) from its own
 * dropdown (found through the listbox its input controls: another select's dropdown may still be
 * fading out).
 */
export async function pick(page: Page, select: Locator, option?: string) {
  await select.click();
  const listId = await select.locator('input[aria-controls]').first().getAttribute('aria-controls');
  const dropdown = page.locator('.ant-select-dropdown', { has: page.locator(`[id="${listId}"]`) });
  const options = dropdown.locator('.ant-select-item-option');
  await (option === undefined ? options.first() : options.filter({ hasText: option }).first()).click();
}
