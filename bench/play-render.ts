/**
 * Where a play frame's time goes, in process (no server, no socket): the simulator's screen with
 * an app open and text typed into its field, one character more per frame, so every frame is a
 * new picture (no shared-render cache). Times drawing the scene on a canvas and encoding it, at
 * 1280 and 640 px, over BENCH_FRAMES (60) frames after a warm-up: wall-clock p50 / p95 and the
 * process's CPU time per frame (steadier than wall time on a loaded machine). The baseline, in the
 * same run on the same canvases: Skia's own JPEG encoder (`canvas.encode('jpeg')`), which the
 * stream used before decision 016.
 *
 * `npx tsx bench/play-render.ts`. Skia records the drawing and rasterises it when the pixels are
 * read, so "draw" is cheap and the raster is part of either encode. Both encoders run on libuv's
 * thread pool, off the main thread that input and the sockets wait on.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { PHONE_STATUS } from '@cloudphone/contract';
import type { DeviceState } from '../apps/server/src/devices/driver.js';
import { launcherApps } from '../apps/server/src/devices/simulator/screen/launcher-apps.js';
import { dockCell, screenLayout } from '../apps/server/src/devices/simulator/screen/layout.js';
import { phoneStrings } from '../apps/server/src/devices/simulator/screen/phone-strings.js';
import { drawSceneCanvas, FRAME_QUALITY, renderScene } from '../apps/server/src/devices/simulator/screen/render-scene.js';
import { renderInThread, stopRenderThreads } from '../apps/server/src/devices/simulator/screen/render-threads.js';
import { buildScene, type Scene } from '../apps/server/src/devices/simulator/screen/scene.js';
import { createScreenModel } from '../apps/server/src/devices/simulator/screen/screen-model.js';

const FRAMES = Number(process.env.BENCH_FRAMES ?? 60);

const device: DeviceState = {
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
    model: 'Mi 10',
    serialNumber: 'ABC123',
    country: 'CN',
    city: 'Shanghai',
    location: '',
    timeZone: 'Asia/Shanghai',
    language: 'zh-CN',
  },
  network: null,
  egress: { ip: '192.0.2.1', country: 'CN', timeZone: 'Asia/Shanghai' },
  apps: [],
  files: [],
  operation: null,
  backupId: null,
  version: 1,
};

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;

async function main() {
  const strings = phoneStrings(device.profile.language);
  const apps = launcherApps(device.apps, strings);
  const ctx = { dock: apps.dock, grid: apps.grid, dpi: device.dpi };
  const model = createScreenModel(0);
  const layout = screenLayout(0, device.dpi);
  const at = (r: { x: number; y: number; w: number; h: number }) => ({
    x: (r.x + r.w / 2) / layout.width,
    y: (r.y + r.h / 2) / layout.height,
  });
  let seq = 0;
  const tap = (p: { x: number; y: number }) => {
    model.apply({ type: 'touch', action: 'down', ...p, seq: ++seq }, ctx);
    model.apply({ type: 'touch', action: 'up', ...p, seq: ++seq }, ctx);
  };
  tap(at(dockCell(layout, 0, 3)));
  tap(at(layout.app.field));
  const scene = () => buildScene({ screen: model.state, device, apps, strings, city: '上海', now: new Date() });

  const cpu = (from: NodeJS.CpuUsage) => {
    const u = process.cpuUsage(from);
    return (u.user + u.system) / 1000;
  };
  for (const maxSize of [1280, 640]) {
    const ways = {
      'draw + libjpeg-turbo, in process': (shown: Scene) => renderScene(shown, maxSize, FRAME_QUALITY),
      'draw + libjpeg-turbo, render thread': (shown: Scene) => renderInThread(shown, maxSize, FRAME_QUALITY),
      // Skia records the drawing and rasterises it when encoding: draw and encode together.
      'draw + Skia encode (baseline)': async (shown: Scene) => ({
        jpeg: await (await drawSceneCanvas(shown, maxSize)).canvas.encode('jpeg', FRAME_QUALITY),
      }),
    };
    if (maxSize === 1280) {
      console.log(`${FRAMES} frames per size, load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores\n`);
      console.log('| size | how | wall p50 / p95 | CPU per frame | median frame |');
      console.log('| --- | --- | --- | --- | --- |');
    }
    for (const [name, render] of Object.entries(ways)) {
      const wall: number[] = [];
      const bytes: number[] = [];
      let cpuMs = 0;
      for (let i = -10; i < FRAMES; i++) {
        model.apply({ type: 'text', text: 'abcdefghij'[(i + 10) % 10]!, seq: ++seq }, ctx);
        const shown = scene();
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        const { jpeg } = await render(shown);
        const t1 = performance.now();
        if (i < 0) continue;
        cpuMs += cpu(c0);
        wall.push(t1 - t0);
        bytes.push(jpeg.length);
      }
      console.log(
        `| ${maxSize} px | ${name} | ${pct(wall, 50).toFixed(1)} / ${pct(wall, 95).toFixed(1)} ms | ${(cpuMs / FRAMES).toFixed(1)} ms | ${(pct(bytes, 50) / 1024).toFixed(1)} KB |`,
      );
    }
  }
  await stopRenderThreads();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
