import { PHONE_STATUS } from '@cloudphone/contract';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import type { DeviceState } from '../../driver.js';
import { launcherApps } from './launcher-apps.js';
import { phoneStrings } from './phone-strings.js';
import { drawSceneCanvas, drawScenePixels, FRAME_QUALITY, renderScene } from './render-scene.js';
import { renderInThread, stopRenderThreads } from './render-threads.js';
import { buildScene, sceneKey } from './scene.js';
import { initialScreen } from './screen-model.js';
import { renderShared } from './shared-renders.js';

const NOW = new Date('2026-11-23T02:00:00Z');

function device(patch: Partial<DeviceState> = {}, profile: Partial<DeviceState['profile']> = {}): DeviceState {
  return {
    ref: 'CP1',
    androidVersion: '10',
    chip: 'Orion865',
    status: PHONE_STATUS.running,
    powerOn: true,
    online: true,
    orientation: 0,
    dpi: 320,
    profile: {
      brand: 'Xiaomi',
      model: 'M1',
      serialNumber: 'ABC123',
      country: 'CN',
      city: 'Shanghai',
      location: '',
      timeZone: 'Asia/Shanghai',
      language: 'en-US',
      ...profile,
    },
    network: null,
    egress: { ip: '192.0.2.1', country: 'CN', timeZone: profile.timeZone ?? 'Asia/Shanghai' },
    apps: [{ packageName: 'com.example.a', name: 'Alpha', versionName: '1', size: 1 }],
    files: [],
    operation: null,
    backupId: null,
    version: 1,
    ...patch,
  };
}

const scene = (state: DeviceState) => {
  const strings = phoneStrings(state.profile.language);
  return buildScene({
    screen: initialScreen(0),
    device: state,
    apps: launcherApps(state.apps, strings),
    strings,
    city: state.profile.city,
    now: NOW,
  });
};

/** The launcher with an app whose APK brought an icon (a red square). */
function sceneWithIcon() {
  const canvas = createCanvas(48, 48);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ff0000';
  ctx.fillRect(0, 0, 48, 48);
  const icon = canvas.toBuffer('image/png').toString('base64');
  return { icon, shown: scene(device({ apps: [{ packageName: 'com.example.a', name: 'Alpha', versionName: '1', size: 1, icon }] })) };
}

describe('simulator screen scene', () => {
  it('shows the time in the phone’s own time zone, UTC when the zone is unknown', () => {
    expect(scene(device())).toMatchObject({ kind: 'phone', time: '10:00' });
    expect(scene(device({}, { timeZone: 'America/New_York' }))).toMatchObject({ time: '21:00' });
    expect(scene(device({}, { timeZone: 'Mars/Olympus' }))).toMatchObject({ time: '02:00' });
  });

  it('shows the time of the zone the phone reports behind its proxy', () => {
    const tokyo = { ip: '203.0.113.9', country: 'JP', timeZone: 'Asia/Tokyo' };
    expect(scene(device({ egress: tokyo }))).toMatchObject({ time: '11:00' });
  });

  it('is dark when powered off or broken, and says what happens during an operation', () => {
    expect(scene(device({ powerOn: false })).kind).toBe('dark');
    expect(scene(device({ status: PHONE_STATUS.resetFailed })).kind).toBe('dark');
    expect(scene(device({ status: PHONE_STATUS.restarting }, { language: 'zh-CN' }))).toMatchObject({ kind: 'busy', label: '正在重启…' });
  });

  it('labels the system apps in the phone’s language', () => {
    const view = scene(device({}, { language: 'zh-CN' }));
    expect(view.kind === 'phone' && view.view.kind === 'launcher' && view.view.dock.map((a) => a.label)).toEqual([
      '设置',
      '浏览器',
      '文件管理',
    ]);
  });

  it('draws an app’s own icon when the APK has one', async () => {
    const plain = scene(device());
    const { icon, shown: withIcon } = sceneWithIcon();
    expect(sceneKey(withIcon)).not.toBe(sceneKey(plain));
    expect(sceneKey(withIcon)).not.toContain(icon);
    const [a, b] = await Promise.all([renderScene(plain, 320), renderScene(withIcon, 320)]);
    expect(a.jpeg.equals(b.jpeg)).toBe(false);
  });
});

describe('pictures shared between devices', () => {
  it('renders a scene two phones show alike once, and a different one apart', async () => {
    const a = scene(device({ ref: 'CP-A' }));
    const b = scene(device({ ref: 'CP-B' }));
    expect(sceneKey(a)).toBe(sceneKey(b));
    const first = await renderShared(a, sceneKey(a), 320, 70);
    expect(await renderShared(b, sceneKey(b), 320, 70)).toBe(first);
    const tokyo = scene(device({ ref: 'CP-C' }, { timeZone: 'Asia/Tokyo', city: 'Tokyo' }));
    const other = await renderShared(tokyo, sceneKey(tokyo), 320, 70);
    expect(other).not.toBe(first);
    expect(other.jpeg.equals(first.jpeg)).toBe(false);
    // Another size is another picture.
    expect((await renderShared(a, sceneKey(a), 160, 70)).width).toBeLessThan(first.width);
  });
});

describe('stream frames', () => {
  it('encode the drawn picture as a JPEG of its size, colours kept', async () => {
    const shown = scene(device());
    const { jpeg, width, height } = await renderScene(shown, 640);
    expect(jpeg.subarray(0, 2).toString('hex')).toBe('ffd8');
    const decoded = await loadImage(jpeg);
    expect([decoded.width, decoded.height]).toEqual([width, height]);
    const canvas = createCanvas(width, height);
    canvas.getContext('2d').drawImage(decoded, 0, 0);
    const got = canvas.data();
    const drawn = (await drawScenePixels(shown, 640)).rgba;
    // Per channel, red, green and blue apart: a swapped channel order would move them far.
    for (const channel of [0, 1, 2]) {
      let diff = 0;
      for (let i = channel; i < got.length; i += 4) diff += Math.abs(got[i]! - drawn[i]!);
      expect(diff / (got.length / 4)).toBeLessThan(6);
    }
  });
});

describe('render threads and reused canvases', () => {
  afterAll(() => stopRenderThreads());

  it('draw in a render thread the very picture drawn in process, icons included', async () => {
    const { shown } = sceneWithIcon();
    const [here, there] = await Promise.all([renderScene(shown, 640), renderInThread(shown, 640, FRAME_QUALITY)]);
    expect([there.width, there.height]).toEqual([here.width, here.height]);
    expect(there.jpeg.equals(here.jpeg)).toBe(true);
  });

  it('draw a scene on a canvas used before exactly as on a new one, each JPEG in memory of its own', async () => {
    const launcher = scene(device());
    const dark = scene(device({ powerOn: false }));
    const first = await renderScene(launcher, 320);
    // The same size drawn with another scene in between, several at once (several canvases in use).
    await Promise.all([renderScene(dark, 320), renderScene(dark, 320), renderScene(launcher, 320)]);
    const again = await renderScene(launcher, 320);
    expect(again.jpeg.equals(first.jpeg)).toBe(true);
    expect((await drawScenePixels(launcher, 320)).rgba.equals((await drawSceneCanvas(launcher, 320)).canvas.data())).toBe(true);
    // Not a slice of libjpeg-turbo's worst-case buffer, which every kept frame would hold on to.
    expect(again.jpeg.buffer.byteLength).toBe(again.jpeg.length);
  });

  it('fail the renders of a thread that ends, and start a new thread for the next', async () => {
    const shown = scene(device());
    const failed = expect(renderInThread(shown, 1280, FRAME_QUALITY)).rejects.toThrow(/render thread/);
    await stopRenderThreads();
    await failed;
    const next = await renderInThread(shown, 320, FRAME_QUALITY);
    expect(next.jpeg.subarray(0, 2).toString('hex')).toBe('ffd8');
  });
});
