import type { PopupNotice } from '@cloudphone/contract';
import { createStore } from 'zustand/vanilla';
import { DEFAULT_TIME_FORMAT, formatTime } from '../../shared/format';
import { getPopupNotices } from './api/get-popup-notices';
import { due, markShown, mergeStored, readStored, writeStored, type StoredPopupNotice } from './popup-queue';

export interface PopupFlowDeps {
  /** The server's list for the browser's current time (`yyyy-MM-dd HH:mm:ss`); never rejects. */
  fetchNotices(nowDateTime: string): Promise<PopupNotice[]>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now(): Date;
  /** How this document was loaded: PerformanceNavigationTiming.type ('navigate', 'reload', 'back_forward', …). */
  navigationType(): string | undefined;
}

const day = (date: Date) => formatTime(date, '{y}-{m}-{d}');

/**
 * The popup notices of one page load (spec point 4): started from /index, it runs at most once per
 * page load and only when the document came from a normal navigation, not a reload or back/forward.
 * The queue lives here rather than in the component, so leaving /index and coming back shows what
 * is left instead of starting over.
 */
export function createPopupFlow(deps: PopupFlowDeps) {
  /** `isDecided`: this page load's notices are known (queued, or none because of how the page was loaded). */
  const store = createStore<{ queue: StoredPopupNotice[]; isDecided: boolean }>(() => ({ queue: [], isDecided: false }));
  /** Every notice the server listed, with the remembered state; what gets saved. */
  let known: StoredPopupNotice[] = [];
  let isStarted = false;

  return {
    store,

    /** Fetches, merges with storage, saves, and queues what is due today. Does nothing after the first call. */
    async start() {
      if (isStarted) return;
      isStarted = true;
      if (deps.navigationType() !== 'navigate') {
        store.setState({ isDecided: true });
        return;
      }
      const now = deps.now();
      const server = await deps.fetchNotices(formatTime(now, DEFAULT_TIME_FORMAT));
      known = mergeStored(server, readStored(deps.storage));
      writeStored(deps.storage, known);
      store.setState({ queue: due(known, day(now)), isDecided: true });
    },

    /** The member acknowledged the first queued notice: mark it, save, and move on to the next. */
    confirm() {
      const [current, ...rest] = store.getState().queue;
      if (!current) return;
      const shown = markShown(current, day(deps.now()));
      known = known.map((notice) => (notice.id === shown.id ? shown : notice));
      writeStored(deps.storage, known);
      store.setState({ queue: rest });
    },
  };
}
export type PopupFlow = ReturnType<typeof createPopupFlow>;

/** The browser's flow: one per page load, as the module is loaded once. */
export const popupFlow = createPopupFlow({
  fetchNotices: getPopupNotices,
  storage: {
    getItem: (key) => localStorage.getItem(key),
    setItem: (key, value) => localStorage.setItem(key, value),
  },
  now: () => new Date(),
  navigationType: () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type,
});
