import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi, adminPage, adminToast, adminUrl, OPERATORS, shellReady } from '../src/admin.js';
import { byTestId, clickInDialog, DESKTOP, newContext, PHONE, shot, untilSignInLive, visit } from '../src/browser.js';
import { useServerAndBrowser } from '../src/fixture.js';
import { DEMO, signedInPage } from '../src/session.js';

/*
 * Who may do what in the operator console (issue 19), end to end: an operator disables a member
 * and the member's open console session ends at once; `finance` sees the fleet but cannot change
 * it (no action buttons, and the API refuses the write with 403); and every screen in both
 * languages at 1440 and 375 px, screenshots for a person to look at (e2e/artifacts/admin-*).
 */
const e2e = useServerAndBrowser();
const FLOW_MS = 150_000;

const SECOND_MEMBER = { phone: '13900139000', password: DEMO.password };
const app = (pathname: string) => `${e2e.server.url}/app${pathname}`;
const admin = (route: string) => adminUrl(e2e.server, route);

/** Signs a member in through the member console's form (the page is on the member console: no new load). */
async function memberSignIn(page: Page, account: { phone: string; password: string }) {
  await visit(page, app('/login'));
  await untilSignInLive(page);
  await byTestId(page, 'phone-input').fill(account.phone);
  await byTestId(page, 'password-input').fill(account.password);
  await byTestId(page, 'agree-checkbox').check();
  await byTestId(page, 'login-submit').click();
}

describe('members', () => {
  it(
    'disables a member in the members screen: the member’s open session ends at once and sign-in is refused, until enabled again',
    async () => {
      const member = await signedInPage(e2e.browser, e2e.server, { account: SECOND_MEMBER });
      await member.goto(app('/index'));
      await member.locator('[data-testid="phone-list"][data-state="ready"]').waitFor();

      const page = await adminPage(e2e.browser, e2e.server);
      await page.goto(admin('/members'));
      await byTestId(page, 'filter-phone').fill(SECOND_MEMBER.phone);
      await byTestId(page, 'list-search').click();
      const rows = byTestId(page, 'members-list').locator('.ant-table-row');
      await expect.poll(() => rows.count()).toBe(1);
      expect(await rows.textContent()).toContain(SECOND_MEMBER.phone);
      const link = rows.locator('a[data-testid^="member-"]');
      const id = (await link.getAttribute('data-testid'))!.replace('member-', '');
      await link.click();
      await page.waitForURL(new RegExp(`/admin/members/${id}$`));
      await byTestId(page, 'member-detail').waitFor();
      expect(await byTestId(page, 'member-status').textContent()).toBe('正常');

      await byTestId(page, `disable-${id}`).click();
      await clickInDialog(byTestId(page, 'confirm-ok'));
      await adminToast(page, '会员已禁用').waitFor();
      await expect.poll(() => byTestId(page, 'member-status').textContent()).toBe('已禁用');
      await expect.poll(() => byTestId(page, 'member-logins').textContent()).toContain('账号被禁用');

      // The member's console learns it without a reload: the session is gone, with the spec's message.
      const disabled = byTestId(member, 'disabled-confirm');
      await disabled.waitFor({ timeout: 20_000 });
      expect(await member.locator('.cp-modal').filter({ has: disabled }).textContent()).toContain('该手机号已被禁用，请联系客服');
      await disabled.click();
      await member.waitForURL(/\/app\/login(\?|$)/);
      // Signing in again is refused with the same message (code 4100100102), and no session is made.
      await memberSignIn(member, SECOND_MEMBER);
      await disabled.waitFor();
      expect(await member.locator('.cp-modal').filter({ has: disabled }).textContent()).toContain('该手机号已被禁用，请联系客服');
      await disabled.click();
      expect(new URL(member.url()).pathname).toBe('/app/login');
      const answer = await fetch(`${e2e.server.url}/app-api/member/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(SECOND_MEMBER),
      });
      expect(((await answer.json()) as { code: number }).code).toBe(4100100102);

      // Enabled again, the member signs in.
      await byTestId(page, `enable-${id}`).click();
      await clickInDialog(byTestId(page, 'confirm-ok'));
      await adminToast(page, '会员已启用').waitFor();
      await expect.poll(() => byTestId(page, 'member-status').textContent()).toBe('正常');
      await memberSignIn(member, SECOND_MEMBER);
      await member.waitForURL(/\/app\/index$/);
      await expect.poll(() => byTestId(member, 'member-phone').textContent()).toContain(SECOND_MEMBER.phone);
      await page.context().close();
      await member.context().close();
    },
    FLOW_MS,
  );
});

describe('finance', () => {
  it(
    'sees the fleet read only: no action buttons, and a write call is refused with 403',
    async () => {
      // admin, for comparison: selection and the fleet actions.
      const adminView = await adminPage(e2e.browser, e2e.server);
      await adminView.goto(admin('/fleet/phones'));
      await expect.poll(() => byTestId(adminView, 'phones-list').locator('.ant-table-row').count()).toBeGreaterThan(0);
      expect(await byTestId(adminView, 'action-reboot').count()).toBe(1);
      expect(await byTestId(adminView, 'phones-list').locator('.ant-table-row .ant-checkbox-input').count()).toBeGreaterThan(0);
      await adminView.context().close();

      const page = await adminPage(e2e.browser, e2e.server, { who: 'finance' });
      await page.goto(admin('/fleet/phones'));
      await shellReady(page);
      expect(await byTestId(page, 'operator-name').textContent()).toBe(OPERATORS.finance.nickname);
      const rows = byTestId(page, 'phones-list').locator('.ant-table-row');
      await expect.poll(() => rows.count()).toBeGreaterThan(0);
      for (const action of ['maintenance-on', 'maintenance-off', 'reboot', 'reset', 'replace', 'fault'])
        expect(await byTestId(page, `action-${action}`).count(), action).toBe(0);
      expect(await byTestId(page, 'selection-count').count()).toBe(0);
      expect(await byTestId(page, 'phones-list').locator('.ant-checkbox-input').count()).toBe(0);
      const before = await rows.first().locator('[data-testid="phone-status"]').getAttribute('data-status');

      // The same operator's session, straight to the API: maintenance on for the first phone.
      const token = (await page.evaluate(() => localStorage.getItem('cp-admin-token')))!;
      const listed = await adminApi<{ list: Array<{ id: number; status: number }> }>(
        e2e.server,
        token,
        'GET',
        '/admin-api/device/phone/page?pageNo=1&pageSize=10',
      );
      expect(listed.status).toBe(200);
      const phone = listed.body.data.list[0]!;
      const refused = await adminApi(e2e.server, token, 'PUT', '/admin-api/device/phone/maintenance', { ids: [phone.id], on: true });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe(403);
      const operate = await adminApi(e2e.server, token, 'POST', '/admin-api/device/phone/operate', {
        ids: [phone.id],
        operation: 'reboot',
      });
      expect(operate.status).toBe(403);
      // Nothing changed.
      await byTestId(page, 'list-refresh').click();
      await expect.poll(() => rows.first().locator('[data-testid="phone-status"]').getAttribute('data-status')).toBe(before);
      const again = await adminApi<{ list: Array<{ id: number; status: number }> }>(
        e2e.server,
        token,
        'GET',
        '/admin-api/device/phone/page?pageNo=1&pageSize=10',
      );
      expect(again.body.data.list.find((p) => p.id === phone.id)?.status).toBe(phone.status);

      // Members: finance reads them but has no disable / reset buttons.
      await visit(page, admin('/members'));
      await expect.poll(() => byTestId(page, 'members-list').locator('.ant-table-row').count()).toBeGreaterThan(0);
      expect(await byTestId(page, 'members-list').locator('[data-testid^="disable-"], [data-testid^="reset-"]').count()).toBe(0);
      await page.context().close();
    },
    FLOW_MS,
  );
});

/**
 * Goes to a route of the signed-in console without a reload (the router follows popstate), and
 * waits until the page that was on screen has been replaced.
 */
async function go(page: Page, route: string) {
  if (new URL(page.url()).pathname === `/admin${route}`) return;
  await page.evaluate((path) => {
    document
      .querySelectorAll('.adm-shell__content > :not([data-testid="page-title"])')
      .forEach((el) => el.setAttribute('data-e2e-left', ''));
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/admin${route}`);
  await expect.poll(() => page.locator('[data-e2e-left]').count(), { message: route }).toBe(0);
}

/** The screen has its data: no spinner or skeleton left, no entrance animation running, and no error. */
async function settled(page: Page, route: string) {
  const content = page.locator('.adm-shell__content');
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const busy = document.querySelector('.adm-shell__content .ant-spin-spinning, .adm-shell__content .ant-skeleton, .adm-page-spin');
          const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
          return !busy && !moving;
        }),
      { timeout: 20_000, message: route },
    )
    .toBe(true);
  for (const bad of ['page-forbidden', 'page-not-found', 'list-error'])
    expect(await content.locator(`[data-testid="${bad}"]`).count(), `${route}: ${bad}`).toBe(0);
  expect(await content.locator('.ant-result-error').count(), `${route}: an error`).toBe(0);
}

/** Nothing makes the page wider than the window (a wide table scrolls in its own box). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('every screen, in both languages at 1440 and 375 px', () => {
  for (const locale of ['zh-CN', 'en-US'] as const)
    for (const viewport of [DESKTOP, PHONE])
      it(`${locale}, ${viewport.width} px`, async () => {
        const name = (screen: string) => `admin-${screen}-${locale}-${viewport.width}`;

        // The sign-in page, before any session.
        const visitor = await (await newContext(e2e.browser, { locale, viewport })).newPage();
        await visitor.addInitScript((lang) => localStorage.setItem('locale', lang), locale);
        await visitor.goto(admin('/login'));
        await byTestId(visitor, 'sign-in-submit').waitFor();
        await expect.poll(() => byTestId(visitor, 'sign-in-code').count()).toBe(0);
        expect(await visitor.evaluate(() => document.documentElement.lang)).toBe(locale);
        expect(await overflow(visitor), 'login').toBeLessThanOrEqual(0);
        await shot(visitor, name('login'));
        await visitor.context().close();

        const page = await adminPage(e2e.browser, e2e.server, { locale, viewport });
        await page.goto(admin('/'));
        await shellReady(page);
        // The screens are the menu's: open every section (in the drawer on a phone) and read its entries.
        if (viewport === PHONE) await byTestId(page, 'menu-toggle').click();
        const menu = byTestId(page, 'side-menu');
        await menu.waitFor();
        const closed = menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
        for (let left = await closed.count(); left > 0; left--) {
          await closed.first().click();
          await expect.poll(() => closed.count()).toBe(left - 1);
        }
        const routes = (
          await menu.locator('[data-testid^="menu-"]').evaluateAll((items) => items.map((i) => i.getAttribute('data-testid')!))
        ).map((id) => `/${id.slice('menu-'.length)}`);
        expect(routes).toEqual(expect.arrayContaining(['/dashboard', '/members', '/fleet/phones', '/orders', '/redeem-codes', '/notices']));
        if (viewport === PHONE) await page.keyboard.press('Escape');

        // And a detail of each list that has one: the demo member, a demo order, a dictionary.
        const token = (await page.evaluate(() => localStorage.getItem('cp-admin-token')))!;
        const orders = await adminApi<{ list: Array<{ orderNo: string }> }>(
          e2e.server,
          token,
          'GET',
          '/admin-api/trade/order/page?pageNo=1&pageSize=1',
        );
        const members = await adminApi<{ list: Array<{ id: number }> }>(
          e2e.server,
          token,
          'GET',
          `/admin-api/member/user/page?pageNo=1&pageSize=1&phone=${DEMO.phone}`,
        );
        const dicts = await adminApi<{ list: Array<{ dictType: string }> }>(
          e2e.server,
          token,
          'GET',
          '/admin-api/system/dict/type/list?pageNo=1&pageSize=1',
        );
        const screens = [
          ...routes.map((route) => [route, route.slice(1).replace(/\//g, '-')] as const),
          [`/members/${members.body.data.list[0]!.id}`, 'member-detail'] as const,
          [`/orders/${orders.body.data.list[0]!.orderNo}`, 'order-detail'] as const,
          [`/dicts/${dicts.body.data.list[0]!.dictType}`, 'dict-data'] as const,
        ];

        for (const [route, screen] of screens) {
          await go(page, route);
          await expect.poll(() => byTestId(page, 'page-title').textContent(), { message: route }).toMatch(/\S/);
          await settled(page, route);
          expect(await overflow(page), route).toBeLessThanOrEqual(0);
          await shot(page, name(screen));
        }
        await page.context().close();
      }, 240_000);
});
