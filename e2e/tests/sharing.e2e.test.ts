import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { byTestId, clickInDialog, visit } from '../src/browser.js';
import { useServerAndBrowser } from '../src/fixture.js';
import { card, chooseFromCardMenu } from '../src/phone-menu.js';
import { runningDemoPhones } from '../src/phone-screen.js';
import { DEMO, signedInPage } from '../src/session.js';
import type { TestServer } from '../src/server.js';

// The simulator at 600×: a 5-minute restart takes half a second.
// How the sharing screens look: member-screens.e2e.test.ts.
const e2e = useServerAndBrowser(() => ({ SIM_SPEED: '600', SIM_TICK_MS: '100' }));

const SECOND = { phone: '13900139000', password: DEMO.password };

/** One of the demo member's own running phones that is not shared yet. */
async function unsharedPhone(server: TestServer) {
  const phone = (await runningDemoPhones(server)).find((p) => !p.authorized);
  if (!phone) throw new Error('no unshared running demo phone');
  return phone.id;
}

async function openList(page: Page) {
  await visit(page, `${e2e.server.url}/app/index`);
  await page.locator('[data-testid="phone-list"][data-state="ready"]').waitFor();
}

/** A date-time `days` from now as the grant form takes it. */
function inDays(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

describe('sharing phones', () => {
  it('grants a phone view-only, changes it to operate so the grantee reboots it, then recalls it', async () => {
    const phoneId = await unsharedPhone(e2e.server);
    const owner = await signedInPage(e2e.browser, e2e.server);
    await openList(owner);
    await chooseFromCardMenu(owner, phoneId, 'accredit');
    const dialog = byTestId(owner, 'grant-dialog');
    await dialog.waitFor();
    await byTestId(owner, 'grant-account').fill(SECOND.phone);
    await byTestId(owner, 'grant-type-view').click();
    await byTestId(owner, 'grant-expire').fill(inDays(3));
    await byTestId(owner, 'grant-expire').press('Enter');
    await byTestId(owner, 'grant-submit').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => card(owner, phoneId).getByTestId('phone-shared').getAttribute('data-kind')).toBe('out');

    // The grantee sees it shared for viewing, and its play screen is view-only.
    const grantee = await signedInPage(e2e.browser, e2e.server, { account: SECOND });
    await openList(grantee);
    await expect.poll(() => card(grantee, phoneId).getByTestId('phone-shared').getAttribute('data-kind')).toBe('view');
    await visit(grantee, `${e2e.server.url}/app/play?phoneId=${phoneId}`);
    await byTestId(grantee, 'play-view-only').waitFor();

    // The owner makes it operable on the authorization page.
    await visit(owner, `${e2e.server.url}/app/empowerPhoneList`);
    const row = owner.locator(`[data-testid="accredit-row"][data-phone-id="${phoneId}"]`);
    await row.getByTestId('grant-change').click();
    await byTestId(owner, 'change-grant-dialog').waitFor();
    await byTestId(owner, 'grant-type-operate').click();
    await byTestId(owner, 'change-submit').click();
    await expect.poll(() => row.getByTestId('grant-type').getAttribute('data-type')).toBe('operate');

    // Now the grantee may reboot it from its card, once the list is asked again (it keeps an
    // answer 30 s for a quick way back, so the grantee refreshes it as a member would).
    await openList(grantee);
    await byTestId(grantee, 'toolbar-refresh').click();
    await expect.poll(() => card(grantee, phoneId).getByTestId('phone-shared').getAttribute('data-kind')).toBe('operate');
    await chooseFromCardMenu(grantee, phoneId, 'reboot');
    await clickInDialog(byTestId(grantee, 'op-confirm-ok'));
    await expect.poll(() => byTestId(grantee, 'op-results-summary').textContent(), { timeout: 15_000 }).toContain('成功 1 台');
    await byTestId(grantee, 'op-results-close').click();

    // Recalled: gone from the grantee's list.
    await row.getByTestId('grant-recall').click();
    await clickInDialog(byTestId(owner, 'recall-confirm-ok'));
    await owner.getByText('回收成功').waitFor();
    // The grantee's next load of the list.
    await grantee.reload();
    await grantee.locator('[data-testid="phone-list"][data-state="ready"]').waitFor();
    await expect.poll(() => card(grantee, phoneId).count()).toBe(0);

    // The owner's access log has all of it, the grantee's reboot with its address.
    await visit(owner, `${e2e.server.url}/app/keyAccount?tab=audit&phoneId=${phoneId}`);
    await byTestId(owner, 'audit').waitFor();
    await expect
      .poll(async () =>
        (await owner.locator('[data-testid="audit-action"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-action')))).sort(),
      )
      .toEqual(expect.arrayContaining(['accredit', 'update', 'play', 'reboot', 'recall']));
  });

  it('shows the key-account screen with the demo sub-account and the phone it operates', async () => {
    const page = await signedInPage(e2e.browser, e2e.server);
    await page.goto(`${e2e.server.url}/app/keyAccount`);
    const row = page.locator('[data-testid="sub-account-row"]').filter({ hasText: '13700137000' });
    await row.waitFor();
    expect(await row.getByTestId('sub-account-status').getAttribute('data-status')).toBe('0');
    await row.getByTestId('sub-account-open').click();
    const detail = byTestId(page, 'sub-account-detail');
    await detail.waitFor();
    await expect.poll(() => detail.locator('[data-testid="granted-row"]').count()).toBe(1);
    expect(await detail.getByTestId('granted-type').getAttribute('data-type')).toBe('2');
  });
});
