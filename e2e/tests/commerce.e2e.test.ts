import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, PHONE, shot } from '../src/browser.js';
import { useServerAndBrowser } from '../src/fixture.js';
import { signedInPage } from '../src/session.js';

const e2e = useServerAndBrowser();

const phoneCount = async (page: Page) => {
  await page.goto(`${e2e.server.url}/app/index`);
  await page.locator('[data-testid="phone-list"][data-state="ready"]').waitFor();
  return Number(await byTestId(page, 'phone-total').getAttribute('data-total'));
};

describe('buying phones', () => {
  it('buys two phones with the sandbox: the dialog closes itself on payment and the phones are in the list', async () => {
    const page = await signedInPage(e2e.browser, e2e.server);
    const before = await phoneCount(page);

    await page.goto(`${e2e.server.url}/app/payManage`);
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

    await page.goto(`${e2e.server.url}/app/orderRecords`);
    const row = page.locator(`[data-testid="order-row"][data-order-no="${orderNo}"]`);
    await expect.poll(() => row.locator('[data-testid="order-status"]').getAttribute('data-status')).toBe('success');
  });

  for (const locale of ['zh-CN', 'en-US'] as const)
    for (const viewport of [DESKTOP, PHONE])
      it(`shows the buy page and the order records (${locale}, ${viewport.width} px)`, async () => {
        const page = await signedInPage(e2e.browser, e2e.server, { viewport, storage: { locale } });
        await page.goto(`${e2e.server.url}/app/payManage`);
        await page.locator('[data-testid="order-package"]').first().waitFor();
        await shot(page, `buy-${locale}-${viewport.width}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.goto(`${e2e.server.url}/app/orderRecords`);
        await byTestId(page, 'order-records').waitFor();
        await shot(page, `orders-${locale}-${viewport.width}`);
      });
});
