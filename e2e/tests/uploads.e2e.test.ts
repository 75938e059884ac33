import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gridCell, screenLayout } from '../../apps/server/src/devices/simulator/screen/layout.js';
import { byTestId, PHONE, shot, visit } from '../src/browser.js';
import { useServerAndBrowser } from '../src/fixture.js';
import { chooseMenuItem } from '../src/phone-menu.js';
import { brightnessAt, runningDemoPhones, tapScreen } from '../src/phone-screen.js';
import { signedInPage } from '../src/session.js';

const e2e = useServerAndBrowser();
const APKS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server/test/fixtures/apk');

/** Where the launcher's first installed app sits, normalised (devices start upright at 320 dpi). */
const firstApp = (() => {
  const layout = screenLayout(0, 320);
  const cell = gridCell(layout, 0);
  return { x: (cell.x + cell.w / 2) / layout.width, y: (cell.y + cell.h * 0.35) / layout.height };
})();

async function openPlay(page: Page, phoneId: number) {
  await visit(page, `${e2e.server.url}/app/play?phoneId=${phoneId}`);
  await expect.poll(() => byTestId(page, 'play-page').getAttribute('data-phase'), { timeout: 15_000 }).toBe('live');
  await expect
    .poll(() => byTestId(page, 'play-canvas').evaluate((c) => Number((c as HTMLCanvasElement).dataset.frames ?? 0)))
    .toBeGreaterThan(0);
}

describe('pushing apps', () => {
  it('installs an APK on two phones from the list: it shows on their launchers and in the upload records', async () => {
    const [a, b] = await runningDemoPhones(e2e.server);
    const page = await signedInPage(e2e.browser, e2e.server);

    // Before: the first launcher cell is empty wallpaper.
    await openPlay(page, a!.id);
    const before = await brightnessAt(page, firstApp);

    await visit(page, `${e2e.server.url}/app/index`);
    await page.locator('[data-testid="phone-list"][data-state="ready"]').waitFor();
    for (const phone of [a!, b!])
      await page.locator(`[data-testid="phone-card"][data-phone-id="${phone.id}"] [data-testid="phone-select"]`).check();
    await byTestId(page, 'batch-menu').click();
    await chooseMenuItem(page.locator('[data-testid="batch-push"]:visible'));
    await byTestId(page, 'push-dialog').waitFor();
    await byTestId(page, 'push-file-input').setInputFiles(path.join(APKS, 'hello.apk'));
    await expect.poll(() => page.locator('[data-testid="push-file"]').getAttribute('data-state'), { timeout: 15_000 }).toBe('done');
    // The member's storage against the quota, and how long pushed files are kept.
    await expect
      .poll(() => byTestId(page, 'push-usage').textContent())
      .toMatch(/^已用存储 \d+\.\d\d [KM]B \/ 5\.00 GB · 推送过的文件在最后一次使用 30 天后清理$/);
    // The same name again is refused; a file that is not an APK under an .apk name too.
    await byTestId(page, 'push-file-input').setInputFiles(path.join(APKS, 'hello.apk'));
    expect(await byTestId(page, 'push-problem').textContent()).toBe('文件已存在');
    await shot(page, 'push-dialog-zh-CN');
    await byTestId(page, 'push-submit').click();
    await byTestId(page, 'op-results').waitFor();
    await expect.poll(() => page.locator('[data-testid="op-results"] [data-ok="true"]').count()).toBe(2);
    await byTestId(page, 'op-results-close').click();

    // The record follows the push until both phones have it.
    await visit(page, `${e2e.server.url}/app/uploadRecords`);
    const record = page.locator('[data-testid="upload-record"]').first();
    await expect.poll(() => record.getByTestId('record-status').getAttribute('data-status'), { timeout: 30_000 }).toBe('success');
    expect(await record.getByTestId('record-name').textContent()).toContain('hello.apk');
    expect(await record.getByTestId('record-counts').textContent()).toContain('共 2');
    await record.locator('.ant-table-row-expand-icon').click();
    await expect.poll(() => page.locator('[data-testid="upload-record-item"] [data-status="success"]').count()).toBe(2);
    expect(await page.locator('[data-testid="record-file"]').textContent()).toMatch(/^hello\.apk · \d+\.\d\d KB$/);
    await shot(page, 'upload-records-zh-CN');

    // After: an icon in the first cell, and tapping it opens the app (a light screen).
    await openPlay(page, a!.id);
    await expect.poll(() => brightnessAt(page, firstApp), { timeout: 10_000 }).not.toBeCloseTo(before, 0);
    const launcher = await brightnessAt(page, { x: 0.5, y: 0.5 }, 0.1);
    await tapScreen(page, firstApp.x, firstApp.y);
    await expect.poll(() => brightnessAt(page, { x: 0.5, y: 0.5 }, 0.1), { timeout: 10_000 }).toBeGreaterThan(launcher + 60);
    await shot(page, 'push-installed-app-zh-CN');
    await page.context().close();
  });

  it('refuses a file that is not an APK under an .apk name, in English on a phone', async () => {
    const [phone] = await runningDemoPhones(e2e.server);
    const page = await signedInPage(e2e.browser, e2e.server, { viewport: PHONE, storage: { locale: 'en-US' } });
    await page.goto(`${e2e.server.url}/app/index`);
    await page.locator('[data-testid="phone-list"][data-state="ready"]').waitFor();
    await page.locator(`[data-testid="phone-card"][data-phone-id="${phone!.id}"] [data-testid="phone-select"]`).check();
    await byTestId(page, 'batch-menu').click();
    await chooseMenuItem(page.locator('[data-testid="batch-push"]:visible'));
    await byTestId(page, 'push-file-input').setInputFiles(path.join(APKS, 'not-a-zip.apk'));
    await expect.poll(() => page.locator('[data-testid="push-file"]').getAttribute('data-state'), { timeout: 15_000 }).toBe('failed');
    expect(await page.locator('[data-testid="push-file"] [role="alert"]').textContent()).toBe('File format error');
    expect(await byTestId(page, 'push-submit').isDisabled()).toBe(true);
    expect(await byTestId(page, 'push-usage').textContent()).toMatch(
      /^Storage used: .+ of 5\.00 GB · Pushed files are removed 30 days after their last use$/,
    );
    await shot(page, 'push-dialog-en-US-375');
    await page.context().close();
  });
});
