import { PHONE_STATUS, type StreamInput } from '@cloudphone/contract';
import { loadImage } from '@napi-rs/canvas';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClock } from '../../infra/clock.js';
import { isH264, type DeviceStream, type InstalledApp, type JpegFrame } from '../driver.js';
import { memorySimStore } from './memory-store.js';
import { dockCell, gridCell, perPage, screenLayout, type Rect } from './screen/layout.js';
import { createSimulator, OPERATION_MINUTES } from './simulator.js';

const SPEED = 60;
const SPEC = { androidVersion: '10', chip: 'Orion865' };

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const apps = (n: number): InstalledApp[] =>
  Array.from({ length: n }, (_, i) => ({ packageName: `com.example.app${i}`, name: `App ${i}`, versionName: '1.0', size: 1000 }));

async function setup(installed = 3) {
  const clock = fakeClock();
  const store = memorySimStore();
  const sim = createSimulator({ store, clock, speed: SPEED, tickMs: 0 });
  cleanups.push(() => sim.close());
  const phone = await sim.provision(SPEC, { language: 'en-US', timeZone: 'Asia/Shanghai' });
  await store.update(phone.ref, (r) => ({ ...r, state: { ...r.state, apps: apps(installed) } }));
  let seq = 0;
  return { clock, store, sim, phone, nextSeq: () => ++seq };
}

/** Every frame a stream sends, and a way to wait for one. */
function watch(stream: DeviceStream) {
  const frames: JpegFrame[] = [];
  stream.onFrame((f) => !isH264(f) && frames.push(f));
  const next = async (match: (f: JpegFrame) => boolean = () => true, ms = 5000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = frames.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching frame within ${ms} ms; got seqs ${frames.map((f) => f.seq).join(',')}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return { frames, next };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Normalised centre of a rect on a screen of the given size. */
const centre = (r: Rect, width = 720, height = 1280) => ({ x: (r.x + r.w / 2) / width, y: (r.y + r.h / 2) / height });

function tap(stream: DeviceStream, at: { x: number; y: number }, nextSeq: () => number): number {
  stream.input({ type: 'touch', action: 'down', ...at, seq: nextSeq() });
  const seq = nextSeq();
  stream.input({ type: 'touch', action: 'up', ...at, seq });
  return seq;
}

function swipe(stream: DeviceStream, from: { x: number; y: number }, dx: number, nextSeq: () => number): number {
  stream.input({ type: 'touch', action: 'down', ...from, seq: nextSeq() });
  for (let i = 1; i <= 4; i++) stream.input({ type: 'touch', action: 'move', x: from.x + (dx * i) / 4, y: from.y, seq: nextSeq() });
  const seq = nextSeq();
  stream.input({ type: 'touch', action: 'up', x: from.x + dx, y: from.y, seq });
  return seq;
}

const portrait = screenLayout(0, 320);
const input = (stream: DeviceStream, message: StreamInput) => {
  stream.input(message);
  return message.seq;
};

describe('simulator stream', () => {
  it('opens an installed app when its icon is tapped, in the model and in the next frame', async () => {
    const { sim, phone, nextSeq } = await setup();
    const stream = await sim.openStream(phone.ref, { maxSize: 1280, fps: 30 });
    const { next } = watch(stream);
    const first = await next();
    expect(first).toMatchObject({ seq: 0, width: 720, height: 1280, rotation: 0 });
    expect(sim.screenState(phone.ref)).toMatchObject({ view: 'launcher', appId: null });

    const seq = tap(stream, centre(gridCell(portrait, 1)), nextSeq);
    const frame = await next((f) => f.seq === seq);
    expect(frame.jpeg.equals(first.jpeg)).toBe(false);
    expect(sim.screenState(phone.ref)).toMatchObject({ view: 'app', appId: 'com.example.app1', recents: ['com.example.app1'] });
  });

  it('does nothing for a cancelled touch: the icon is pressed, then released without opening', async () => {
    const { sim, phone, nextSeq } = await setup();
    const stream = await sim.openStream(phone.ref, { maxSize: 1280, fps: 30 });
    const at = centre(gridCell(portrait, 1));
    stream.input({ type: 'touch', action: 'down', ...at, seq: nextSeq() });
    expect(sim.screenState(phone.ref)?.pressed).toBe('app:com.example.app1');
    stream.input({ type: 'touch', action: 'cancel', ...at, seq: nextSeq() });
    expect(sim.screenState(phone.ref)).toMatchObject({ view: 'launcher', pressed: null });
    // The finger is gone: a later up at the same place is not a tap either.
    stream.input({ type: 'touch', action: 'up', ...at, seq: nextSeq() });
    expect(sim.screenState(phone.ref)).toMatchObject({ view: 'launcher', appId: null });
  });

  it('types into the focused field only, and pastes the clipboard there', async () => {
    const { sim, phone, nextSeq } = await setup();
    const stream = await sim.openStream(phone.ref, { maxSize: 1280, fps: 30 });
    const { next } = watch(stream);
    tap(stream, centre(gridCell(portrait, 0)), nextSeq);
    input(stream, { type: 'text', text: 'lost', seq: nextSeq() });
    expect(sim.screenState(phone.ref)?.texts).toEqual({});

    tap(stream, centre(portrait.app.field), nextSeq);
    expect(sim.screenState(phone.ref)?.isFocused).toBe(true);
    input(stream, { type: 'text', text: '你好 ', seq: nextSeq() });
    const seq = input(stream, { type: 'clipboard', text: 'world', seq: nextSeq() });
    expect(sim.screenState(phone.ref)?.texts).toEqual({ 'com.example.app0': '你好 world' });
    await next((f) => f.seq === seq);

    // The on-screen keyboard types too.
    const key = portrait.app.keys.find((k) => k.key === 'q')!;
    tap(stream, centre(key.rect), nextSeq);
    expect(sim.screenState(phone.ref)?.texts['com.example.app0']).toBe('你好 worldq');
    input(stream, { type: 'key', key: 'del', seq: nextSeq() });
    input(stream, { type: 'key', key: 'enter', seq: nextSeq() });
    expect(sim.screenState(phone.ref)?.texts['com.example.app0']).toBe('你好 world\n');
  });

  it('goes back from the keyboard to the app to the launcher, home from anywhere, and lists recents', async () => {
    const { sim, phone, nextSeq } = await setup();
    const stream = await sim.openStream(phone.ref, { maxSize: 640, fps: 30 });
    const screen = () => sim.screenState(phone.ref)!;
    tap(stream, centre(gridCell(portrait, 0)), nextSeq);
    tap(stream, centre(portrait.app.field), nextSeq);
    input(stream, { type: 'key', key: 'back', seq: nextSeq() });
    expect(screen()).toMatchObject({ view: 'app', isFocused: false });
    input(stream, { type: 'key', key: 'back', seq: nextSeq() });
    expect(screen().view).toBe('launcher');

    tap(stream, centre(dockCell(portrait, 0, 3)), nextSeq); // Settings
    expect(screen()).toMatchObject({ view: 'app', appId: 'com.android.settings' });
    tap(stream, centre(portrait.app.back), nextSeq);
    expect(screen().view).toBe('launcher');
    tap(stream, centre(gridCell(portrait, 2)), nextSeq);
    input(stream, { type: 'key', key: 'home', seq: nextSeq() });
    expect(screen().view).toBe('launcher');

    input(stream, { type: 'key', key: 'recents', seq: nextSeq() });
    expect(screen()).toMatchObject({ view: 'recents', recents: ['com.example.app2', 'com.android.settings', 'com.example.app0'] });
    tap(stream, centre(portrait.nav.back), nextSeq);
    expect(screen().view).toBe('launcher');
    input(stream, { type: 'key', key: 'recents', seq: nextSeq() });
    tap(
      stream,
      centre({
        ...portrait.recents.list,
        y: portrait.recents.list.y + portrait.recents.cardH + portrait.recents.gap,
        h: portrait.recents.cardH,
      }),
      nextSeq,
    );
    expect(screen()).toMatchObject({ view: 'app', appId: 'com.android.settings' });

    // The control plane's "home" operation sends it home too.
    await sim.home(phone.ref);
    expect(screen().view).toBe('launcher');
  });

  it('pages the launcher with swipes when the apps do not fit on one page', async () => {
    const { sim, phone, nextSeq } = await setup(perPage(portrait) + 2);
    const stream = await sim.openStream(phone.ref, { maxSize: 640, fps: 30 });
    const { next } = watch(stream);
    const from = centre(gridCell(portrait, 5));
    const seq = swipe(stream, from, -0.5, nextSeq);
    expect(sim.screenState(phone.ref)?.page).toBe(1);
    await next((f) => f.seq === seq);
    swipe(stream, from, -0.5, nextSeq); // there is no third page
    expect(sim.screenState(phone.ref)?.page).toBe(1);
    // The first app of page two is under the first cell now.
    tap(stream, centre(gridCell(portrait, 0)), nextSeq);
    expect(sim.screenState(phone.ref)?.appId).toBe(`com.example.app${perPage(portrait)}`);
    input(stream, { type: 'key', key: 'home', seq: nextSeq() });
    swipe(stream, from, 0.5, nextSeq);
    expect(sim.screenState(phone.ref)?.page).toBe(0);
  });

  it('turns to landscape and back, swapping the frame, and stores the orientation', async () => {
    const { sim, phone, nextSeq } = await setup();
    const stream = await sim.openStream(phone.ref, { maxSize: 640, fps: 30 });
    const { next } = watch(stream);
    expect(await next()).toMatchObject({ width: 360, height: 640, rotation: 0 });
    const seq = input(stream, { type: 'rotate', seq: nextSeq() });
    expect(await next((f) => f.seq === seq)).toMatchObject({ width: 640, height: 360, rotation: 1 });
    await sleep(20);
    expect((await sim.get(phone.ref))?.orientation).toBe(1);

    // Taps map onto the landscape layout.
    const landscape = screenLayout(1, 320);
    tap(stream, centre(gridCell(landscape, 1), 1280, 720), nextSeq);
    expect(sim.screenState(phone.ref)?.appId).toBe('com.example.app1');
    const back = input(stream, { type: 'rotate', seq: nextSeq() });
    expect(await next((f) => f.seq === back)).toMatchObject({ width: 360, height: 640, rotation: 0 });
  });

  it('sends no frame while nothing changes, and one when the minute turns', async () => {
    const { clock, sim, phone } = await setup();
    const stream = await sim.openStream(phone.ref, { maxSize: 640, fps: 30 });
    const { frames, next } = watch(stream);
    await next();
    clock.advance(30_000);
    await sim.tick();
    await sleep(150);
    expect(frames).toHaveLength(1);
    clock.advance(30_000);
    await sim.tick();
    const later = await next((f) => f !== frames[0]);
    expect(later.capturedAt).toBe(clock.now().getTime());
    expect(frames).toHaveLength(2);
  });

  it('sends a new frame when the device changes: density, apps, status', async () => {
    const { clock, store, sim, phone, nextSeq } = await setup();
    const stream = await sim.openStream(phone.ref, { maxSize: 640, fps: 30 });
    const { frames, next } = watch(stream);
    await next();
    await sim.setDensity(phone.ref, 480);
    await next(() => frames.length >= 2);
    expect(screenLayout(0, 480).launcher.cols).toBeLessThan(portrait.launcher.cols);
    expect(screenLayout(0, 480).launcher.iconSize).toBeGreaterThan(portrait.launcher.iconSize);

    // An app that is open goes away when it is uninstalled.
    tap(stream, centre(gridCell(screenLayout(0, 480), 0)), nextSeq);
    expect(sim.screenState(phone.ref)?.appId).toBe('com.example.app0');
    await store.update(phone.ref, (r) => ({ ...r, state: { ...r.state, apps: apps(3).slice(1) } }));
    await sim.customize(phone.ref, { city: 'Beijing' }); // any change tells the screen
    expect(sim.screenState(phone.ref)).toMatchObject({ view: 'launcher', appId: null });

    // A restart shows its own screen, then boots to the launcher.
    tap(stream, centre(gridCell(screenLayout(0, 480), 0)), nextSeq);
    const count = frames.length;
    await sim.start(phone.ref, 'reboot');
    await next(() => frames.length > count);
    clock.advance((OPERATION_MINUTES.reboot * 60_000) / SPEED);
    await sim.tick();
    expect(sim.screenState(phone.ref)).toMatchObject({ view: 'launcher', recents: [] });
  });

  it('refuses an offline or unknown device, and shows a powered-off one dark, ignoring input', async () => {
    const { sim, phone, nextSeq } = await setup();
    await expect(sim.openStream('CPNOSUCHPHONE', { maxSize: 640, fps: 30 })).rejects.toMatchObject({ reason: 'unknown-device' });
    await sim.inject(phone.ref, { kind: 'offline' });
    await expect(sim.openStream(phone.ref, { maxSize: 640, fps: 30 })).rejects.toMatchObject({
      reason: 'offline',
      status: PHONE_STATUS.abnormal,
    });
    await sim.inject(phone.ref, { kind: 'recover' });

    await sim.power(phone.ref, false);
    const stream = await sim.openStream(phone.ref, { maxSize: 640, fps: 30 });
    const { frames, next } = watch(stream);
    const dark = await next();
    tap(stream, centre(gridCell(portrait, 0)), nextSeq);
    input(stream, { type: 'rotate', seq: nextSeq() });
    await sleep(150);
    expect(frames).toEqual([dark]);
    expect(sim.screenState(phone.ref)).toMatchObject({ view: 'launcher', rotation: 0, lastSeq: 0 });
    // Black is small: a dark frame is much smaller than the launcher (libjpeg-turbo's standard
    // Huffman tables, decision 016, spend ~4 KB on a flat 360×640 picture).
    await sim.power(phone.ref, true);
    const lit = await next((f) => f !== dark);
    expect(dark.jpeg.length).toBeLessThan(lit.jpeg.length / 2);
  });

  it('shares one screen between streams, each at its own size', async () => {
    const { sim, phone, nextSeq } = await setup();
    const a = await sim.openStream(phone.ref, { maxSize: 1280, fps: 30 });
    const b = await sim.openStream(phone.ref, { maxSize: 320, fps: 30 });
    const seenA = watch(a);
    const seenB = watch(b);
    const seq = tap(a, centre(gridCell(portrait, 0)), nextSeq);
    expect(await seenB.next((f) => f.seq === seq)).toMatchObject({ width: 180, height: 320 });
    expect(await seenA.next((f) => f.seq === seq)).toMatchObject({ width: 720, height: 1280 });
    const typed = input(b, { type: 'key', key: 'back', seq: nextSeq() });
    await seenA.next((f) => f.seq === typed);
    b.close();
    const after = seenB.frames.length;
    input(a, { type: 'key', key: 'recents', seq: nextSeq() });
    await sleep(150);
    expect(seenB.frames).toHaveLength(after);
  });

  it('caps the frame rate, coalescing a burst into one frame with the latest input', async () => {
    const { sim, phone, nextSeq } = await setup();
    const stream = await sim.openStream(phone.ref, { maxSize: 320, fps: 2 });
    const { frames, next } = watch(stream);
    tap(stream, centre(gridCell(portrait, 0)), nextSeq);
    const focused = tap(stream, centre(portrait.app.field), nextSeq);
    await next((f) => f.seq === focused);

    // Ten inputs at once make one frame, carrying the last of them.
    const count = frames.length;
    let last = 0;
    for (let i = 0; i < 10; i++) last = input(stream, { type: 'text', text: `${i}`, seq: nextSeq() });
    await next((f) => f.seq === last, 5000);
    await sleep(100);
    expect(frames.slice(count).map((f) => f.seq)).toEqual([last]);

    // Steady typing for 1.2 s: one frame slot per 500 ms, so however slow the machine, no more
    // frames arrive than that allows (a bound that load can only make easier to meet).
    const from = frames.length;
    const started = performance.now();
    for (let i = 0; i < 60; i++) {
      last = input(stream, { type: 'text', text: 'x', seq: nextSeq() });
      await sleep(20);
    }
    await next((f) => f.seq === last, 5000);
    const elapsed = performance.now() - started;
    const sent = frames.length - from;
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(sent).toBeLessThanOrEqual(Math.floor(elapsed / 500) + 1);
  });

  it('sends the current picture to a new listener at once', async () => {
    const { sim, phone } = await setup();
    const stream = await sim.openStream(phone.ref, { maxSize: 320, fps: 30 });
    const first = await watch(stream).next();
    const late = watch(stream);
    expect(await late.next(undefined, 100)).toBe(first);
  });

  it('takes a full-resolution JPEG screenshot', async () => {
    const { sim, phone } = await setup();
    const stream = await sim.openStream(phone.ref, { maxSize: 320, fps: 30 });
    const jpeg = await stream.screenshot();
    expect([...jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    const image = await loadImage(jpeg);
    expect([image.width, image.height]).toEqual([720, 1280]);
  });
});
