import type { Page } from 'playwright-core';
import { byTestId } from './browser.js';

/** A phone's card on the list. */
export const card = (page: Page, phoneId: number) => page.locator(`[data-testid="phone-card"][data-phone-id="${phoneId}"]`);

/**
 * Opens a card's "more" menu and clicks one of its items. The item is scrolled into view before the
 * click: when a click has to scroll, the menu realigns after Playwright has picked its point, so the
 * press can land outside the menu and close it (seen in CI on a loaded machine). A menu that closed
 * anyway (a live update re-rendering the card) is opened again.
 */
export async function chooseFromCardMenu(page: Page, phoneId: number, item: string) {
  const entry = page.locator(`[data-testid="phone-menu-${item}"]:visible`);
  for (let attempt = 1; ; attempt++) {
    await card(page, phoneId).getByTestId('phone-more').click();
    const clicked = await entry
      .scrollIntoViewIfNeeded({ timeout: 5000 })
      .then(() => entry.click({ timeout: 5000 }))
      .then(
        () => true,
        () => false,
      );
    if (clicked) return;
    if (attempt === 3) throw new Error(`the card menu's ${item} item could not be clicked`);
    await page.keyboard.press('Escape');
    await entry.waitFor({ state: 'hidden', timeout: 5000 }).catch(() => undefined);
  }
}

/** Runs a card's operation from its "more" menu and confirms it; resolves once its results grid shows. */
export async function runFromMenu(page: Page, phoneId: number, kind: string) {
  for (let attempt = 1; ; attempt++) {
    await chooseFromCardMenu(page, phoneId, kind);
    const confirmed = await byTestId(page, 'op-confirm-ok')
      .waitFor({ timeout: 8000 })
      .then(() => true)
      .catch(() => false);
    if (confirmed) break;
    if (attempt === 3) throw new Error(`the ${kind} confirmation did not open`);
  }
  await byTestId(page, 'op-confirm-ok').click();
  await byTestId(page, 'op-results').waitFor();
}
