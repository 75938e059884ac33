import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminPage, adminToast, adminUrl, OPERATORS, pick, shellReady } from '../src/admin.js';
import { byTestId, downloadedText, newContext, shot, visit } from '../src/browser.js';
import { useServerAndBrowser } from '../src/fixture.js';
import { signedInPage } from '../src/session.js';

/*
 * The operator console (issue 19) end to end: an operator does the work in /admin/ and the
 * member console (/app/) shows its effect — a notice in the message center, the page title, a
 * redemption code that gives a phone, a refunded order. One server for the file; the tests run in
 * order but each opens its own pages (the demo member's single session: each member page signs
 * the member in anew, ending the earlier one).
 */
const e2e = useServerAndBrowser();
/** The flows below work in both consoles, waiting on one for what the other did. */
const FLOW_MS = 150_000;

const app = (pathname: string) => `${e2e.server.url}/app${pathname}`;
const admin = (route: string) => adminUrl(e2e.server, route);
const ready = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"][data-state="ready"]`).waitFor();
/** The member console's bell says the unread count in its label (antd animates the badge's digits). */
const bellLabel = (page: Page) => byTestId(page, 'notice-bell').getAttribute('aria-label');

/**
 * The member's phones on /index (the list's total), as the server answers a request made now: the
 * list's own refresh, since a list shown before in this page may show its earlier answer.
 */
async function phoneCount(page: Page) {
  if (new URL(page.url()).pathname !== '/app/index') {
    await visit(page, app('/index'));
    await ready(page, 'phone-list');
  }
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/app-api/trade/phone/app-page');
  await byTestId(page, 'toolbar-refresh').click();
  const { total } = ((await (await answered).json()) as { data: { total: number } }).data;
  await page.locator(`[data-testid="phone-total"][data-total="${total}"]`).waitFor();
  return total;
}

describe('operator console', () => {
  it(
    'signs in as admin through the form: a wrong password is refused, then the console opens where the operator was going',
    async () => {
      const page = await (await newContext(e2e.browser)).newPage();
      await page.goto(admin('/notices'));
      await page.waitForURL(/\/admin\/login\?redirect=%2Fnotices$/);
      // The test server runs without captcha: once the form knows, it has no captcha field.
      await expect.poll(() => byTestId(page, 'sign-in-code').count()).toBe(0);
      await byTestId(page, 'sign-in-username').fill(OPERATORS.admin.username);
      await byTestId(page, 'sign-in-password').fill('Wrong#Pass1');
      await byTestId(page, 'sign-in-submit').click();
      await expect.poll(() => byTestId(page, 'sign-in-error').textContent()).toBe('账号或密码不正确');
      expect(new URL(page.url()).pathname).toBe('/admin/login');

      await byTestId(page, 'sign-in-password').fill(OPERATORS.admin.password);
      await byTestId(page, 'sign-in-submit').click();
      await page.waitForURL(/\/admin\/notices$/);
      await shellReady(page);
      expect(await byTestId(page, 'operator-name').textContent()).toBe(OPERATORS.admin.nickname);
      expect(await byTestId(page, 'page-title').textContent()).toBe('站内信');
      // admin holds every permission: the menu has the sections of every screen, money and system included.
      const sections = await byTestId(page, 'side-menu').locator('.ant-menu-submenu-title').allTextContents();
      expect(sections).toEqual(['概览', '会员', '设备', '交易', '内容', '客户服务', '系统']);
      expect(await byTestId(page, 'menu-notices').isVisible()).toBe(true);
      await page.context().close();
    },
    FLOW_MS,
  );

  it(
    'sends a notice to all members: it reaches the demo member’s bell at once and the message center',
    async () => {
      const member = await signedInPage(e2e.browser, e2e.server);
      await member.goto(app('/index'));
      await ready(member, 'phone-list');
      await expect.poll(() => bellLabel(member)).toBe('消息通知，2 条未读');

      const page = await adminPage(e2e.browser, e2e.server);
      await page.goto(admin('/notices'));
      await byTestId(page, 'notice-create').click();
      const dialog = byTestId(page, 'notice-dialog');
      await dialog.waitFor();
      // The spec's messages for a missing title and type.
      await byTestId(page, 'dialog-ok').click();
      await expect
        .poll(() => dialog.locator('.ant-form-item-explain-error').allTextContents())
        .toEqual(expect.arrayContaining(['公告标题不能为空', '公告类型不能为空']));
      const title = `E2E 停机维护公告 ${Date.now() % 100_000}`;
      await byTestId(page, 'notice-title').fill(title);
      await pick(page, byTestId(page, 'notice-type'), '全员通知');
      await byTestId(page, 'notice-content').fill('<p>平台将于周六 <b>03:00</b> 维护一小时。</p>');
      await byTestId(page, 'dialog-ok').click();
      await adminToast(page, '已发送到会员的消息中心').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => byTestId(page, 'notices-list').locator('.ant-table-row').first().textContent()).toContain(title);

      // The notice socket brings the new count without a reload.
      await expect.poll(() => bellLabel(member), { timeout: 15_000 }).toBe('消息通知，3 条未读');
      await visit(member, app('/notice'));
      await ready(member, 'notice-list');
      const row = byTestId(member, 'notice-row').filter({ hasText: title });
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.getAttribute('data-read')).toBe('false');
      await row.getByTestId('notice-view').click();
      await ready(member, 'see-notice');
      expect(await byTestId(member, 'see-notice-title').textContent()).toBe(title);
      expect(await byTestId(member, 'notice-content').textContent()).toContain('平台将于周六 03:00 维护一小时。');
      await page.context().close();
      await member.context().close();
    },
    FLOW_MS,
  );

  it(
    'changes the page title in branding: the member console shows it on its next load, no redeploy',
    async () => {
      const member = await signedInPage(e2e.browser, e2e.server);
      await member.goto(app('/index'));
      await ready(member, 'phone-list');
      await expect.poll(() => member.title()).toBe('云手机');

      const page = await adminPage(e2e.browser, e2e.server);
      await page.goto(admin('/branding'));
      const text = byTestId(page, 'brand-text');
      await expect.poll(() => text.inputValue()).toBe('云手机');
      // An empty title is refused in the form, and nothing is saved.
      await text.fill('');
      await byTestId(page, 'branding-save').click();
      await expect.poll(() => page.locator('.ant-form-item-explain-error').count()).toBeGreaterThan(0);
      await text.fill('E2E 云控台');
      await byTestId(page, 'branding-save').click();
      await adminToast(page, '已保存，会员控制台即时生效').waitFor();

      await member.reload();
      await ready(member, 'phone-list');
      await expect.poll(() => member.title()).toBe('E2E 云控台');
      // A visitor's sign-in page too (it was pre-rendered at build time with the old title).
      const visitor = await (await newContext(e2e.browser)).newPage();
      await visitor.goto(app('/login'));
      await expect.poll(() => visitor.title()).toBe('E2E 云控台');
      await visitor.context().close();
      await page.context().close();
      await member.context().close();
    },
    FLOW_MS,
  );

  it(
    'makes a code batch, downloads its plain codes, and the member redeems one for a phone',
    async () => {
      const page = await adminPage(e2e.browser, e2e.server);
      await page.goto(admin('/redeem-codes'));
      await byTestId(page, 'batch-create').click();
      const dialog = byTestId(page, 'batch-dialog');
      await dialog.waitFor();
      await pick(page, byTestId(page, 'batch-spec'));
      await pick(page, byTestId(page, 'batch-region'));
      await byTestId(page, 'batch-count').fill('3');
      await byTestId(page, 'batch-remark').fill('E2E 批次');
      await byTestId(page, 'dialog-ok').click();

      // The plain codes, shown this once: the text and the downloaded CSV agree.
      const created = byTestId(page, 'created-codes');
      await created.waitFor();
      const shown = (await byTestId(page, 'codes-plain').inputValue()).split('\n');
      expect(shown).toHaveLength(3);
      const [download] = await Promise.all([page.waitForEvent('download'), byTestId(page, 'codes-download').click()]);
      const batchId = /^redeem-codes-(\d+)-plain\.csv$/.exec(download.suggestedFilename())?.[1];
      expect(batchId).toBeDefined();
      const csv = (await downloadedText(download)).trim().split(/\r?\n/);
      expect(csv).toEqual(['code', ...shown]);
      await shot(page, 'admin-flow-codes-created-zh-CN-1440');
      await byTestId(page, 'codes-close').click();
      await created.waitFor({ state: 'hidden' });
      const usage = byTestId(page, `usage-${batchId}`);
      await expect.poll(() => usage.textContent()).toBe('0 / 3 / 0');

      // The member redeems the second code (as typed: lower case) and has one phone more.
      const member = await signedInPage(e2e.browser, e2e.server);
      const before = await phoneCount(member);
      await visit(member, app('/redemptionCode'));
      await byTestId(member, 'redeem-code-input').fill(csv[2]!.toLowerCase());
      await byTestId(member, 'redeem-submit').click();
      await byTestId(member, 'redeem-result').waitFor();
      await expect.poll(() => phoneCount(member)).toBe(before + 1);
      // The same code again is refused.
      await visit(member, app('/redemptionCode'));
      await byTestId(member, 'redeem-code-input').fill(csv[2]!);
      await byTestId(member, 'redeem-submit').click();
      await expect.poll(() => byTestId(member, 'notice-error').first().textContent()).toContain('兑换码已被使用');

      // The batch's usage and its export say which code was redeemed, and by whom.
      await byTestId(page, 'list-refresh').click();
      await expect.poll(() => usage.textContent()).toBe('1 / 2 / 0');
      const [exported] = await Promise.all([page.waitForEvent('download'), byTestId(page, `export-${batchId}`).click()]);
      const rows = (await downloadedText(exported))
        .trim()
        .split(/\r?\n/)
        .map((line) => line.split(','));
      expect(rows[0]).toEqual(['code', 'status', 'redeemed_by', 'redeemed_at', 'voided_at', 'phone_ids']);
      expect(rows.slice(1).map((row) => row[1])).toEqual(['unused', 'redeemed', 'unused']);
      await page.context().close();
      await member.context().close();
    },
    FLOW_MS,
  );

  it(
    'refunds an order paid at the sandbox cashier: the order is refunded and the member’s new phone is gone',
    async () => {
      // The member buys one phone and pays at the sandbox cashier, as in the member console.
      const member = await signedInPage(e2e.browser, e2e.server);
      const before = await phoneCount(member);
      await visit(member, app('/payManage'));
      await byTestId(member, 'buy-page').waitFor();
      await member.locator('[data-testid="order-package"]').first().click();
      await byTestId(member, 'order-quantity').fill('1');
      await byTestId(member, 'order-agree').click();
      await byTestId(member, 'order-submit').click();
      const pending = byTestId(member, 'pay-pending');
      await pending.waitFor();
      const orderNo = (await pending.getAttribute('data-order-no'))!;
      const cashier = await member.context().newPage();
      await cashier.goto(`${e2e.server.url}/pay-sandbox/${orderNo}`);
      await cashier.getByRole('button', { name: '支付 / Pay' }).click();
      await cashier.locator('[data-state="paid"]').waitFor();
      await cashier.close();
      await byTestId(member, 'pay-success').waitFor({ timeout: 10_000 });
      await expect.poll(() => phoneCount(member)).toBe(before + 1);

      const page = await adminPage(e2e.browser, e2e.server);
      await page.goto(admin('/orders'));
      // A demo order was paid by WeChat Pay, which this installation cannot reach: its refund is refused.
      const demoOrder = byTestId(page, 'orders-list').locator('a[data-testid^="order-DEMO"]').first();
      await demoOrder.click();
      await byTestId(page, 'order-detail').waitFor();
      await byTestId(page, 'detail-refund').click();
      await byTestId(page, 'refund-reason').fill('E2E：渠道不可用');
      await byTestId(page, 'dialog-ok').click();
      await expect.poll(() => byTestId(page, 'dialog-refusal').textContent()).toBe('该支付方式暂不可用，请选择其他方式');
      await page.keyboard.press('Escape');
      await byTestId(page, 'refund-dialog').waitFor({ state: 'hidden' });
      expect(await byTestId(page, 'order-status').textContent()).toBe('已支付');

      await byTestId(page, 'order-back').click();
      await byTestId(page, `order-${orderNo}`).click();
      await page.waitForURL(new RegExp(`/admin/orders/${orderNo}$`));
      await byTestId(page, 'order-detail').waitFor();
      expect(await byTestId(page, 'order-payment').textContent()).toContain('沙箱收银台');
      await byTestId(page, 'detail-refund').click();
      const dialog = byTestId(page, 'refund-dialog');
      await dialog.waitFor();
      // A reason is required.
      await byTestId(page, 'dialog-ok').click();
      await expect.poll(() => dialog.locator('.ant-form-item-explain-error').textContent()).toBe('请填写退款原因（最多 80 个字）');
      await byTestId(page, 'refund-reason').fill('会员申请，E2E 全额退款');
      await byTestId(page, 'dialog-ok').click();
      await adminToast(page, '退款成功').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => byTestId(page, 'order-status').textContent()).toBe('已退款');
      const refunds = byTestId(page, 'order-refunds').locator('.ant-table-row');
      await expect.poll(() => refunds.count()).toBe(1);
      expect(await refunds.textContent()).toContain('会员申请，E2E 全额退款');
      expect(await refunds.textContent()).toContain(OPERATORS.admin.username);
      expect(await byTestId(page, 'order-phones').textContent()).toContain('已回收');
      await shot(page, 'admin-flow-order-refunded-zh-CN-1440');

      // The member's order says refunded, and the phone went to the recycle bin.
      await expect.poll(() => phoneCount(member)).toBe(before);
      await visit(member, app('/orderRecords'));
      const row = member.locator(`[data-testid="order-row"][data-order-no="${orderNo}"]`);
      await expect.poll(() => row.locator('[data-testid="order-status"]').getAttribute('data-status')).toBe('refunded');
      await page.context().close();
      await member.context().close();
    },
    FLOW_MS,
  );
});
