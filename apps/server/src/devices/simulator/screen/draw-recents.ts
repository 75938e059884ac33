import type { Image, SKRSContext2D } from '@napi-rs/canvas';
import { drawAppIcon, drawPressed, font, roundRect } from './draw-icons.js';
import { fitText } from './draw-launcher.js';
import { recentsCard, type ScreenLayout } from './layout.js';
import type { ViewScene } from './scene.js';

/** Recents: a card per opened app, most recent first, and "clear all". */
export function drawRecents(
  ctx: SKRSContext2D,
  layout: ScreenLayout,
  view: Extract<ViewScene, { kind: 'recents' }>,
  images: ReadonlyMap<string, Image>,
  pressed: string | null,
) {
  const { dp, width, height } = layout;
  ctx.fillStyle = '#202124';
  ctx.fillRect(0, 0, width, height);
  if (view.cards.length === 0) {
    ctx.save();
    ctx.fillStyle = '#bdc1c6';
    ctx.font = font(16 * dp);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(view.empty, width / 2, height / 2);
    ctx.restore();
    return;
  }
  view.cards.forEach(({ app, text }, i) => {
    const card = recentsCard(layout, i);
    ctx.save();
    roundRect(ctx, card, 16 * dp);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    ctx.clip();
    ctx.fillStyle = app.color;
    ctx.fillRect(card.x, card.y, 6 * dp, card.h);
    ctx.restore();
    if (pressed === `card:${app.id}`) drawPressed(ctx, card, 16 * dp, 'rgba(0,0,0,0.08)');
    const icon = 40 * dp;
    const image = (app.iconKey && images.get(app.iconKey)) || null;
    drawAppIcon(ctx, app, { x: card.x + 18 * dp, y: card.y + (card.h - icon) / 2, w: icon, h: icon }, image);
    const textX = card.x + 18 * dp + icon + 14 * dp;
    const textW = card.x + card.w - textX - 16 * dp;
    ctx.save();
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = '#202124';
    ctx.font = font(16 * dp, 'bold');
    ctx.fillText(fitText(ctx, app.label, textW), textX, card.y + card.h * (text ? 0.36 : 0.5));
    if (text) {
      ctx.fillStyle = '#5f6368';
      ctx.font = font(13 * dp);
      ctx.fillText(fitText(ctx, text.replace(/\s+/g, ' '), textW), textX, card.y + card.h * 0.66);
    }
    ctx.restore();
  });
  const { clearAll } = layout.recents;
  ctx.save();
  roundRect(ctx, clearAll, clearAll.h / 2);
  ctx.fillStyle = pressed === 'clear-all' ? 'rgba(255,255,255,0.25)' : 'rgba(255,255,255,0.12)';
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.font = font(14 * dp);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(view.clearAll, clearAll.x + clearAll.w / 2, clearAll.y + clearAll.h / 2);
  ctx.restore();
}
