import type { Image, SKRSContext2D } from '@napi-rs/canvas';
import { drawAppIcon, drawBackArrow, drawPressed, font, roundRect } from './draw-icons.js';
import { fitText } from './draw-launcher.js';
import { KEY_DELETE, KEY_ENTER, type Rect, type ScreenLayout } from './layout.js';
import type { ViewScene } from './scene.js';

/** Lines of `text` wrapped to `width`; only the tail is laid out, as only the tail is shown. */
export function wrapText(ctx: SKRSContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of [...text].slice(-600).join('').split('\n')) {
    let line = '';
    for (const ch of paragraph) {
      if (line && ctx.measureText(line + ch).width > width) {
        lines.push(line);
        line = '';
      }
      line += ch;
    }
    lines.push(line);
  }
  return lines;
}

/** A darker shade of `#rrggbb` for the status bar over an app's title bar. */
export function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const c = (v: number) =>
    Math.round(v * factor)
      .toString(16)
      .padStart(2, '0');
  return `#${c((n >> 16) & 255)}${c((n >> 8) & 255)}${c(n & 255)}`;
}

export function drawAppScreen(
  ctx: SKRSContext2D,
  layout: ScreenLayout,
  view: Extract<ViewScene, { kind: 'app' }>,
  image: Image | null,
  pressed: string | null,
) {
  const { dp, width } = layout;
  const { titleBar, back, field, keyboard } = layout.app;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, layout.statusBar.h, width, layout.height - layout.statusBar.h);

  // Title bar: back arrow and the app's name on its colour.
  ctx.fillStyle = view.app.color;
  ctx.fillRect(titleBar.x, titleBar.y, titleBar.w, titleBar.h);
  if (pressed === 'back') drawPressed(ctx, { x: back.x + 6 * dp, y: back.y + 6 * dp, w: back.w - 12 * dp, h: back.h - 12 * dp }, 22 * dp);
  drawBackArrow(ctx, back, '#ffffff', dp);
  ctx.save();
  ctx.fillStyle = '#ffffff';
  ctx.font = font(20 * dp);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(fitText(ctx, view.app.label, titleBar.w - back.w - 24 * dp), back.x + back.w + 8 * dp, titleBar.y + titleBar.h / 2);
  ctx.restore();

  // The text field: outlined, the app's colour when it has focus, with a caret at the end.
  ctx.save();
  roundRect(ctx, field, 8 * dp);
  ctx.fillStyle = pressed === 'field' ? '#f1f3f4' : '#ffffff';
  ctx.fill();
  ctx.lineWidth = (view.isFocused ? 2 : 1) * dp;
  ctx.strokeStyle = view.isFocused ? view.app.color : '#9aa0a6';
  ctx.stroke();
  const pad = 12 * dp;
  const size = 16 * dp;
  const lineH = size * 1.35;
  ctx.font = font(size);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  const room = Math.max(1, Math.floor((field.h - 2 * pad + (lineH - size)) / lineH));
  if (view.text) {
    const lines = wrapText(ctx, view.text, field.w - 2 * pad - 4 * dp).slice(-room);
    ctx.fillStyle = '#202124';
    lines.forEach((line, i) => ctx.fillText(line, field.x + pad, field.y + pad + i * lineH));
    if (view.isFocused) {
      const last = lines.length - 1;
      drawCaret(
        ctx,
        field.x + pad + ctx.measureText(lines[last] ?? '').width + 1 * dp,
        field.y + pad + last * lineH,
        size,
        view.app.color,
        dp,
      );
    }
  } else {
    ctx.fillStyle = '#80868b';
    ctx.fillText(view.placeholder, field.x + pad, field.y + pad);
    if (view.isFocused) drawCaret(ctx, field.x + pad, field.y + pad, size, view.app.color, dp);
  }
  ctx.restore();

  if (view.isFocused) {
    drawKeyboard(ctx, layout, pressed);
    return;
  }
  // Below the field, while there is room: the app's icon, name and package.
  const iconSize = 72 * dp;
  const top = field.y + field.h + 40 * dp;
  if (top + iconSize + 48 * dp > keyboard.y + keyboard.h) return;
  drawAppIcon(ctx, view.app, { x: width / 2 - iconSize / 2, y: top, w: iconSize, h: iconSize }, image);
  ctx.save();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.fillStyle = '#3c4043';
  ctx.font = font(16 * dp, 'bold');
  ctx.fillText(fitText(ctx, view.app.label, width - 32 * dp), width / 2, top + iconSize + 12 * dp);
  ctx.fillStyle = '#80868b';
  ctx.font = font(12 * dp);
  ctx.fillText(fitText(ctx, view.app.id, width - 32 * dp), width / 2, top + iconSize + 36 * dp);
  ctx.restore();
}

function drawCaret(ctx: SKRSContext2D, x: number, y: number, size: number, color: string, dp: number) {
  ctx.fillStyle = color;
  ctx.fillRect(x, y - size * 0.05, 2 * dp, size * 1.2);
}

const KEY_LABELS: Record<string, string> = { [KEY_DELETE]: '⌫', [KEY_ENTER]: '↵', ' ': '' };

function drawKeyboard(ctx: SKRSContext2D, layout: ScreenLayout, pressed: string | null) {
  const { dp } = layout;
  const { keyboard, keys } = layout.app;
  ctx.fillStyle = '#e8eaed';
  ctx.fillRect(keyboard.x, keyboard.y, keyboard.w, layout.navBar.y - keyboard.y);
  ctx.save();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const { key, rect } of keys) {
    const isSpecial = key === KEY_DELETE || key === KEY_ENTER;
    const isPressed = pressed === `key:${key}`;
    ctx.save();
    ctx.shadowColor = 'rgba(0,0,0,0.25)';
    ctx.shadowOffsetY = 1 * dp;
    roundRect(ctx, rect as Rect, 6 * dp);
    ctx.fillStyle = isPressed ? '#bdc1c6' : isSpecial ? '#d2d5da' : '#ffffff';
    ctx.fill();
    ctx.restore();
    ctx.fillStyle = '#202124';
    ctx.font = font(Math.min(20 * dp, rect.h * 0.5));
    ctx.fillText(KEY_LABELS[key] ?? key, rect.x + rect.w / 2, rect.y + rect.h / 2);
  }
  ctx.restore();
}
