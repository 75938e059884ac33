import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, newContext, PHONE, shot } from '../src/browser.js';
import { useServerAndBrowser } from '../src/fixture.js';
import { dockCell, iconRect, screenLayout } from '../../apps/server/src/devices/simulator/screen/layout.js';
import { brightnessAt, runningDemoPhones, tapScreen } from '../src/phone-screen.js';
import { signedInPage } from '../src/session.js';

const e2e = useServerAndBrowser();

/** A different running phone for each test where the demo has enough, so no test finds one still held by the last. */
let picked = 0;
async function pickPhone() {
  const phones = await runningDemoPhones(e2e.server);
  expect(phones.length, 'the demo member has a running phone').toBeGreaterThan(0);
  return phones[picked++ % phones.length]!;
}

const frames = (page: Page) => byTestId(page, 'play-canvas').evaluate((c) => Number((c as HTMLCanvasElement).dataset.frames ?? 0));
const seqShown = (page: Page) => byTestId(page, 'play-canvas').evaluate((c) => Number((c as HTMLCanvasElement).dataset.seq ?? -1));

/** Distinct colours in a sample of the canvas: a blank (black or cleared) canvas has one. */
const colours = (page: Page) =>
  byTestId(page, 'play-canvas').evaluate((el) => {
    const canvas = el as HTMLCanvasElement;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 4 * 97) seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    return seen.size;
  });

async function openPlay(phoneId: number, opts: Parameters<typeof signedInPage>[2] = {}) {
  const page = await signedInPage(e2e.browser, e2e.server, opts);
  await page.goto(`${e2e.server.url}/app/play?phoneId=${phoneId}`);
  await byTestId(page, 'play-page').waitFor();
  await expect.poll(() => frames(page), { timeout: 15_000 }).toBeGreaterThan(0);
  return page;
}

describe('play screen', () => {
  it('draws the phone’s frames, and a tap brings a frame reflecting it', async () => {
    const phone = await pickPhone();
    const page = await openPlay(phone.id);
    await expect.poll(() => page.locator('[data-testid="play-page"]').getAttribute('data-phase')).toBe('live');
    await expect.poll(() => colours(page), { timeout: 10_000 }).toBeGreaterThan(3);
    expect(await byTestId(page, 'play-owl-id').textContent()).toBe(phone.owlId);

    // The simulator's first dock icon (Settings): opening an app changes the screen.
    const before = await seqShown(page);
    const drawn = await frames(page);
    await tapScreen(page, 0.26, 0.83);
    await expect.poll(() => seqShown(page), { timeout: 10_000 }).toBeGreaterThan(before);
    expect(await frames(page)).toBeGreaterThan(drawn);

    // The quality overlay measures it.
    await byTestId(page, 'play-stats-toggle').click();
    await tapScreen(page, 0.5, 0.95);
    await expect.poll(() => page.locator('[data-stat="rtt"] dd').textContent(), { timeout: 10_000 }).toMatch(/\d+ ms/);
    await page.context().close();
  });

  it('opens an app with a tap, takes typed text in its field, and goes home', async () => {
    const phone = await pickPhone();
    const page = await openPlay(phone.id);
    await expect.poll(() => page.locator('[data-testid="play-page"]').getAttribute('data-phase')).toBe('live');
    const centre = { x: 0.5, y: 0.5 };
    const launcher = await brightnessAt(page, centre, 0.1);
    // The dock's Settings icon: the app's light screen replaces the dark launcher.
    await tapScreen(page, 0.26, 0.83);
    await expect.poll(() => brightnessAt(page, centre, 0.1), { timeout: 10_000 }).toBeGreaterThan(launcher + 60);

    // Its text field (where an upright 320 dpi phone draws it): focused by a tap, then the keyboard types into it.
    const layout = screenLayout(0, 320);
    const { field, keyboard } = layout.app;
    const inField = { x: (field.x + field.w * 0.3) / layout.width, y: (field.y + field.h * 0.3) / layout.height };
    // The keyboard's place (a square as tall as the keyboard): the app's white page until the field has focus.
    const keys = { x: 0.5, y: (keyboard.y + keyboard.h / 2) / layout.height };
    const keysHalf = keyboard.h / 2 / layout.width;
    const noKeyboard = await brightnessAt(page, keys, keysHalf);
    await tapScreen(page, inField.x, inField.y);
    // The grey keyboard is up: the tap has ended (the field no longer drawn pressed) and focused the field.
    await expect.poll(() => brightnessAt(page, keys, keysHalf), { timeout: 10_000 }).toBeLessThan(noKeyboard - 8);
    const empty = await brightnessAt(page, inField, 0.12);
    await byTestId(page, 'play-keyboard').focus();
    await page.keyboard.type('Hello cloud 你好');
    // Dark letters on the white field.
    await expect.poll(() => brightnessAt(page, inField, 0.12), { timeout: 10_000 }).toBeLessThan(empty - 3);
    await shot(page, 'play-typed-zh-CN');

    await byTestId(page, 'play-key-home').click();
    await expect.poll(() => brightnessAt(page, centre, 0.1), { timeout: 10_000 }).toBeLessThan(launcher + 30);
    await page.context().close();
  });

  it('plays an H.264 stream through WebCodecs, and a tap brings a new picture', async () => {
    const phone = await pickPhone();
    const page = await signedInPage(e2e.browser, e2e.server);
    await page.goto(`${e2e.server.url}/app/play?phoneId=${phone.id}&codec=h264`);
    await expect.poll(() => frames(page), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await byTestId(page, 'play-canvas').getAttribute('data-codec')).toBe('h264');
    // A decoded picture, not a blank canvas (the first key frame can still be decoding).
    await expect.poll(() => colours(page), { timeout: 10_000 }).toBeGreaterThan(3);

    const before = await seqShown(page);
    const drawn = await frames(page);
    await tapScreen(page, 0.26, 0.83);
    await expect.poll(() => seqShown(page), { timeout: 10_000 }).toBeGreaterThan(before);
    expect(await frames(page)).toBeGreaterThan(drawn);
    expect(await byTestId(page, 'play-canvas').getAttribute('data-codec')).toBe('h264');
    await shot(page, 'play-h264-zh-CN');
    await page.context().close();
  });

  it('is opened from a running phone’s card and browser back returns to the list', async () => {
    const phone = await pickPhone();
    const page = await signedInPage(e2e.browser, e2e.server, { storage: { 'phone-list-view': 'grid' } });
    await page.goto(`${e2e.server.url}/app/index`);
    await page.locator(`[data-testid="phone-card"][data-phone-id="${phone.id}"] [data-testid="phone-open"]`).click();
    await page.waitForURL(/\/app\/play\?phoneId=/);
    await byTestId(page, 'play-page').waitFor();
    await page.goBack();
    await page.locator('[data-testid="phone-list"]').waitFor();
    await page.context().close();
  });

  it('switches to the next phone without leaving the page', async () => {
    const phone = await pickPhone();
    const page = await openPlay(phone.id);
    const next = byTestId(page, 'play-next');
    if (await next.isDisabled()) return; // one phone only in the demo data
    await next.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('phoneId')).not.toBe(String(phone.id));
    await byTestId(page, 'play-page').waitFor();
    await page.context().close();
  });
});

/** The centre of a dock icon of an upright 320 dpi phone, in 0..1 screen coordinates: 0 settings, 1 browser. */
function dockIcon(index: number) {
  const layout = screenLayout(0, 320);
  const icon = iconRect(layout, dockCell(layout, index, 3));
  return { x: (icon.x + icon.w / 2) / layout.width, y: (icon.y + icon.h / 2) / layout.height };
}
const SETTINGS_ICON = dockIcon(0);
const BROWSER_ICON = dockIcon(1);

/** Which app's title bar the played screen shows, by its colour: the settings' is grey (#5f6368), the browser's blue (#1a73e8). */
async function titleBarColour(page: Page) {
  const layout = screenLayout(0, 320);
  const bar = layout.app.titleBar;
  const [r, g, b] = await byTestId(page, 'play-canvas').evaluate(
    (el, [x, y]) => {
      const canvas = el as HTMLCanvasElement;
      const side = Math.max(1, Math.round(0.03 * canvas.width));
      const data = canvas
        .getContext('2d')!
        .getImageData(Math.round(x! * canvas.width - side / 2), Math.round(y! * canvas.height - side / 2), side, side).data;
      const sum = [0, 0, 0];
      for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) sum[c]! += data[i + c]!;
      return sum.map((v) => v / (data.length / 4));
    },
    // Right of the back arrow and the app's name.
    [0.9, (bar.y + bar.h / 2) / layout.height],
  );
  if (Math.max(r!, g!, b!) - Math.min(r!, g!, b!) < 24 && r! > 70 && r! < 130) return 'settings';
  if (b! > r! + 100) return 'browser';
  return 'other';
}

describe('sharing the screen', () => {
  /** A visitor with no account, in a fresh browser context. */
  async function visitor(url: string, locale: 'zh-CN' | 'en-US', viewport = DESKTOP) {
    const context = await newContext(e2e.browser, { locale, viewport });
    await context.addInitScript((lang) => localStorage.setItem('locale', lang), locale);
    const page = await context.newPage();
    await page.goto(url);
    await byTestId(page, 'shared-screen').waitFor();
    return page;
  }

  it('shares a live, view-only screen through a link, and revoking it ends the view at once', async () => {
    const phone = await pickPhone();
    const owner = await openPlay(phone.id);
    await byTestId(owner, 'play-share').click();
    await byTestId(owner, 'share-create').click();
    const url = (await byTestId(owner, 'share-url').textContent())!;
    expect(url).toMatch(/\/app\/sharePhoneVideo\?code=/);
    await expect.poll(() => byTestId(owner, 'share-link').count()).toBe(1);
    await shot(owner, 'play-share-dialog-zh-CN');

    const watcher = await visitor(url, 'zh-CN');
    await expect.poll(() => frames(watcher), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await colours(watcher)).toBeGreaterThan(3);
    await expect.poll(() => watcher.locator('[data-testid="shared-screen"]').getAttribute('data-phase')).toBe('live');

    // The visitor's taps go nowhere; the owner's input shows on the visitor's screen. The visitor
    // taps the browser's icon, then the owner the settings' icon: had the visitor's tap opened the
    // browser first, the owner's would have landed inside it, and the settings would not show.
    const seen = await seqShown(watcher);
    await tapScreen(watcher, BROWSER_ICON.x, BROWSER_ICON.y);
    await owner.keyboard.press('Escape');
    await byTestId(owner, 'share-dialog').waitFor({ state: 'detached' });
    await tapScreen(owner, SETTINGS_ICON.x, SETTINGS_ICON.y);
    await expect.poll(() => seqShown(watcher), { timeout: 10_000 }).toBeGreaterThan(seen);
    await expect.poll(() => titleBarColour(watcher), { timeout: 10_000 }).toBe('settings');
    await shot(watcher, 'shared-screen-zh-CN');

    await byTestId(owner, 'play-share').click();
    await byTestId(owner, 'share-revoke').click();
    await owner.locator('[data-testid="share-revoke-confirm"]').click();
    await expect.poll(() => byTestId(owner, 'share-link').count()).toBe(0);
    await expect.poll(() => byTestId(watcher, 'play-error').getAttribute('data-code'), { timeout: 10_000 }).toBe('shareEnded');
    expect(await byTestId(watcher, 'play-error').textContent()).toContain('分享已结束');
    await watcher.context().close();
    await owner.context().close();
  });

  it('says plainly when a link does not open, in English on a phone', async () => {
    const page = await visitor(`${e2e.server.url}/app/shareVideo?code=no-such-code`, 'en-US', PHONE);
    await expect.poll(() => byTestId(page, 'play-error').textContent(), { timeout: 10_000 }).toContain('does not exist or has ended');
    await shot(page, 'shared-screen-missing-en-US-375');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe('the play screen at 1440 and 375 px', () => {
  it('fills the screen box with a rotated picture, without black bars, at 1440 and 375 px', async () => {
    const [phone] = await runningDemoPhones(e2e.server);
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await signedInPage(e2e.browser, e2e.server, { viewport, storage: { 'play-stats-overlay': '1' } });
      await page.goto(`${e2e.server.url}/app/play?phoneId=${phone!.id}`);
      await expect.poll(() => byTestId(page, 'play-page').getAttribute('data-phase'), { timeout: 15_000 }).toBe('live');
      /** The picture's size (the stats overlay) against the box it is shown in. */
      const fit = () =>
        page.evaluate(() => {
          const [w, h] = (document.querySelector('[data-stat="resolution"] dd')?.textContent ?? '').split('×').map(Number);
          const box = document.querySelector('[data-testid="play-player"]')!.getBoundingClientRect();
          return { isLandscape: w! > h!, boxRatio: box.width / box.height, pictureRatio: w! / h! };
        });
      const before = await fit();
      await byTestId(page, 'play-rotate').click();
      await expect.poll(async () => (await fit()).isLandscape, { timeout: 15_000 }).toBe(!before.isLandscape);
      await expect
        .poll(async () => {
          const { boxRatio, pictureRatio } = await fit();
          return Math.abs(boxRatio / pictureRatio - 1) < 0.02;
        })
        .toBe(true);
      await shot(page, `play-rotated-${viewport.width}`);
      // Back upright for the other tests.
      await byTestId(page, 'play-rotate').click();
      await expect.poll(async () => (await fit()).isLandscape, { timeout: 15_000 }).toBe(before.isLandscape);
      await page.context().close();
    }
  });
});
