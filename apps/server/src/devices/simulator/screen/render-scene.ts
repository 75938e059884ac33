import { existsSync } from 'node:fs';
import turbo from '@julusian/jpeg-turbo';
import { createCanvas, GlobalFonts, loadImage, type Canvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { drawAppScreen, shade } from './draw-app-screen.js';
import { drawNavBar, drawPressed, drawStatusIcons, font } from './draw-icons.js';
import { drawLauncher, drawWallpaper } from './draw-launcher.js';
import { drawRecents } from './draw-recents.js';
import { screenLayout, type ScreenLayout } from './layout.js';
import type { LauncherApp } from './launcher-apps.js';
import type { Scene } from './scene.js';

/** JPEG quality of stream frames, and of full-resolution screenshots. */
export const FRAME_QUALITY = 75;
export const SCREENSHOT_QUALITY = 90;

// Chinese labels need a CJK font; Debian's WenQuanYi is found by the system scan, or registered here.
const CJK_FONT = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
if (!GlobalFonts.families.some((f) => f.family.includes('WenQuanYi')) && existsSync(CJK_FONT))
  GlobalFonts.registerFromPath(CJK_FONT, 'WenQuanYi Micro Hei');

/** Decoded icons by iconKey; a bad image is remembered as null and drawn as a generated icon. */
const icons = new Map<string, Promise<Image | null>>();
const ICON_CACHE_MAX = 1000;

function iconImage(app: LauncherApp): Promise<Image | null> {
  if (!app.icon || !app.iconKey) return Promise.resolve(null);
  let found = icons.get(app.iconKey);
  if (!found) {
    if (icons.size >= ICON_CACHE_MAX) icons.delete(icons.keys().next().value!);
    found = loadImage(Buffer.from(app.icon, 'base64')).catch(() => null);
    icons.set(app.iconKey, found);
  }
  return found;
}

function sceneApps(scene: Scene): LauncherApp[] {
  if (scene.kind !== 'phone') return [];
  const { view } = scene;
  if (view.kind === 'launcher') return [...view.apps, ...view.dock];
  if (view.kind === 'app') return [view.app];
  return view.cards.map((c) => c.app);
}

export interface RenderedFrame {
  jpeg: Buffer;
  width: number;
  height: number;
}

export interface RawFrame {
  /** Width × height × 4 bytes, RGBA. */
  rgba: Buffer;
  width: number;
  height: number;
}

/** A canvas of one size with the buffer its JPEGs are encoded into, reused from frame to frame. */
interface Surface {
  canvas: Canvas;
  ctx: SKRSContext2D;
  width: number;
  height: number;
  /** libjpeg-turbo's worst case for this size: a fresh one per frame would be kept alive by each frame's slice. */
  out: Buffer | null;
}

/**
 * Idle surfaces by size. A new canvas and a new output buffer per frame cost more than drawing
 * does (fresh pages faulted in, then garbage collected: the render's slow tail while typing), so
 * each size keeps a few; one is in use by one render at a time, several renders run at once.
 */
const idle = new Map<string, Surface[]>();
const IDLE_PER_SIZE = 4;

function acquire(width: number, height: number): Surface {
  const found = idle.get(`${width}x${height}`)?.pop();
  if (found) return found;
  const canvas = createCanvas(width, height);
  return { canvas, ctx: canvas.getContext('2d'), width, height, out: null };
}

function release(surface: Surface) {
  const key = `${surface.width}x${surface.height}`;
  const kept = idle.get(key) ?? [];
  if (kept.length < IDLE_PER_SIZE) kept.push(surface);
  idle.set(key, kept);
}

async function iconsOf(scene: Scene) {
  const images = new Map<string, Image>();
  for (const app of sceneApps(scene)) {
    const image = await iconImage(app);
    if (image && app.iconKey) images.set(app.iconKey, image);
  }
  return images;
}

/** The picture's size: the scene scaled so its long side is at most `maxSize` (never enlarged). */
function sizeOf(scene: Scene, maxSize: number) {
  const scale = Math.min(1, maxSize / Math.max(scene.width, scene.height));
  return { width: Math.max(1, Math.round(scene.width * scale)), height: Math.max(1, Math.round(scene.height * scale)) };
}

/** The scene paints every pixel (it starts with an opaque fill); save/restore clears a reused canvas's state. */
function paint(ctx: SKRSContext2D, scene: Scene, images: ReadonlyMap<string, Image>, width: number, height: number) {
  ctx.save();
  ctx.setTransform(width / scene.width, 0, 0, height / scene.height, 0, 0);
  drawScene(ctx, scene, images);
  ctx.restore();
}

/** The scene on a canvas of its own (tests, and bench/play-render.ts's Skia baseline). */
export async function drawSceneCanvas(scene: Scene, maxSize: number) {
  const images = await iconsOf(scene);
  const { width, height } = sizeOf(scene, maxSize);
  const canvas = createCanvas(width, height);
  paint(canvas.getContext('2d'), scene, images, width, height);
  return { canvas, width, height };
}

/** Draws a scene on a reused canvas and hands its pixels to `use` (RGBA, premultiplied; a copy, valid afterwards). */
async function withDrawn<T>(scene: Scene, maxSize: number, use: (rgba: Buffer, surface: Surface) => Promise<T>): Promise<T> {
  const images = await iconsOf(scene);
  const { width, height } = sizeOf(scene, maxSize);
  const surface = acquire(width, height);
  try {
    paint(surface.ctx, scene, images, width, height);
    return await use(surface.canvas.data(), surface);
  } finally {
    release(surface);
  }
}

/** The scene's pixels at a size: RGBA, premultiplied (the screen is opaque, so that changes nothing). */
export function drawScenePixels(scene: Scene, maxSize: number): Promise<RawFrame> {
  return withDrawn(scene, maxSize, async (rgba, { width, height }) => ({ rgba, width, height }));
}

/**
 * The scene as JPEG, the stream's default picture, by libjpeg-turbo on libuv's thread pool
 * (decision 016): the same quantisation and 4:2:0 chroma as Skia's encoder at the same quality, in
 * a third of the CPU time. Encoded into the surface's buffer, then copied out at its real size
 * into memory of its own (which a render thread can hand over without copying again).
 */
export function renderScene(scene: Scene, maxSize: number, quality = FRAME_QUALITY): Promise<RenderedFrame> {
  return withDrawn(scene, maxSize, async (rgba, surface) => {
    const { width, height } = surface;
    surface.out ??= Buffer.allocUnsafe(turbo.bufferSize({ width, height, subsampling: turbo.SAMP_420 }));
    const encoded = await turbo.compress(rgba, surface.out, {
      format: turbo.FORMAT_RGBA,
      width,
      height,
      quality,
      subsampling: turbo.SAMP_420,
    });
    return { jpeg: Buffer.from(new Uint8Array(encoded).buffer), width, height };
  });
}

/** The scene as raw pixels, for the H.264 encoder. */
export const renderSceneRaw = drawScenePixels;

function drawScene(ctx: SKRSContext2D, scene: Scene, images: ReadonlyMap<string, Image>) {
  const layout = screenLayout(scene.rotation, scene.dpi);
  ctx.fillStyle = '#000000';
  ctx.fillRect(0, 0, scene.width, scene.height);
  if (scene.kind === 'dark') return;
  if (scene.kind === 'busy') {
    drawBusy(ctx, layout, scene.brand, scene.label);
    return;
  }
  const { view, pressed } = scene;
  let barColor = 'transparent';
  let navColor = '#ffffff';
  if (view.kind === 'launcher') {
    drawWallpaper(ctx, layout);
    drawLauncher(ctx, layout, view, images, pressed);
  } else if (view.kind === 'app') {
    drawAppScreen(ctx, layout, view, (view.app.iconKey && images.get(view.app.iconKey)) || null, pressed);
    barColor = shade(view.app.color, 0.8);
    navColor = '#3c4043';
  } else {
    drawRecents(ctx, layout, view, images, pressed);
  }
  drawStatusBar(ctx, layout, scene.time, barColor);
  if (view.kind === 'app') {
    ctx.fillStyle = view.isFocused ? '#e8eaed' : '#f8f9fa';
    ctx.fillRect(layout.navBar.x, layout.navBar.y, layout.navBar.w, layout.navBar.h);
  }
  const navPressed = pressed?.startsWith('nav:') ? layout.nav[pressed.slice(4) as keyof ScreenLayout['nav']] : undefined;
  if (navPressed) drawPressed(ctx, navPressed, navPressed.h / 2, view.kind === 'app' ? 'rgba(0,0,0,0.1)' : 'rgba(255,255,255,0.18)');
  drawNavBar(ctx, layout.nav, navColor, layout.dp);
}

function drawStatusBar(ctx: SKRSContext2D, layout: ScreenLayout, time: string, background: string) {
  const bar = layout.statusBar;
  if (background !== 'transparent') {
    ctx.fillStyle = background;
    ctx.fillRect(bar.x, bar.y, bar.w, bar.h);
  }
  ctx.save();
  ctx.fillStyle = '#ffffff';
  ctx.font = font(13 * layout.dp, 'bold');
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(time, bar.x + 14 * layout.dp, bar.y + bar.h / 2);
  ctx.restore();
  drawStatusIcons(ctx, bar, '#ffffff', layout.dp);
}

/** A transitional status: the brand, what is happening, and a spinner arc. */
function drawBusy(ctx: SKRSContext2D, layout: ScreenLayout, brand: string, label: string) {
  const { width, height, dp } = layout;
  ctx.save();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#ffffff';
  ctx.font = font(30 * dp, 'bold');
  ctx.fillText(brand, width / 2, height * 0.42);
  ctx.strokeStyle = '#8ab4f8';
  ctx.lineWidth = 3 * dp;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.arc(width / 2, height * 0.42 + 64 * dp, 14 * dp, -Math.PI / 2, Math.PI);
  ctx.stroke();
  ctx.fillStyle = '#bdc1c6';
  ctx.font = font(15 * dp);
  ctx.fillText(label, width / 2, height * 0.42 + 112 * dp);
  ctx.restore();
}
