import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { byTestId, newContext, shot, stillness, untilSignInLive, visit } from '../src/browser.js';
import { useServerAndBrowser } from '../src/fixture.js';
import { latestCode } from '../src/server.js';
import { DEMO, signedInPage } from '../src/session.js';

/*
 * The member's own areas end to end (issue 18): the account center (profile, avatar, password),
 * the message center and the bell, against the built server with the demo data (how these screens
 * look, and the settings pages and the key-account prospect view: member-screens.e2e.test.ts).
 * The tests share one server and run in order: the bell and mark-all-read tests use up the demo
 * member's two unread messages, and the password test, last, changes the demo member's password.
 *
 * REMINDER_SWEEP_S=1: the reminder job sweeps every second, so the due-reminder test sees a real
 * reminder sent by the real job for a phone that really expires tomorrow (a new member's 24-hour
 * trial phone). The demo member's own reminders are recorded as sent by the demo data, so the
 * sweep adds nothing to the demo member's two unread messages.
 */
const e2e = useServerAndBrowser(() => ({ REMINDER_SWEEP_S: '1' }));

const dir = mkdtempSync(path.join(os.tmpdir(), 'cp-e2e-member-areas-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const NEW_PASSWORD = 'Abcd12345';

/** A screenshot for a person to look at; at rest, nothing makes the page wider than the window (a wide table scrolls in its own box). */
async function snap(page: Page, name: string) {
  await stillness(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), name).toBeLessThanOrEqual(0);
  await shot(page, name);
}

/**
 * A 240×160 RGB PNG written by hand (a gradient with a disc, so a crop shows): IHDR, one IDAT of
 * unfiltered rows, IEND, each chunk with its CRC.
 */
function makePng(width = 240, height = 160): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const inDisc = (x - width / 2) ** 2 + (y - height / 2) ** 2 < (height / 3) ** 2;
      const at = row + 1 + x * 3;
      raw[at] = inDisc ? 255 : Math.round((x / width) * 255);
      raw[at + 1] = inDisc ? 200 : Math.round((y / height) * 255);
      raw[at + 2] = inDisc ? 0 : 180;
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const url = (pathname: string) => `${e2e.server.url}/app${pathname}`;
const toast = (page: Page, text: string) => byTestId(page, 'toast-success').filter({ hasText: text }).first();
const ready = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"][data-state="ready"]`).waitFor();
/** The bell's label says the unread count at once (antd animates the badge's digits). */
const bellLabel = (page: Page) => byTestId(page, 'notice-bell').getAttribute('aria-label');

async function openAccountCenter(page: Page) {
  await visit(page, url('/personalCenter/accountCenter'));
  await ready(page, 'account-center');
}

async function openNotices(page: Page) {
  await visit(page, url('/notice'));
  await ready(page, 'notice-list');
}

describe('the account center', () => {
  it('edits the nickname and the birthday, and shows them after a reload', async () => {
    const page = await signedInPage(e2e.browser, e2e.server);
    await openAccountCenter(page);
    expect(await byTestId(page, 'profile-birthday-value').textContent()).toBe('1996/11/11');
    expect(await byTestId(page, 'profile-phone-value').textContent()).toBe('138****8000');

    await byTestId(page, 'profile-edit').click();
    const dialog = byTestId(page, 'profile-edit-dialog');
    await dialog.waitFor();
    await dialog.locator('input[data-testid="profile-nickname"]').fill('E2E 会员');
    // The birthday through the date picker's own input, as a person typing it.
    const birthday = dialog.locator('.ant-picker input');
    await birthday.click();
    await birthday.fill('1990/05/20');
    await birthday.press('Enter');
    await expect.poll(() => birthday.inputValue()).toBe('1990/05/20');
    await byTestId(page, 'profile-save').click();
    await toast(page, '资料已保存').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await page.reload();
    await ready(page, 'account-center');
    expect(await byTestId(page, 'profile-nickname-value').textContent()).toBe('E2E 会员');
    expect(await byTestId(page, 'profile-birthday-value').textContent()).toBe('1990/05/20');
    // Untouched fields stay.
    expect(await byTestId(page, 'profile-email-value').textContent()).toBe('demo@cloudphone.local');
    await page.context().close();
  });

  it('uploads an avatar through the cropper and shows it in the top bar', async () => {
    const file = path.join(dir, 'avatar.png');
    writeFileSync(file, makePng());
    const page = await signedInPage(e2e.browser, e2e.server);
    await openAccountCenter(page);
    expect(await byTestId(page, 'user-avatar').locator('img').count()).toBe(0);

    await byTestId(page, 'avatar-input').setInputFiles(file);
    const dialog = byTestId(page, 'avatar-crop-dialog');
    await dialog.waitFor();
    const view = byTestId(page, 'avatar-crop-view');
    // The picture is laid out once it has loaded; then zoom in and drag it a little.
    await expect.poll(() => view.locator('img').evaluate((img) => (img as HTMLImageElement).style.visibility)).not.toBe('hidden');
    const box = (await view.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -150);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 20, { steps: 5 });
    await page.mouse.up();
    await byTestId(page, 'avatar-crop-upload').click();
    await toast(page, '头像已更新').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const topBar = byTestId(page, 'user-avatar').locator('img');
    await topBar.waitFor();
    const src = (await topBar.getAttribute('src'))!;
    expect(new URL(src, e2e.server.url).pathname).toMatch(/^\/app-api\/member\/member\/avatar\/[0-9a-f]{24}-200\.png$/);
    // The <img> really loaded it (the Admin-Token cookie carries the session).
    await expect
      .poll(() => topBar.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth))
      .toBe(200);
    await expect.poll(() => byTestId(page, 'account-avatar').getAttribute('data-src')).toBe(src);

    // Still there after a reload, from the server's member info.
    await page.reload();
    await ready(page, 'account-center');
    await expect.poll(() => topBar.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(200);
    expect(await topBar.getAttribute('src')).toBe(src);
    await page.context().close();
  });
});

describe('the message center', () => {
  it('reads a notice from the bell: the badge goes from 2 to 1', async () => {
    const page = await signedInPage(e2e.browser, e2e.server);
    await page.goto(url('/index'));
    await ready(page, 'phone-list');
    await byTestId(page, 'notice-badge').waitFor();
    await expect.poll(() => bellLabel(page)).toBe('消息通知，2 条未读');

    await byTestId(page, 'notice-bell').click();
    await ready(page, 'notice-bell-list');
    const items = byTestId(page, 'notice-bell-item');
    await expect.poll(() => items.count()).toBe(2);
    const welcome = items.filter({ hasText: '欢迎使用云手机' });
    const id = await welcome.getAttribute('data-id');
    await welcome.click();
    await page.waitForURL(new RegExp(`/app/seeNotice/${id}$`));
    await ready(page, 'see-notice');
    expect(await byTestId(page, 'see-notice-title').textContent()).toBe('欢迎使用云手机');
    expect(await byTestId(page, 'notice-content').textContent()).toContain('7×24 小时在线');
    await expect.poll(() => bellLabel(page)).toBe('消息通知，1 条未读');
    await byTestId(page, 'notice-badge').waitFor();

    // The list has it read; the bell lists the other one only.
    await openNotices(page);
    await expect.poll(() => page.locator(`[data-testid="notice-row"][data-id="${id}"]`).getAttribute('data-read')).toBe('true');
    await byTestId(page, 'notice-bell').click();
    await ready(page, 'notice-bell-list');
    await expect.poll(() => items.count()).toBe(1);
    expect(await items.first().textContent()).toContain('云手机即将到期提醒');
    await page.context().close();
  });

  it('marks everything read: the badge disappears', async () => {
    const page = await signedInPage(e2e.browser, e2e.server);
    await openNotices(page);
    await expect.poll(() => bellLabel(page)).toBe('消息通知，1 条未读');
    await expect.poll(() => page.locator('[data-testid="notice-row"][data-read="false"]').count()).toBe(1);

    await byTestId(page, 'notice-mark-all-read').click();
    await toast(page, '全部消息已标为已读').waitFor();
    await expect.poll(() => page.locator('[data-testid="notice-row"][data-read="false"]').count()).toBe(0);
    await expect.poll(() => byTestId(page, 'notice-badge').count()).toBe(0);
    expect(await bellLabel(page)).toBe('消息通知');

    // A fresh load agrees: nothing unread on the server.
    await page.reload();
    await ready(page, 'notice-list');
    await expect.poll(() => byTestId(page, 'notice-row').count()).toBe(5);
    expect(await byTestId(page, 'notice-badge').count()).toBe(0);
    await page.context().close();
  });

  it('sends a due reminder for a phone expiring tomorrow: a new member’s 24-hour trial phone', async () => {
    // A real product path to a phone expiring within a day: sign up by SMS in the console; the
    // new member's trial phone lasts 24 hours, and the server's own reminder job (every second
    // here) sends the 1-day reminder. No clock offset, no SQL.
    const phone = '13611112222';
    const page = await (await newContext(e2e.browser)).newPage();
    await page.goto(url('/login'));
    await untilSignInLive(page);
    await byTestId(page, 'tab-sms').click();
    await byTestId(page, 'phone-input').fill(phone);
    await byTestId(page, 'send-code').click();
    await byTestId(page, 'sms-code-input').fill(await latestCode(e2e.server, phone));
    await byTestId(page, 'agree-checkbox').check();
    await byTestId(page, 'login-submit').click();
    await page.waitForURL(/\/app\/index$/);
    await ready(page, 'phone-list');
    await expect.poll(() => page.getByTestId('phone-card').count()).toBe(1);
    const owlId = (await page.getByTestId('phone-card').first().getAttribute('data-owl-id'))!;
    const alias = owlId.slice(-6); // the trial phone's name

    // The sweep's message arrives on the notice socket: the badge shows it without a reload.
    await byTestId(page, 'notice-badge').waitFor({ timeout: 15_000 });
    await openNotices(page);
    const row = byTestId(page, 'notice-row').filter({ hasText: '云手机即将到期提醒' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getAttribute('data-read')).toBe('false');
    expect(await row.getByTestId('notice-type').getAttribute('data-type')).toBe('dueReminder');
    await snap(page, 'member-due-reminder-list-zh-CN-1440');

    await row.getByTestId('notice-view').click();
    await page.waitForURL(/\/app\/seeNotice\/\d+$/);
    await ready(page, 'see-notice');
    expect(await byTestId(page, 'see-notice-title').textContent()).toBe('云手机即将到期提醒');
    expect(await byTestId(page, 'notice-content').textContent()).toBe(
      `您有 1 台云手机将在 1 天内到期：${alias}。请及时续费，以免影响使用。`,
    );
    await snap(page, 'member-due-reminder-detail-zh-CN-1440');
    await expect.poll(() => byTestId(page, 'notice-badge').count()).toBe(0);
    await page.context().close();
  });
});

describe('the password', () => {
  // Last in the file: it changes the demo member's password.
  it('changes with the current password; another signed-in browser is signed out, this one stays', async () => {
    const other = await signedInPage(e2e.browser, e2e.server);
    await other.goto(url('/index'));
    await ready(other, 'phone-list');

    const page = await signedInPage(e2e.browser, e2e.server);
    await openAccountCenter(page);
    await byTestId(page, 'password-open').click();
    const dialog = byTestId(page, 'password-dialog');
    await dialog.waitFor();
    await byTestId(page, 'password-tab-password').click();
    await byTestId(page, 'password-oldPassword').fill(DEMO.password);
    await byTestId(page, 'password-newPassword').fill(NEW_PASSWORD);
    await byTestId(page, 'password-confirmPassword').fill(`${NEW_PASSWORD}x`);
    await byTestId(page, 'password-submit').click();
    expect(await byTestId(page, 'password-confirmPassword-error').textContent()).toBe('两次输入的密码不一致');
    await byTestId(page, 'password-confirmPassword').fill(NEW_PASSWORD);
    await snap(page, 'member-password-zh-CN-1440');
    await byTestId(page, 'password-submit').click();
    await toast(page, '密码已修改').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The other browser's next load finds its session ended.
    await other.reload();
    await other.waitForURL(/\/app\/login(\?|$)/);
    await byTestId(other, 'login-submit').waitFor();

    // This one stays signed in, also after a reload.
    await page.reload();
    await ready(page, 'account-center');
    await expect.poll(() => byTestId(page, 'member-phone').textContent()).toContain(DEMO.phone);
    expect(new URL(page.url()).pathname).toBe('/app/personalCenter/accountCenter');

    // The new password signs in; the old one no longer does.
    const signIn = async (password: string) => {
      const res = await fetch(`${e2e.server.url}/app-api/member/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: DEMO.phone, password }),
      });
      return ((await res.json()) as { code: number }).code;
    };
    expect(await signIn(NEW_PASSWORD)).toBe(0);
    expect(await signIn(DEMO.password)).not.toBe(0);
    await other.context().close();
    await page.context().close();
  });
});
