import type { Locator, Page } from 'playwright-core';
import { atRest, byTestId, clickInDialog } from './browser.js';

/** A phone's card on the list. */
export const card = (page: Page, phoneId: number) => page.locator(`[data-testid="phone-card"][data-phone-id="${phoneId}"]`);

/**
 * Clicks an item of the open dropdown menu. An item out of view is scrolled to first, and the click
 * waits for the menu to come to rest: a scroll of the page realigns the menu (above or below its
 * button) a frame later, and a press made in between lands where the item was (seen under load:
 * the press on the item, the release on the page, no click).
 */
export async function chooseMenuItem(item: Locator) {
  await item.scrollIntoViewIfNeeded();
  await atRest(item);
  await item.click();
}

/** Opens a card's "more" menu and clicks one of its items. */
export async function chooseFromCardMenu(page: Page, phoneId: number, item: string) {
  await card(page, phoneId).getByTestId('phone-more').click();
  await chooseMenuItem(page.locator(`[data-testid="phone-menu-${item}"]:visible`));
}

/** Runs a card's operation from its "more" menu and confirms it; resolves once its results grid shows. */
export async function runFromMenu(page: Page, phoneId: number, kind: string) {
  await chooseFromCardMenu(page, phoneId, kind);
  await clickInDialog(byTestId(page, 'op-confirm-ok'));
  await byTestId(page, 'op-results').waitFor();
}
