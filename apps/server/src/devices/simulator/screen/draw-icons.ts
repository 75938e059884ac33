import type { Image, SKRSContext2D } from '@napi-rs/canvas';
import type { LauncherApp, SystemGlyph } from './launcher-apps.js';
import type { Rect } from './layout.js';

export const FONT = '"Liberation Sans", "WenQuanYi Micro Hei", "DejaVu Sans", sans-serif';
export const font = (px: number, weight: 'normal' | 'bold' = 'normal') => `${weight} ${Math.round(px)}px ${FONT}`;

export function roundRect(ctx: SKRSContext2D, r: Rect, radius: number) {
  ctx.beginPath();
  ctx.roundRect(r.x, r.y, r.w, r.h, radius);
}

/** An app's launcher icon: its own image, a system glyph, or its initial on its colour. */
export function drawAppIcon(ctx: SKRSContext2D, app: LauncherApp, r: Rect, image: Image | null) {
  const radius = r.w * 0.28;
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.25)';
  ctx.shadowBlur = r.w * 0.08;
  ctx.shadowOffsetY = r.w * 0.03;
  roundRect(ctx, r, radius);
  ctx.fillStyle = image ? '#ffffff' : app.color;
  ctx.fill();
  ctx.restore();
  if (image) {
    ctx.save();
    roundRect(ctx, r, radius);
    ctx.clip();
    ctx.drawImage(image, r.x, r.y, r.w, r.h);
    ctx.restore();
    return;
  }
  if (app.glyph) {
    drawGlyph(ctx, app.glyph, r);
    return;
  }
  const initial = ([...app.label.trim()][0] ?? '?').toUpperCase();
  ctx.save();
  ctx.fillStyle = '#ffffff';
  ctx.font = font(r.w * 0.46, 'bold');
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(initial, r.x + r.w / 2, r.y + r.h / 2 + r.w * 0.02);
  ctx.restore();
}

function drawGlyph(ctx: SKRSContext2D, glyph: SystemGlyph, r: Rect) {
  const cx = r.x + r.w / 2;
  const cy = r.y + r.h / 2;
  const s = r.w;
  ctx.save();
  ctx.strokeStyle = '#ffffff';
  ctx.fillStyle = '#ffffff';
  ctx.lineWidth = s * 0.06;
  if (glyph === 'settings') {
    // A gear: teeth round a ring.
    ctx.beginPath();
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      ctx.save();
      ctx.translate(cx, cy);
      ctx.rotate(a);
      ctx.rect(-s * 0.06, -s * 0.3, s * 0.12, s * 0.14);
      ctx.restore();
    }
    ctx.fill();
    ctx.beginPath();
    ctx.arc(cx, cy, s * 0.2, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.fillStyle = '#5f6368';
    ctx.arc(cx, cy, s * 0.09, 0, Math.PI * 2);
    ctx.fill();
  } else if (glyph === 'browser') {
    // A globe: a circle with a meridian and parallels.
    ctx.beginPath();
    ctx.arc(cx, cy, s * 0.27, 0, Math.PI * 2);
    ctx.stroke();
    ctx.beginPath();
    ctx.ellipse(cx, cy, s * 0.11, s * 0.27, 0, 0, Math.PI * 2);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(cx - s * 0.27, cy);
    ctx.lineTo(cx + s * 0.27, cy);
    ctx.moveTo(cx - s * 0.23, cy - s * 0.13);
    ctx.lineTo(cx + s * 0.23, cy - s * 0.13);
    ctx.moveTo(cx - s * 0.23, cy + s * 0.13);
    ctx.lineTo(cx + s * 0.23, cy + s * 0.13);
    ctx.stroke();
  } else {
    // A folder with a tab.
    ctx.beginPath();
    ctx.roundRect(cx - s * 0.28, cy - s * 0.2, s * 0.24, s * 0.12, s * 0.03);
    ctx.fill();
    ctx.beginPath();
    ctx.roundRect(cx - s * 0.28, cy - s * 0.13, s * 0.56, s * 0.36, s * 0.05);
    ctx.fill();
  }
  ctx.restore();
}

/** Wi-Fi fan, cellular bars and a charging battery (a cloud phone is always on mains). */
export function drawStatusIcons(ctx: SKRSContext2D, bar: Rect, color: string, dp: number) {
  const h = bar.h;
  const cy = bar.y + h / 2;
  let x = bar.x + bar.w - 10 * dp;
  ctx.save();
  ctx.fillStyle = color;
  ctx.strokeStyle = color;

  // Battery, full, with a bolt.
  const bw = 20 * dp;
  const bh = 11 * dp;
  x -= bw;
  ctx.lineWidth = 1.4 * dp;
  ctx.beginPath();
  ctx.roundRect(x, cy - bh / 2, bw - 2 * dp, bh, 2.5 * dp);
  ctx.stroke();
  ctx.fillRect(x + bw - 2 * dp, cy - 2.5 * dp, 1.6 * dp, 5 * dp);
  ctx.beginPath();
  ctx.roundRect(x + 2 * dp, cy - bh / 2 + 2 * dp, bw - 6 * dp, bh - 4 * dp, 1 * dp);
  ctx.fill();
  x -= 7 * dp;

  // Cellular: four rising bars.
  const barW = 2.6 * dp;
  for (let i = 3; i >= 0; i--) {
    const bhI = (4 + i * 2.6) * dp;
    x -= barW + 1.4 * dp;
    ctx.fillRect(x + 1.4 * dp, cy + 5.5 * dp - bhI, barW, bhI);
  }
  x -= 8 * dp;

  // Wi-Fi: a filled quarter fan.
  const rw = 9.5 * dp;
  ctx.beginPath();
  ctx.moveTo(x - rw, cy + 5 * dp);
  ctx.arc(x - rw, cy + 5 * dp, rw * 1.15, -Math.PI * 0.75, -Math.PI * 0.25);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

/** The three-button navigation bar: back, home, recents. */
export function drawNavBar(ctx: SKRSContext2D, nav: { back: Rect; home: Rect; recents: Rect }, color: string, dp: number) {
  const s = 8 * dp;
  ctx.save();
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = 1.8 * dp;
  ctx.lineJoin = 'round';
  const centre = (r: Rect) => [r.x + r.w / 2, r.y + r.h / 2] as const;
  const [bx, by] = centre(nav.back);
  ctx.beginPath();
  ctx.moveTo(bx + s * 0.8, by - s);
  ctx.lineTo(bx - s * 0.9, by);
  ctx.lineTo(bx + s * 0.8, by + s);
  ctx.closePath();
  ctx.stroke();
  const [hx, hy] = centre(nav.home);
  ctx.beginPath();
  ctx.arc(hx, hy, s, 0, Math.PI * 2);
  ctx.stroke();
  const [rx, ry] = centre(nav.recents);
  ctx.beginPath();
  ctx.roundRect(rx - s * 0.85, ry - s * 0.85, s * 1.7, s * 1.7, 2 * dp);
  ctx.stroke();
  ctx.restore();
}

/** The back arrow of an app's title bar. */
export function drawBackArrow(ctx: SKRSContext2D, r: Rect, color: string, dp: number) {
  const cx = r.x + r.w / 2;
  const cy = r.y + r.h / 2;
  const s = 8 * dp;
  ctx.save();
  ctx.strokeStyle = color;
  ctx.lineWidth = 2.2 * dp;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  ctx.moveTo(cx + s, cy);
  ctx.lineTo(cx - s, cy);
  ctx.moveTo(cx - s * 0.2, cy - s * 0.8);
  ctx.lineTo(cx - s, cy);
  ctx.lineTo(cx - s * 0.2, cy + s * 0.8);
  ctx.stroke();
  ctx.restore();
}

/** The ripple of a pressed element. */
export function drawPressed(ctx: SKRSContext2D, r: Rect, radius: number, color = 'rgba(255,255,255,0.22)') {
  ctx.save();
  roundRect(ctx, r, radius);
  ctx.fillStyle = color;
  ctx.fill();
  ctx.restore();
}
