import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ipEchoPeer } from '../../apps/server/test/peers/ip-echo-peer.js';
import { cityRecord, writeMmdb } from '../../apps/server/test/peers/mmdb-writer.js';
import { socks5Peer } from '../../apps/server/test/peers/socks5-peer.js';
import { byTestId, shot, visit } from '../src/browser.js';
import { useServerAndBrowser } from '../src/fixture.js';
import { card, chooseFromCardMenu } from '../src/phone-menu.js';
import { runningDemoPhones } from '../src/phone-screen.js';
import { signedInPage } from '../src/session.js';

/*
 * The /proxy page end to end: the built server detects through a real SOCKS5 server with
 * authentication on loopback, to an IP echo on loopback that answers a London address, located in
 * a small City database written here (the test machine has no internet and no GeoLite2 file).
 * How the page and its dialogs look in both languages at 1440 and 375 px: member-screens.e2e.test.ts.
 */

const LONDON_IP = '81.2.69.160';
const ALICE = { account: 'alice', password: 'Secret#1' };
const echo = ipEchoPeer({ body: `${LONDON_IP}\n` });
const socks = socks5Peer({ [ALICE.account]: ALICE.password });
const dir = mkdtempSync(path.join(os.tmpdir(), 'cp-e2e-proxies-'));

const e2e = useServerAndBrowser(async () => {
  await Promise.all([echo.listen(), socks.listen()]);
  const geoip = path.join(dir, 'city.mmdb');
  writeFileSync(
    geoip,
    writeMmdb([
      {
        network: '81.2.69.0/24',
        data: cityRecord({
          countryCode: 'GB',
          country: 'United Kingdom',
          countryZh: '英国',
          region: 'England',
          city: 'London',
          timeZone: 'Europe/London',
          latitude: 51.5142,
          longitude: -0.0931,
        }),
      },
    ]),
  );
  return { PROXY_DETECT_URL: echo.url, PROXY_DETECT_TIMEOUT_MS: '5000', GEOIP_DB_PATH: geoip };
});
afterAll(async () => {
  await Promise.all([echo.close(), socks.close()]);
  rmSync(dir, { recursive: true, force: true });
});

async function openList(page: Page) {
  await visit(page, `${e2e.server.url}/app/index`);
  await page.locator('[data-testid="phone-list"][data-state="ready"]').waitFor();
}

async function openProxies(page: Page) {
  await visit(page, `${e2e.server.url}/app/proxy`);
  await page.locator('[data-testid="proxy-page"][data-state="ready"]').waitFor();
}

const rowOf = (page: Page, host: string) => page.locator(`[data-testid="proxy-row"][data-host="${host}"]`);
const toast = (page: Page, text: string) => byTestId(page, 'toast-success').filter({ hasText: text }).first();
/** Picks an option of an antd select (its list opens in a portal at the end of the page). */
async function choose(page: Page, select: Locator, optionTestId: string, text: string) {
  await select.click();
  await page.locator(`[data-testid="${optionTestId}"]:visible`, { hasText: text }).first().click();
}
/** The select's own field, for what it shows. */
const shown = (select: Locator) => select.locator('.ant-select-content, .ant-select-selection-item').first().textContent();

// One member's proxies, in order: each step builds on the last (the first proxy is the batch's duplicate).
describe('the proxy page', () => {
  it('adds a proxy into a new group, then detects it through SOCKS5: IP, region, time zone, longitude and latitude', async () => {
    const page = await signedInPage(e2e.browser, e2e.server);
    await openProxies(page);

    await byTestId(page, 'proxy-add').click();
    const dialog = byTestId(page, 'proxy-form-dialog');
    await dialog.waitFor();
    // Nothing filled in: the spec's messages, nothing sent.
    await byTestId(page, 'proxy-form-submit').click();
    expect(await byTestId(page, 'proxy-host-error').textContent()).toBe('请输入IP');
    expect(await byTestId(page, 'proxy-group-error').textContent()).toBe('请选择分组');
    await byTestId(page, 'proxy-host').fill('127.0.0.256');
    await byTestId(page, 'proxy-form-submit').click();
    expect(await byTestId(page, 'proxy-host-error').textContent()).toBe('请输入正确的IPv4');

    await byTestId(page, 'proxy-protocol-SOCKS5').click();
    await byTestId(page, 'proxy-host').fill('127.0.0.1');
    await byTestId(page, 'proxy-port').fill(String(socks.port));
    await byTestId(page, 'proxy-account').fill(ALICE.account);
    await byTestId(page, 'proxy-password').fill(ALICE.password);
    await byTestId(page, 'proxy-group-new').click();
    await byTestId(page, 'proxy-group-new-name').fill('E2E甲组');
    await byTestId(page, 'proxy-group-new-save').click();
    await toast(page, '分组添加成功').waitFor();
    await expect.poll(() => shown(byTestId(page, 'proxy-group'))).toBe('E2E甲组');
    await byTestId(page, 'proxy-remark').fill('本机 SOCKS5');
    await shot(page, 'proxies-add-zh-1440');
    await byTestId(page, 'proxy-form-submit').click();
    await toast(page, '添加成功').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = rowOf(page, '127.0.0.1');
    await row.waitFor();
    expect(await row.getByTestId('proxy-cell-group').textContent()).toBe('E2E甲组');
    expect(await row.textContent()).toContain('******');
    expect(await row.getByTestId('proxy-status').getAttribute('data-status')).toBe('never');

    // Detect asks first, then goes out through the SOCKS5 server to the echo.
    await row.getByTestId('proxy-detect').click();
    expect(await byTestId(page, 'proxy-detect-text').textContent()).toBe(`确定检测代理 127.0.0.1:${socks.port} 吗？`);
    await byTestId(page, 'proxy-detect-ok').click();
    const result = byTestId(page, 'proxy-detect-result');
    await result.waitFor({ timeout: 15_000 });
    expect(await result.getAttribute('data-ok')).toBe('true');
    expect(await byTestId(page, 'proxy-detect-message').textContent()).toBe('检测成功');
    expect(await byTestId(page, 'proxy-detect-ip').textContent()).toBe(LONDON_IP);
    expect(await byTestId(page, 'proxy-detect-region').textContent()).toBe('England / London');
    const text = await result.textContent();
    for (const part of ['Europe/London', '-0.0931', '51.5142']) expect(text).toContain(part);
    expect(socks.state.destinations).toContain(new URL(echo.url).host);
    await shot(page, 'proxies-detect-zh-1440');
    await byTestId(page, 'proxy-detect-close').click();
    await expect.poll(() => row.getByTestId('proxy-status').getAttribute('data-status')).toBe('available');
    expect(await row.getByTestId('proxy-cell-outbound-ip').textContent()).toBe(LONDON_IP);
    expect(await row.getByTestId('proxy-cell-country').textContent()).toBe('United Kingdom');
    await page.context().close();
  });

  it('batch adds five lines: a bad line refuses them all, fixed they go in with the duplicate skipped', async () => {
    const page = await signedInPage(e2e.browser, e2e.server);
    await openProxies(page);
    await byTestId(page, 'proxy-batch-add').click();
    await byTestId(page, 'proxy-batch-dialog').waitFor();
    await byTestId(page, 'proxy-batch-group-new').click();
    await byTestId(page, 'proxy-batch-group-new-name').fill('E2E乙组');
    await byTestId(page, 'proxy-batch-group-new-save').click();
    await expect.poll(() => shown(byTestId(page, 'proxy-batch-group'))).toBe('E2E乙组');
    const lines = [
      '127.0.0.2:1080:bob:Pass#2{乙 1}',
      'carol:Pass#3@127.0.0.3:1080{乙 2}',
      '127.0.0.300:1080:dave:Pass#4',
      `127.0.0.1:${socks.port}:${ALICE.account}:${ALICE.password}`,
      '127.0.0.5:1080:erin:Pass#5',
    ];
    await byTestId(page, 'proxy-batch-content').fill(lines.join('\n'));
    await byTestId(page, 'proxy-batch-check-duplicate').check();
    await byTestId(page, 'proxy-batch-submit').click();
    await byTestId(page, 'proxy-batch-results').waitFor();
    const statuses = () =>
      byTestId(page, 'proxy-batch-line').evaluateAll((items) =>
        items.map((li) => [li.getAttribute('data-line'), li.getAttribute('data-status')]),
      );
    expect(await statuses()).toEqual([
      ['1', 'valid'],
      ['2', 'valid'],
      ['3', 'refused'],
      ['4', 'duplicate'],
      ['5', 'valid'],
    ]);
    expect(await page.locator('[data-testid="proxy-batch-line"][data-line="3"]').textContent()).toContain('请输入正确的IPv4');
    expect(await byTestId(page, 'proxy-batch-summary').textContent()).toBe('添加 0 条，重复跳过 1 条，错误 1 条');
    await byTestId(page, 'proxy-batch-rolled-back').waitFor();
    await shot(page, 'proxies-batch-refused-zh-1440');
    // Nothing was added.
    expect(await rowOf(page, '127.0.0.2').count()).toBe(0);

    await byTestId(page, 'proxy-batch-back').click();
    lines[2] = '127.0.0.4:1080:dave:Pass#4';
    await byTestId(page, 'proxy-batch-content').fill(lines.join('\n'));
    await byTestId(page, 'proxy-batch-submit').click();
    await expect.poll(() => byTestId(page, 'proxy-batch-summary').textContent()).toBe('添加 4 条，重复跳过 1 条，错误 0 条');
    expect(await statuses()).toEqual([
      ['1', 'added'],
      ['2', 'added'],
      ['3', 'added'],
      ['4', 'duplicate'],
      ['5', 'added'],
    ]);
    await toast(page, '添加成功').waitFor();
    await byTestId(page, 'proxy-batch-done').click();
    for (const host of ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5']) {
      await rowOf(page, host).waitFor();
      expect(await rowOf(page, host).getByTestId('proxy-cell-group').textContent()).toBe('E2E乙组');
    }
    expect(await rowOf(page, '127.0.0.1').count()).toBe(1);
    await page.context().close();
  });

  it('detects a selection with progress: the live proxy available, the dead one failed', async () => {
    const page = await signedInPage(e2e.browser, e2e.server);
    await openProxies(page);
    // 127.0.0.5:1080 has nothing listening: its detection fails.
    for (const host of ['127.0.0.1', '127.0.0.5']) await rowOf(page, host).locator('.ant-checkbox-input').check();
    await byTestId(page, 'proxy-detect-selected').click();
    expect(await byTestId(page, 'proxy-detect-text').textContent()).toBe('确定检测选中的 2 个代理吗？');
    await byTestId(page, 'proxy-detect-ok').click();
    await byTestId(page, 'proxy-detect-progress').waitFor();
    await expect.poll(() => byTestId(page, 'proxy-detect-summary').textContent(), { timeout: 20_000 }).toContain('可用 1 个，失败 1 个');
    const item = (host: string) => byTestId(page, 'proxy-detect-item').filter({ hasText: host });
    expect(await item('127.0.0.1').getAttribute('data-ok')).toBe('true');
    expect(await item('127.0.0.1').textContent()).toContain(LONDON_IP);
    expect(await item('127.0.0.5:1080').getAttribute('data-ok')).toBe('false');
    expect(await item('127.0.0.5:1080').textContent()).toContain('连接测试失败！请检查代理信息并确保IP可用');
    await shot(page, 'proxies-detect-batch-zh-1440');
    await byTestId(page, 'proxy-detect-progress-close').click();
    await expect.poll(() => rowOf(page, '127.0.0.5').getByTestId('proxy-status').getAttribute('data-status')).toBe('failed');
    expect(await rowOf(page, '127.0.0.1').getByTestId('proxy-status').getAttribute('data-status')).toBe('available');
    await page.context().close();
  });

  it('merges the two new groups, which needs old and new groups first', async () => {
    const page = await signedInPage(e2e.browser, e2e.server);
    await openProxies(page);
    await byTestId(page, 'proxy-merge-open').click();
    await byTestId(page, 'proxy-merge-dialog').waitFor();
    await byTestId(page, 'proxy-merge-submit').click();
    expect(await byTestId(page, 'proxy-merge-old-error').textContent()).toBe('请选择旧分组');
    expect(await byTestId(page, 'proxy-merge-new-error').textContent()).toBe('请选择新分组');
    await choose(page, byTestId(page, 'proxy-merge-old'), 'proxy-merge-old-option', 'E2E甲组');
    await page.keyboard.press('Escape');
    await choose(page, byTestId(page, 'proxy-merge-new'), 'proxy-merge-new-option', 'E2E乙组');
    await byTestId(page, 'proxy-merge-submit').click();
    await toast(page, '合并成功').waitFor();
    await expect.poll(() => rowOf(page, '127.0.0.1').getByTestId('proxy-cell-group').textContent()).toBe('E2E乙组');

    // The old group is gone from the filter; the new one lists the five.
    await byTestId(page, 'proxy-filter-group').click();
    await page.locator('[data-testid="proxy-filter-group-option"]:visible', { hasText: 'E2E乙组' }).waitFor();
    expect(await page.locator('[data-testid="proxy-filter-group-option"]:visible', { hasText: 'E2E甲组' }).count()).toBe(0);
    await page.locator('[data-testid="proxy-filter-group-option"]:visible', { hasText: 'E2E乙组' }).click();
    await byTestId(page, 'proxy-search').click();
    await expect.poll(() => byTestId(page, 'proxy-row').count()).toBe(5);
    await page.context().close();
  });

  it('binds a proxy to a phone from its card, then deletes proxies saying how many phones lose theirs', async () => {
    // A running phone of the demo member's, read before the page signs in (a sign-in ends the one before).
    const [phone] = await runningDemoPhones(e2e.server);
    const page = await signedInPage(e2e.browser, e2e.server);
    await openProxies(page);
    // 127.0.0.4 was never detected: no country, so any phone may take it.
    const proxyId = Number(await rowOf(page, '127.0.0.4').getAttribute('data-id'));

    // The card's "set proxy" (features/phones): the card then shows the proxy's host.
    await openList(page);
    await chooseFromCardMenu(page, phone!.id, 'proxy');
    await byTestId(page, 'proxy-setting-dialog').waitFor();
    await byTestId(page, `proxy-setting-option-${proxyId}`).click();
    await byTestId(page, 'proxy-setting-submit').click();
    await expect.poll(() => card(page, phone!.id).getByTestId('phone-proxy').textContent(), { timeout: 15_000 }).toContain('127.0.0.4');
    await shot(page, 'proxies-bound-card-zh-1440');

    // Back on the page, its list is asked for again (what it showed before is stale).
    await openProxies(page);
    await expect.poll(() => rowOf(page, '127.0.0.4').getByTestId('proxy-cell-bind-count').textContent()).toBe('1');
    // Two unbound ones from the toolbar.
    for (const host of ['127.0.0.2', '127.0.0.3']) await rowOf(page, host).locator('.ant-checkbox-input').check();
    expect(await byTestId(page, 'proxy-selected').getAttribute('data-count')).toBe('2');
    await byTestId(page, 'proxy-batch-delete').click();
    const text = byTestId(page, 'proxy-delete-text');
    await text.waitFor();
    expect(await text.textContent()).toBe('确定删除选中的 2 个代理吗？没有云机在使用这些代理。');
    await byTestId(page, 'proxy-delete-ok').click();
    await toast(page, '删除成功').waitFor();
    await expect.poll(() => rowOf(page, '127.0.0.2').count()).toBe(0);
    expect(await rowOf(page, '127.0.0.3').count()).toBe(0);
    await text.waitFor({ state: 'hidden' });

    // The bound one from its row: its phone loses the proxy, which the question says first.
    await rowOf(page, '127.0.0.4').getByTestId('proxy-delete').click();
    await text.waitFor();
    expect(await text.textContent()).toBe('确定删除选中的 1 个代理吗？1 台云机正在使用这些代理，删除后将失去代理。');
    await shot(page, 'proxies-delete-zh-1440');
    await byTestId(page, 'proxy-delete-ok').click();
    await expect.poll(() => rowOf(page, '127.0.0.4').count()).toBe(0);
    await openList(page);
    await expect.poll(() => card(page, phone!.id).getByTestId('phone-proxy').count()).toBe(0);
    await page.context().close();
  });
});
