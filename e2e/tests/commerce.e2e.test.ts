import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { byTestId, clickInDialog, visit } from '../src/browser.js';
import { useServerAndBrowser } from '../src/fixture.js';
import { chooseMenuItem } from '../src/phone-menu.js';
import { operatorToken, signedInPage } from '../src/session.js';

// How the buy, renew, redeem and order screens look: member-screens.e2e.test.ts.
const e2e = useServerAndBrowser();

/** The list's count of phones; the list asks the server afresh each time it is shown (and after a payment or a redemption). */
const phoneCount = async (page: Page) => {
  await visit(page, `${e2e.server.url}/app/index`);
  await page.locator('[data-testid="phone-list"][data-state="ready"]').waitFor();
  return Number(await byTestId(page, 'phone-total').getAttribute('data-total'));
};

describe('buying phones', () => {
  it('buys two phones with the sandbox: the dialog closes itself on payment and the phones are in the list', async () => {
    const page = await signedInPage(e2e.browser, e2e.server);
    const before = await phoneCount(page);

    await visit(page, `${e2e.server.url}/app/payManage`);
    await byTestId(page, 'buy-page').waitFor();
    await page.locator('[data-testid="order-package"]').first().click();
    await byTestId(page, 'order-quantity').fill('2');
    await expect.poll(() => byTestId(page, 'order-submit').isDisabled()).toBe(true);
    await byTestId(page, 'order-agree').click();
    await byTestId(page, 'order-submit').click();
    const pending = byTestId(page, 'pay-pending');
    await pending.waitFor();
    await expect(byTestId(page, 'pay-qr').count()).resolves.toBe(1);
    const orderNo = await pending.getAttribute('data-order-no');

    // The payer pays at the sandbox cashier the QR code points to.
    const cashier = await page.context().newPage();
    await cashier.goto(`${e2e.server.url}/pay-sandbox/${orderNo}`);
    await cashier.getByRole('button', { name: '支付 / Pay' }).click();
    await cashier.locator('[data-state="paid"]').waitFor();
    await cashier.close();

    await byTestId(page, 'pay-success').waitFor({ timeout: 10_000 });
    await byTestId(page, 'pay-to-phones').click();
    await expect.poll(() => phoneCount(page)).toBe(before + 2);

    await visit(page, `${e2e.server.url}/app/orderRecords`);
    const row = page.locator(`[data-testid="order-row"][data-order-no="${orderNo}"]`);
    await expect.poll(() => row.locator('[data-testid="order-status"]').getAttribute('data-status')).toBe('success');
  });

  it('renews a phone from its card with the sandbox: its expiry moves and the order and points show', async () => {
    const page = await signedInPage(e2e.browser, e2e.server);
    await page.goto(`${e2e.server.url}/app/index`);
    await page.locator('[data-testid="phone-list"][data-state="ready"]').waitFor();
    const card = page.locator('[data-testid="phone-card"]').first();
    const phoneId = await card.getAttribute('data-phone-id');
    await card.locator('[data-testid="phone-more"]').click();
    await chooseMenuItem(page.locator('[data-testid="phone-menu-renew"]:visible'));
    await byTestId(page, 'renew-page').waitFor();
    const row = page.locator(`[data-testid="renew-row"][data-phone-id="${phoneId}"]`);
    await expect.poll(() => row.locator('input[type="checkbox"]').isChecked()).toBe(true);
    const before = await row.locator('td').nth(2).textContent();
    await byTestId(page, 'order-agree').click();
    await byTestId(page, 'renew-submit').click();
    // An idle phone among the chosen asks first; the others go straight to payment.
    const confirm = page.locator('.ant-modal-confirm .ant-btn-primary');
    const pending = byTestId(page, 'pay-pending');
    await page.locator('[data-testid="pay-pending"], .ant-modal-confirm .ant-btn-primary').first().waitFor();
    if (await confirm.isVisible()) await clickInDialog(confirm);
    await pending.waitFor();
    const orderNo = await pending.getAttribute('data-order-no');
    const paid = await fetch(`${e2e.server.url}/pay-sandbox/${orderNo}/pay`, { method: 'POST', headers: { accept: 'application/json' } });
    expect(paid.status).toBe(200);
    await byTestId(page, 'pay-success').waitFor({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await expect.poll(() => row.locator('td').nth(2).textContent()).not.toBe(before);

    await visit(page, `${e2e.server.url}/app/orderRecords`);
    await page.locator(`[data-testid="order-row"][data-order-no="${orderNo}"]`).waitFor();
    await byTestId(page, 'points-tab').click();
    await expect.poll(async () => Number(await byTestId(page, 'points-balance').textContent())).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="points-row"]').count()).toBeGreaterThan(0);
  });

  it('redeems a code for a new phone', async () => {
    const operator = await operatorToken(e2e.server);
    const page = await signedInPage(e2e.browser, e2e.server);
    const before = await phoneCount(page);
    const made = await fetch(`${e2e.server.url}/admin-api/trade/redeem-code/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${operator}`, 'content-type': 'application/json' },
      // The demo data's first spec (畅玩版) and region (华东).
      body: JSON.stringify({
        type: 'purchase',
        configurationId: 1,
        regionId: 1,
        duration: 7,
        durationUnit: 'day',
        count: 1,
        expireTime: Date.now() + 86_400_000,
      }),
    });
    const { data } = (await made.json()) as { data: { codes: string[] } };
    await visit(page, `${e2e.server.url}/app/redemptionCode`);
    await byTestId(page, 'redeem-code-input').fill(data.codes[0]!.toLowerCase());
    await byTestId(page, 'redeem-submit').click();
    await byTestId(page, 'redeem-result').waitFor();
    await expect.poll(() => phoneCount(page)).toBe(before + 1);
    await visit(page, `${e2e.server.url}/app/redemptionCode`);
    await expect.poll(() => page.locator('[data-testid="redeemed-row"]').count()).toBe(1);
  });
});
