import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { byTestId, PHONE, shot, visit } from '../src/browser.js';
import { useServerAndBrowser } from '../src/fixture.js';
import { runningDemoPhones, tapScreen } from '../src/phone-screen.js';
import { signedInPage } from '../src/session.js';

// How group control looks in both languages at 1440 and 375 px: member-screens.e2e.test.ts.
const e2e = useServerAndBrowser();
const APKS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server/test/fixtures/apk');

const seqOf = (canvas: Locator) => canvas.evaluate((c) => Number((c as HTMLCanvasElement).dataset.seq ?? -1));
const framesOf = (canvas: Locator) => canvas.evaluate((c) => Number((c as HTMLCanvasElement).dataset.frames ?? 0));
const tile = (page: Page, phoneId: number) => page.locator(`[data-testid="gc-follower"][data-phone-id="${phoneId}"]`);

describe('group control', () => {
  it('takes three phones from the list, and a tap on the master opens the app on every follower', async () => {
    const [master, a, b] = await runningDemoPhones(e2e.server);
    expect(b, 'the demo member has three running phones').toBeDefined();
    const page = await signedInPage(e2e.browser, e2e.server);
    await page.goto(`${e2e.server.url}/app/index`);
    await page.locator('[data-testid="phone-list"][data-state="ready"]').waitFor();
    for (const phone of [master!, a!, b!])
      await page.locator(`[data-testid="phone-card"][data-phone-id="${phone.id}"] [data-testid="phone-select"]`).check();
    await byTestId(page, 'group-control-open').click();

    // The picker holds the three, the first ticked as master.
    await page.waitForURL(/\/app\/groupControl\?ids=/);
    await expect.poll(() => byTestId(page, 'gc-picked-count').textContent()).toContain('3');
    await expect.poll(() => page.locator('[data-testid="gc-pick-row"] [data-testid="gc-master-mark"]').count()).toBe(1);
    await byTestId(page, 'gc-start').click();

    await expect.poll(() => byTestId(page, 'gc-page').getAttribute('data-phase'), { timeout: 15_000 }).toBe('live');
    for (const phone of [a!, b!]) {
      await expect.poll(() => tile(page, phone.id).getAttribute('data-state')).toBe('active');
      await expect.poll(() => framesOf(tile(page, phone.id).getByTestId('gc-follower-canvas')), { timeout: 10_000 }).toBeGreaterThan(0);
    }
    await expect.poll(() => framesOf(byTestId(page, 'play-canvas')), { timeout: 10_000 }).toBeGreaterThan(0);

    // The Settings icon of the dock, on the master only.
    await tapScreen(page, 0.26, 0.83);
    await expect.poll(() => byTestId(page, 'gc-replay').getAttribute('data-applied'), { timeout: 10_000 }).toBe('2');
    const seq = Number(await byTestId(page, 'gc-replay').getAttribute('data-seq'));
    // Each follower's thumbnail now shows the picture after that tap.
    for (const phone of [a!, b!])
      await expect
        .poll(() => seqOf(tile(page, phone.id).getByTestId('gc-follower-canvas')), { timeout: 10_000 })
        .toBeGreaterThanOrEqual(seq);
    await expect.poll(() => seqOf(byTestId(page, 'play-canvas'))).toBeGreaterThanOrEqual(seq);
    await shot(page, 'group-control-zh-CN-1440');

    // Paused, a follower no longer follows: the next input reaches one phone.
    await tile(page, b!.id).getByTestId('gc-pause').click();
    await expect.poll(() => tile(page, b!.id).getAttribute('data-state')).toBe('paused');
    await byTestId(page, 'play-key-home').click();
    await expect.poll(() => byTestId(page, 'gc-replay').getAttribute('data-applied')).toBe('1');

    // A push from here goes to the whole group: the master and both followers.
    await byTestId(page, 'gc-push').click();
    await byTestId(page, 'push-file-input').setInputFiles(path.join(APKS, 'plain.apk'));
    await expect.poll(() => page.locator('[data-testid="push-file"]').getAttribute('data-state'), { timeout: 15_000 }).toBe('done');
    await byTestId(page, 'push-submit').click();
    await byTestId(page, 'push-dialog').waitFor({ state: 'detached' });
    // The stage follows the push: its progress, then every phone's result.
    await expect.poll(() => byTestId(page, 'gc-push-progress').getAttribute('data-status'), { timeout: 30_000 }).toBe('success');
    expect(await page.locator('[data-testid="gc-push-item"][data-status="success"]').count()).toBe(3);
    await shot(page, 'group-control-push-zh-CN-1440');
    await visit(page, `${e2e.server.url}/app/uploadRecords`);
    const record = page.locator('[data-testid="upload-record"]').first();
    await expect.poll(() => record.getByTestId('record-name').textContent()).toContain('plain.apk');
    await expect.poll(() => record.getByTestId('record-counts').textContent(), { timeout: 30_000 }).toContain('共 3 · 成功 3');
    await page.context().close();
  });

  it('refuses to start with fewer than two phones, in English on a phone', async () => {
    const [master] = await runningDemoPhones(e2e.server);
    const page = await signedInPage(e2e.browser, e2e.server, { viewport: PHONE, storage: { locale: 'en-US' } });
    await page.goto(`${e2e.server.url}/app/groupControl?ids=${master!.id}`);
    await byTestId(page, 'gc-picker').waitFor();
    await byTestId(page, 'gc-start').click();
    expect(await byTestId(page, 'gc-problem').textContent()).toBe('Select at least two phones');
    await shot(page, 'group-control-picker-en-US-375');
    await page.context().close();
  });
});
