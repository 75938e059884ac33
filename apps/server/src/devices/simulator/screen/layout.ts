/**
 * Where everything sits on the simulated screen, in pixels, for one rotation and density. The
 * model hit-tests input against it and the renderer draws with it, so a tap lands on what is seen.
 * Sizes are given in dp (Android's density-independent pixels) and scaled by dpi / 160, so a
 * bigger DPI gives bigger icons and fewer of them per row, as `wm density` does on a real phone.
 */

/** The simulated phone's panel, portrait. */
export const BASE_WIDTH = 720;
export const BASE_HEIGHT = 1280;

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const inside = (r: Rect, x: number, y: number) => x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;

export interface KeyboardKey {
  /** A character to type, or one of the special keys. */
  key: string;
  rect: Rect;
}

export interface ScreenLayout {
  width: number;
  height: number;
  rotation: 0 | 1;
  /** Pixels per dp. */
  dp: number;
  statusBar: Rect;
  navBar: Rect;
  nav: { back: Rect; home: Rect; recents: Rect };
  launcher: {
    /** The clock widget; none in landscape, where the rows need the height. */
    clock: Rect | null;
    grid: Rect;
    cols: number;
    rows: number;
    cellW: number;
    cellH: number;
    iconSize: number;
    labelSize: number;
    dots: Rect;
    dock: Rect;
    dockCellW: number;
  };
  app: { titleBar: Rect; back: Rect; field: Rect; keyboard: Rect; keys: KeyboardKey[] };
  recents: { list: Rect; cardH: number; gap: number; clearAll: Rect };
}

export const KEY_DELETE = 'del';
export const KEY_ENTER = 'enter';
const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

const cache = new Map<string, ScreenLayout>();

/** The layout of a screen turned by `rotation` (1 = landscape) at `dpi`; memoised. */
export function screenLayout(rotation: 0 | 1, dpi: number): ScreenLayout {
  const cacheKey = `${rotation}:${dpi}`;
  let layout = cache.get(cacheKey);
  if (!layout) {
    layout = computeLayout(rotation, dpi);
    cache.set(cacheKey, layout);
  }
  return layout;
}

function computeLayout(rotation: 0 | 1, dpi: number): ScreenLayout {
  const width = rotation === 1 ? BASE_HEIGHT : BASE_WIDTH;
  const height = rotation === 1 ? BASE_WIDTH : BASE_HEIGHT;
  const dp = Math.max(0.5, dpi) / 160;
  const isLandscape = rotation === 1;

  const statusBar = { x: 0, y: 0, w: width, h: Math.round(24 * dp) };
  const navH = Math.round(48 * dp);
  const navBar = { x: 0, y: height - navH, w: width, h: navH };
  const navButton = (centre: number) => ({ x: Math.round(width * centre - width * 0.1), y: navBar.y, w: Math.round(width * 0.2), h: navH });
  const nav = { back: navButton(0.25), home: navButton(0.5), recents: navButton(0.75) };

  // Launcher: clock widget, grid pages, page dots, dock, from top to bottom. The clock widget
  // gives way in landscape, and wherever it would leave fewer than two rows of apps.
  const top = statusBar.h;
  const dockH = Math.round((isLandscape ? 80 : 96) * dp);
  const dock = { x: 0, y: navBar.y - dockH, w: width, h: dockH };
  const dotsH = Math.round((isLandscape ? 16 : 24) * dp);
  const dots = { x: 0, y: dock.y - dotsH, w: width, h: dotsH };
  const side = Math.round(8 * dp);
  const rowH = 88 * dp;
  const wantedClockH = isLandscape ? 0 : Math.round(Math.min(120 * dp, height * 0.18));
  const clockH = dots.y - top - wantedClockH >= 2 * rowH ? wantedClockH : 0;
  const clock = clockH ? { x: 0, y: top, w: width, h: clockH } : null;
  const grid = { x: side, y: top + clockH, w: width - 2 * side, h: dots.y - top - clockH };
  const cols = Math.max(2, Math.min(10, Math.floor(grid.w / (72 * dp))));
  const rows = Math.max(1, Math.floor(grid.h / rowH));
  const cellW = grid.w / cols;
  const cellH = Math.min(grid.h / rows, 112 * dp);
  const iconSize = Math.round(Math.min(56 * dp, cellW * 0.7, cellH * 0.58));
  const labelSize = Math.round(Math.min(12 * dp, cellH * 0.14));
  const dockCellW = Math.min(cellW, width / 3);

  // An app: title bar with a back arrow, one text field; the keyboard when the field has focus.
  const titleBar = { x: 0, y: top, w: width, h: Math.round(56 * dp) };
  const back = { x: 0, y: titleBar.y, w: Math.round(56 * dp), h: titleBar.h };
  const keyH = Math.round((isLandscape ? 40 : 52) * dp);
  const keyboard = { x: 0, y: navBar.y - keyH * 4 - Math.round(8 * dp), w: width, h: keyH * 4 + Math.round(8 * dp) };
  const fieldTop = titleBar.y + titleBar.h + Math.round(16 * dp);
  const field = {
    x: Math.round(16 * dp),
    y: fieldTop,
    w: width - Math.round(32 * dp),
    h: Math.max(Math.round(40 * dp), Math.min(Math.round(120 * dp), keyboard.y - fieldTop - Math.round(12 * dp))),
  };
  const keys = keyboardKeys(keyboard, keyH, dp);

  const listTop = top + Math.round(16 * dp);
  const clearAllH = Math.round(40 * dp);
  const clearAll = {
    x: Math.round(width / 2 - 64 * dp),
    y: navBar.y - clearAllH - Math.round(12 * dp),
    w: Math.round(128 * dp),
    h: clearAllH,
  };
  const list = { x: Math.round(16 * dp), y: listTop, w: width - Math.round(32 * dp), h: clearAll.y - listTop - Math.round(12 * dp) };

  return {
    width,
    height,
    rotation,
    dp,
    statusBar,
    navBar,
    nav,
    launcher: { clock, grid, cols, rows, cellW, cellH, iconSize, labelSize, dots, dock, dockCellW },
    app: { titleBar, back, field, keyboard, keys },
    recents: { list, cardH: Math.round(72 * dp), gap: Math.round(12 * dp), clearAll },
  };
}

function keyboardKeys(keyboard: Rect, keyH: number, dp: number): KeyboardKey[] {
  const keys: KeyboardKey[] = [];
  const pad = Math.round(4 * dp);
  const keyW = (keyboard.w - pad) / 10;
  const rowY = (row: number) => keyboard.y + pad + row * keyH;
  const add = (key: string, x: number, row: number, w: number) =>
    keys.push({ key, rect: { x: Math.round(x + pad / 2), y: rowY(row) + pad / 2, w: Math.round(w - pad), h: keyH - pad } });
  KEY_ROWS.forEach((letters, row) => {
    const start = pad / 2 + ((10 - letters.length) * keyW) / 2;
    [...letters].forEach((letter, i) => add(letter, start + i * keyW, row, keyW));
  });
  add(KEY_DELETE, pad / 2 + 8.5 * keyW, 2, keyW * 1.5);
  add(',', pad / 2, 3, keyW * 1.5);
  add(' ', pad / 2 + 1.5 * keyW, 3, keyW * 5.5);
  add('.', pad / 2 + 7 * keyW, 3, keyW);
  add(KEY_ENTER, pad / 2 + 8 * keyW, 3, keyW * 2);
  return keys;
}

/** The cell (icon and label) of the `index`-th app on a launcher page. */
export function gridCell(layout: ScreenLayout, index: number): Rect {
  const { grid, cols, cellW, cellH } = layout.launcher;
  return { x: grid.x + (index % cols) * cellW, y: grid.y + Math.floor(index / cols) * cellH, w: cellW, h: cellH };
}

/** The cell of the `index`-th of `count` dock apps, centred. */
export function dockCell(layout: ScreenLayout, index: number, count: number): Rect {
  const { dock, dockCellW } = layout.launcher;
  const start = dock.x + (dock.w - dockCellW * count) / 2;
  return { x: start + index * dockCellW, y: dock.y, w: dockCellW, h: dock.h };
}

/** Where the icon sits in a cell: centred, above its label. */
export function iconRect(layout: ScreenLayout, cell: Rect): Rect {
  const size = layout.launcher.iconSize;
  const labelBlock = layout.launcher.labelSize * 1.9;
  const y = cell.y + Math.max(2, (cell.h - size - labelBlock) / 2);
  return { x: cell.x + (cell.w - size) / 2, y, w: size, h: size };
}

export const perPage = (layout: ScreenLayout) => layout.launcher.cols * layout.launcher.rows;

/** The `index`-th card of the recents list, most recent first. */
export function recentsCard(layout: ScreenLayout, index: number): Rect {
  const { list, cardH, gap } = layout.recents;
  return { x: list.x, y: list.y + index * (cardH + gap), w: list.w, h: cardH };
}

export const recentsCapacity = (layout: ScreenLayout) =>
  Math.max(1, Math.floor((layout.recents.list.h + layout.recents.gap) / (layout.recents.cardH + layout.recents.gap)));
