import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../src/fixture.js';
import { byTestId, clickInDialog } from '../src/browser.js';
import { DEMO, signedInPage } from '../src/session.js';
import { card, chooseFromCardMenu } from '../src/phone-menu.js';

/**
 * Issue 17 on the phone list: a label added from a card's menu shows on the card (and stays
 * after a reload), a tag renamed from the tag list shows renamed on the cards, and a tag taken off
 * a phone goes after the confirmation, with "解绑成功".
 */
const e2e = useServerAndBrowser();

interface Phone {
  id: number;
  alias: string;
  status: number;
  accreditType: number | null;
  tags: Array<{ id: number; name: string }>;
}

async function demoPhones(): Promise<Phone[]> {
  const login = await fetch(`${e2e.server.url}/app-api/member/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const res = await fetch(`${e2e.server.url}/app-api/trade/phone/app-page`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ pageNo: 1, pageSize: 200, sortType: 3 }),
  });
  return ((await res.json()) as { data: { list: Phone[] } }).data.list;
}

async function openList() {
  const page = await signedInPage(e2e.browser, e2e.server);
  await page.goto(`${e2e.server.url}/app/index`);
  await page.locator('[data-testid="phone-list"][data-state="ready"]').waitFor();
  return page;
}

const tagsOn = (page: Page, phoneId: number) => card(page, phoneId).locator('[data-testid="phone-tag"] .ph-chip__text').allTextContents();
const toast = (page: Page, text: string) => byTestId(page, 'toast-success').filter({ hasText: text }).first();

describe('labels and tags on the phone list', () => {
  it('adds a label from the card menu and shows it on the card, after a reload too', async () => {
    const phone = (await demoPhones()).find((p) => p.accreditType === null && p.tags.length === 0)!;
    const page = await openList();
    await card(page, phone.id).waitFor();
    await chooseFromCardMenu(page, phone.id, 'labels');
    const dialog = byTestId(page, 'labels-dialog');
    await dialog.getByText('暂无标记').waitFor();
    // The spec's rule is checked before anything is sent.
    await byTestId(page, 'labels-input').fill('x'.repeat(21));
    await byTestId(page, 'labels-add').click();
    await dialog.getByRole('alert').getByText('标记为 1-20 个字符').waitFor();
    await byTestId(page, 'labels-input').fill('  店铺主号  ');
    await byTestId(page, 'labels-add').click();
    await toast(page, '添加成功').waitFor();
    await expect.poll(() => dialog.getByTestId('labels-item').allTextContents()).toEqual(['店铺主号×']);
    await byTestId(page, 'labels-close').click();
    await expect.poll(() => card(page, phone.id).getByTestId('phone-label').allTextContents()).toEqual(['店铺主号']);

    await page.reload();
    await page.locator('[data-testid="phone-list"][data-state="ready"]').waitFor();
    await expect.poll(() => card(page, phone.id).getByTestId('phone-label').allTextContents()).toEqual(['店铺主号']);
    await page.context().close();
  });

  it('renames a tag from the tag list; the cards show the new name', async () => {
    const phone = (await demoPhones()).find((p) => p.tags.some((t) => t.name === '测试'))!;
    const page = await openList();
    await card(page, phone.id).waitFor();
    expect(await tagsOn(page, phone.id)).toContain('测试');
    await byTestId(page, 'tag-rename-测试').click();
    const input = byTestId(page, 'name-dialog-input');
    await expect.poll(() => input.inputValue()).toBe('测试');
    await input.fill('测试组');
    await byTestId(page, 'name-dialog-submit').click();
    await toast(page, '标签已重命名').waitFor();
    await byTestId(page, 'tag-filter-测试组').waitFor();
    await expect.poll(() => tagsOn(page, phone.id)).toContain('测试组');
    expect(await tagsOn(page, phone.id)).not.toContain('测试');
    await page.context().close();
  });

  it('unbinds a tag from a phone after the confirmation, saying 解绑成功', async () => {
    const phone = (await demoPhones()).find((p) => p.tags.some((t) => t.name === '主号'))!;
    const page = await openList();
    await card(page, phone.id).waitFor();
    const chip = card(page, phone.id).locator('[data-testid="phone-tag"]', { hasText: '主号' });
    // Cancelling keeps it.
    await chip.getByTestId('phone-tag-unbind').click();
    await page.getByText(`确定将标签「主号」从云机「${phone.alias}」解绑吗？`).waitFor();
    await clickInDialog(byTestId(page, 'tag-unbind-cancel'));
    await page.getByText(`确定将标签「主号」从云机「${phone.alias}」解绑吗？`).waitFor({ state: 'hidden' });
    expect(await tagsOn(page, phone.id)).toContain('主号');
    // Confirming takes it off.
    await chip.getByTestId('phone-tag-unbind').click();
    await clickInDialog(byTestId(page, 'tag-unbind-confirm'));
    await toast(page, '解绑成功').waitFor();
    await expect.poll(() => tagsOn(page, phone.id)).not.toContain('主号');
    const after = (await demoPhones()).find((p) => p.id === phone.id)!;
    expect(after.tags.map((t) => t.name)).not.toContain('主号');
    await page.context().close();
  });
});
