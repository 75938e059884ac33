import type { StreamInput } from '@cloudphone/contract';
import type { LauncherApp } from './launcher-apps.js';
import {
  dockCell,
  gridCell,
  inside,
  KEY_DELETE,
  KEY_ENTER,
  perPage,
  recentsCapacity,
  recentsCard,
  screenLayout,
  type ScreenLayout,
} from './layout.js';

export type ScreenView = 'launcher' | 'app' | 'recents';

/** What the phone shows and remembers, apart from the device's own state. */
export interface ScreenState {
  rotation: 0 | 1;
  view: ScreenView;
  /** The app on screen (view `app`), or the one recents returns to. */
  appId: string | null;
  /** What `back` returns to from recents. */
  underRecents: 'launcher' | 'app';
  page: number;
  /** The app's text field has focus: the keyboard is up and text goes into it. */
  isFocused: boolean;
  /** The text field of each app that was typed into. */
  texts: Record<string, string>;
  /** Opened apps, most recent first. */
  recents: string[];
  /** The power key turned the display off. */
  isAsleep: boolean;
  /** The target under a finger that is down and has not moved: drawn as pressed. */
  pressed: string | null;
  /** The last input seq applied. */
  lastSeq: number;
}

/** What the model needs to know about the device to apply input. */
export interface ScreenContext {
  dock: readonly LauncherApp[];
  grid: readonly LauncherApp[];
  dpi: number;
}

/** A finger within this many dp of where it went down is a tap, not a swipe. */
const TAP_SLOP_DP = 12;
/** A horizontal swipe over this share of the width turns the launcher page. */
const PAGE_SWIPE = 0.15;
const TEXT_MAX = 10_000;

export const pageCount = (layout: ScreenLayout, apps: number) => Math.max(1, Math.ceil(apps / perPage(layout)));

export function initialScreen(rotation: 0 | 1): ScreenState {
  return {
    rotation,
    view: 'launcher',
    appId: null,
    underRecents: 'launcher',
    page: 0,
    isFocused: false,
    texts: {},
    recents: [],
    isAsleep: false,
    pressed: null,
    lastSeq: 0,
  };
}

/**
 * The phone's screen as a state machine obeying stream input: taps on icons open apps, the text
 * field takes text, back / home / recents navigate, swipes turn launcher pages, rotate turns it.
 */
export function createScreenModel(rotation: 0 | 1) {
  let state = initialScreen(rotation);
  /** The finger being followed (the first one down); other fingers are ignored. */
  let touch: { id: number; x0: number; y0: number; x: number; y: number; target: string | null } | null = null;

  const layoutOf = (ctx: ScreenContext) => screenLayout(state.rotation, ctx.dpi);
  const allApps = (ctx: ScreenContext) => [...ctx.dock, ...ctx.grid];

  function openApp(id: string) {
    state.view = 'app';
    state.appId = id;
    state.isFocused = false;
    state.recents = [id, ...state.recents.filter((r) => r !== id)];
  }

  function goHome() {
    // Home on the launcher goes to its first page; from anywhere else, back to the page it was on.
    if (state.view === 'launcher') state.page = 0;
    state.view = 'launcher';
    state.isFocused = false;
  }

  function goBack() {
    if (state.view === 'app' && state.isFocused) state.isFocused = false;
    else if (state.view === 'app') state.view = 'launcher';
    else if (state.view === 'recents') state.view = state.underRecents === 'app' && state.appId ? 'app' : 'launcher';
  }

  function toggleRecents() {
    if (state.view === 'recents') {
      goBack();
      return;
    }
    state.underRecents = state.view === 'app' ? 'app' : 'launcher';
    state.view = 'recents';
    state.isFocused = false;
  }

  function type(text: string) {
    if (state.view !== 'app' || !state.isFocused || !state.appId) return;
    let value = state.texts[state.appId] ?? '';
    // A backspace character deletes, as the on-screen keyboard's delete key does.
    for (const ch of text) value = ch === '\b' ? [...value].slice(0, -1).join('') : value + ch;
    state.texts[state.appId] = value.slice(0, TEXT_MAX);
  }

  /** What is under a point, as a target name; null for nothing tappable. */
  function hit(ctx: ScreenContext, x: number, y: number): string | null {
    const layout = layoutOf(ctx);
    const { nav } = layout;
    if (inside(nav.back, x, y)) return 'nav:back';
    if (inside(nav.home, x, y)) return 'nav:home';
    if (inside(nav.recents, x, y)) return 'nav:recents';
    if (state.view === 'launcher') {
      const dock = ctx.dock.findIndex((_, i) => inside(dockCell(layout, i, ctx.dock.length), x, y));
      if (dock >= 0) return `app:${ctx.dock[dock]!.id}`;
      const size = perPage(layout);
      const onPage = ctx.grid.slice(state.page * size, (state.page + 1) * size);
      const at = onPage.findIndex((_, i) => inside(gridCell(layout, i), x, y));
      return at >= 0 ? `app:${onPage[at]!.id}` : null;
    }
    if (state.view === 'app') {
      if (inside(layout.app.back, x, y)) return 'back';
      if (inside(layout.app.field, x, y)) return 'field';
      if (state.isFocused) {
        const key = layout.app.keys.find((k) => inside(k.rect, x, y));
        if (key) return `key:${key.key}`;
      }
      return null;
    }
    if (inside(layout.recents.clearAll, x, y) && state.recents.length > 0) return 'clear-all';
    const cards = state.recents.slice(0, recentsCapacity(layout));
    const card = cards.findIndex((_, i) => inside(recentsCard(layout, i), x, y));
    return card >= 0 ? `card:${cards[card]}` : null;
  }

  function activate(target: string) {
    const [kind, arg = ''] = target.split(/:(.*)/s) as [string, string?];
    if (kind === 'nav' && arg === 'back') goBack();
    else if (kind === 'back') goBack();
    else if (kind === 'nav' && arg === 'home') goHome();
    else if (kind === 'nav' && arg === 'recents') toggleRecents();
    else if (kind === 'app' || kind === 'card') openApp(arg);
    else if (kind === 'field') state.isFocused = true;
    else if (kind === 'key') type(arg === KEY_DELETE ? '\b' : arg === KEY_ENTER ? '\n' : arg);
    else if (kind === 'clear-all') {
      state.recents = [];
      state.view = 'launcher';
    }
  }

  function applyTouch(input: Extract<StreamInput, { type: 'touch' }>, ctx: ScreenContext) {
    const layout = layoutOf(ctx);
    const x = input.x * layout.width;
    const y = input.y * layout.height;
    const id = input.id ?? 0;
    if (input.action === 'down') {
      if (touch && touch.id !== id) return;
      const target = hit(ctx, x, y);
      touch = { id, x0: x, y0: y, x, y, target };
      state.pressed = target;
      return;
    }
    if (!touch || touch.id !== id) return;
    if (input.action === 'cancel') {
      // The gesture was taken away (Android's ACTION_CANCEL): the finger lifts and nothing happens.
      touch = null;
      state.pressed = null;
      return;
    }
    touch.x = x;
    touch.y = y;
    const dx = x - touch.x0;
    const dy = y - touch.y0;
    const isTap = Math.hypot(dx, dy) <= TAP_SLOP_DP * layout.dp;
    if (!isTap) state.pressed = null;
    if (input.action === 'move') return;
    const { target } = touch;
    touch = null;
    state.pressed = null;
    if (isTap) {
      if (target && hit(ctx, x, y) === target) activate(target);
      return;
    }
    if (state.view === 'launcher' && Math.abs(dx) > layout.width * PAGE_SWIPE && Math.abs(dx) > Math.abs(dy)) {
      const last = pageCount(layout, ctx.grid.length) - 1;
      state.page = Math.max(0, Math.min(last, state.page + (dx < 0 ? 1 : -1)));
    }
  }

  function sync(ctx: ScreenContext) {
    const ids = new Set(allApps(ctx).map((a) => a.id));
    if (state.appId && !ids.has(state.appId)) {
      state.appId = null;
      if (state.view === 'app') state.view = 'launcher';
      state.isFocused = false;
    }
    state.recents = state.recents.filter((id) => ids.has(id));
    for (const id of Object.keys(state.texts)) if (!ids.has(id)) delete state.texts[id];
    state.page = Math.min(state.page, pageCount(layoutOf(ctx), ctx.grid.length) - 1);
  }

  function setRotation(rotation: 0 | 1, ctx: ScreenContext) {
    state.rotation = rotation;
    touch = null;
    state.pressed = null;
    sync(ctx);
  }

  return {
    get state(): Readonly<ScreenState> {
      return state;
    },

    /** Applies one input; the device must be usable (the caller checks). */
    apply(input: StreamInput, ctx: ScreenContext) {
      if (input.type === 'quality' || input.type === 'screenshot') return;
      state.lastSeq = input.seq;
      if (state.isAsleep && !(input.type === 'key' && input.key === 'power')) return;
      switch (input.type) {
        case 'touch':
          applyTouch(input, ctx);
          break;
        case 'key':
          if (input.key === 'home') goHome();
          else if (input.key === 'back') goBack();
          else if (input.key === 'recents') toggleRecents();
          else if (input.key === 'power') state.isAsleep = !state.isAsleep;
          else if (input.key === 'del') type('\b');
          else if (input.key === 'enter') type('\n');
          break;
        case 'text':
        case 'clipboard':
          type(input.text);
          break;
        case 'rotate':
          setRotation(state.rotation === 0 ? 1 : 0, ctx);
          break;
      }
    },

    /** Turns the screen (rotate input, or the device's stored orientation). */
    setRotation,
    /** Keeps the screen consistent with the device: uninstalled apps close, pages shrink. */
    sync,

    /** A fresh boot: the launcher's first page, nothing open, nothing typed. */
    reboot() {
      state = { ...initialScreen(state.rotation), lastSeq: state.lastSeq };
      touch = null;
    },
  };
}

export type ScreenModel = ReturnType<typeof createScreenModel>;
