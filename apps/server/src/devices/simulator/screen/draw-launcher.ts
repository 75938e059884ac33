import { createCanvas, type Canvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { drawAppIcon, drawPressed, font } from './draw-icons.js';
import type { LauncherApp } from './launcher-apps.js';
import { dockCell, gridCell, iconRect, type Rect, type ScreenLayout } from './layout.js';
import type { ViewScene } from './scene.js';

type Images = ReadonlyMap<string, Image>;

const wallpapers = new Map<string, Canvas>();

/** The wallpaper: a deep blue-violet gradient with two soft lights; drawn once per orientation. */
export function drawWallpaper(ctx: SKRSContext2D, layout: ScreenLayout) {
  const { width: w, height: h } = layout;
  const cacheKey = `${w}x${h}`;
  let wallpaper = wallpapers.get(cacheKey);
  if (!wallpaper) {
    wallpaper = createCanvas(w, h);
    paintWallpaper(wallpaper.getContext('2d'), w, h);
    wallpapers.set(cacheKey, wallpaper);
  }
  ctx.drawImage(wallpaper, 0, 0, w, h);
}

function paintWallpaper(ctx: SKRSContext2D, w: number, h: number) {
  const gradient = ctx.createLinearGradient(0, 0, w * 0.4, h);
  gradient.addColorStop(0, '#1b2a4e');
  gradient.addColorStop(0.55, '#2d3f7a');
  gradient.addColorStop(1, '#5b3b8c');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, w, h);
  const glow = (x: number, y: number, r: number, color: string) => {
    const g = ctx.createRadialGradient(x, y, 0, x, y, r);
    g.addColorStop(0, color);
    g.addColorStop(1, 'rgba(0,0,0,0)');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
  };
  glow(w * 0.85, h * 0.2, Math.max(w, h) * 0.45, 'rgba(86,160,255,0.35)');
  glow(w * 0.1, h * 0.85, Math.max(w, h) * 0.5, 'rgba(236,120,200,0.25)');
}

/** Shortens `text` with an ellipsis to fit `width` at the current font. */
export function fitText(ctx: SKRSContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && ctx.measureText(`${chars.join('')}…`).width > width) chars.pop();
  return `${chars.join('')}…`;
}

function drawCell(
  ctx: SKRSContext2D,
  layout: ScreenLayout,
  app: LauncherApp,
  cell: Rect,
  images: Images,
  pressed: string | null,
  withLabel: boolean,
) {
  const icon = withLabel
    ? iconRect(layout, cell)
    : {
        x: cell.x + (cell.w - layout.launcher.iconSize) / 2,
        y: cell.y + (cell.h - layout.launcher.iconSize) / 2,
        w: layout.launcher.iconSize,
        h: layout.launcher.iconSize,
      };
  if (pressed === `app:${app.id}`) drawPressed(ctx, { x: cell.x + 4, y: cell.y + 2, w: cell.w - 8, h: cell.h - 4 }, 14 * layout.dp);
  drawAppIcon(ctx, app, icon, (app.iconKey && images.get(app.iconKey)) || null);
  if (!withLabel) return;
  const size = layout.launcher.labelSize;
  ctx.save();
  ctx.font = font(size);
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.shadowColor = 'rgba(0,0,0,0.55)';
  ctx.shadowBlur = 3 * layout.dp;
  ctx.fillText(fitText(ctx, app.label, cell.w - 6 * layout.dp), cell.x + cell.w / 2, icon.y + icon.h + size * 0.45);
  ctx.restore();
}

export function drawLauncher(
  ctx: SKRSContext2D,
  layout: ScreenLayout,
  view: Extract<ViewScene, { kind: 'launcher' }>,
  images: Images,
  pressed: string | null,
) {
  const { dp } = layout;
  const { clock } = layout.launcher;
  if (clock && view.clock) {
    ctx.save();
    ctx.fillStyle = '#ffffff';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'alphabetic';
    ctx.shadowColor = 'rgba(0,0,0,0.35)';
    ctx.shadowBlur = 4 * dp;
    const timeSize = Math.min(56 * dp, clock.h * 0.5);
    ctx.font = font(timeSize);
    ctx.fillText(view.clock.time, clock.w / 2, clock.y + clock.h * 0.55);
    ctx.font = font(Math.min(15 * dp, clock.h * 0.14));
    ctx.fillStyle = 'rgba(255,255,255,0.9)';
    ctx.fillText(`${view.clock.date} · ${view.clock.city}`, clock.w / 2, clock.y + clock.h * 0.55 + Math.min(26 * dp, clock.h * 0.24));
    ctx.restore();
  }
  view.apps.forEach((app, i) => drawCell(ctx, layout, app, gridCell(layout, i), images, pressed, true));

  // Page dots, when there is more than one page.
  const { dots, dock } = layout.launcher;
  if (view.pageCount > 1) {
    const r = 3.2 * dp;
    const gap = 12 * dp;
    const start = dots.w / 2 - ((view.pageCount - 1) * gap) / 2;
    for (let i = 0; i < view.pageCount; i++) {
      ctx.beginPath();
      ctx.arc(start + i * gap, dots.y + dots.h / 2, r, 0, Math.PI * 2);
      ctx.fillStyle = i === view.page ? '#ffffff' : 'rgba(255,255,255,0.4)';
      ctx.fill();
    }
  }

  // The dock: a frosted shelf under the system apps.
  ctx.save();
  const shelf = { x: 12 * dp, y: dock.y + 2 * dp, w: dock.w - 24 * dp, h: dock.h - 4 * dp };
  ctx.beginPath();
  ctx.roundRect(shelf.x, shelf.y, shelf.w, shelf.h, 24 * dp);
  ctx.fillStyle = 'rgba(255,255,255,0.16)';
  ctx.fill();
  ctx.restore();
  // Landscape has no room for labels under the dock's icons.
  const hasDockLabels = layout.rotation === 0;
  view.dock.forEach((app, i) => drawCell(ctx, layout, app, dockCell(layout, i, view.dock.length), images, pressed, hasDockLabels));
}
