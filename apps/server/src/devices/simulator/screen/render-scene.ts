import { existsSync } from 'node:fs';
import turbo from '@julusian/jpeg-turbo';
import { createCanvas, GlobalFonts, loadImage, type Image, type SKRSContext2D } from '@napi-rs/canvas';
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

/** Draws a scene scaled so its long side is at most `maxSize` (never enlarged). */
export async function drawSceneCanvas(scene: Scene, maxSize: number) {
  const images = new Map<string, Image>();
  for (const app of sceneApps(scene)) {
    const image = await iconImage(app);
    if (image && app.iconKey) images.set(app.iconKey, image);
  }
  const scale = Math.min(1, maxSize / Math.max(scene.width, scene.height));
  const width = Math.max(1, Math.round(scene.width * scale));
  const height = Math.max(1, Math.round(scene.height * scale));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.scale(width / scene.width, height / scene.height);
  drawScene(ctx, scene, images);
  return { canvas, width, height };
}

/**
 * A drawn canvas as JPEG, by libjpeg-turbo on libuv's thread pool (decision 016): the same
 * quantisation and 4:2:0 chroma as Skia's encoder at the same quality, in a third of the CPU time.
 * The pixels are premultiplied RGBA; the screen is opaque, so that changes nothing.
 */
export function encodeFrame({ canvas, width, height }: Awaited<ReturnType<typeof drawSceneCanvas>>, quality: number): Promise<Buffer> {
  return turbo.compress(canvas.data(), { format: turbo.FORMAT_RGBA, width, height, quality, subsampling: turbo.SAMP_420 });
}

/** The scene as JPEG, the stream's default picture. */
export async function renderScene(scene: Scene, maxSize: number, quality = FRAME_QUALITY): Promise<RenderedFrame> {
  const drawn = await drawSceneCanvas(scene, maxSize);
  return { jpeg: await encodeFrame(drawn, quality), width: drawn.width, height: drawn.height };
}

/** The scene as raw pixels, for the H.264 encoder. The screen is opaque, so premultiplied alpha changes nothing. */
export async function renderSceneRaw(scene: Scene, maxSize: number): Promise<RawFrame> {
  const { canvas, width, height } = await drawSceneCanvas(scene, maxSize);
  return { rgba: canvas.data(), width, height };
}

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
