import { POPUP_FREQUENCIES, type PopupNotice } from '@cloudphone/contract';

/** localStorage key of the notices this browser has seen, with when and whether they were shown. */
export const POPUP_STORAGE_KEY = 'popupNotices';

/** A popup notice with what this browser remembers about it (spec point 3: lastPopupDate, hasPopped). */
export interface StoredPopupNotice extends PopupNotice {
  /** Local calendar day (yyyy-MM-dd) it was last confirmed; frequency 2 shows once per such day. */
  lastPopupDate?: string;
  /** Confirmed at least once; frequency 3 never shows again. */
  hasPopped?: boolean;
}

/**
 * The server's list with what storage remembers about each notice: lastPopupDate and hasPopped
 * come from storage, everything else from the server; notices no longer on the server are dropped.
 */
export function mergeStored(server: readonly PopupNotice[], stored: readonly StoredPopupNotice[]): StoredPopupNotice[] {
  const byId = new Map(stored.map((notice) => [notice.id, notice]));
  return server.map((notice) => {
    const known = byId.get(notice.id);
    const merged: StoredPopupNotice = { ...notice };
    if (known?.lastPopupDate) merged.lastPopupDate = known.lastPopupDate;
    if (known?.hasPopped) merged.hasPopped = true;
    return merged;
  });
}

/** Whether a notice should show today by its frequency: 1 always, 2 unless shown today, 3 unless shown before. */
export function isDue(notice: StoredPopupNotice, today: string): boolean {
  if (notice.popFrequency === POPUP_FREQUENCIES.oncePerDay) return notice.lastPopupDate !== today;
  if (notice.popFrequency === POPUP_FREQUENCIES.once) return !notice.hasPopped;
  return true;
}

/** By popPriority ascending; equal priorities keep the server's order. */
export const sortByPriority = <T extends Pick<PopupNotice, 'popPriority'>>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => a.popPriority - b.popPriority);

/** The notices to show today, in the order to show them. */
export const due = (list: readonly StoredPopupNotice[], today: string): StoredPopupNotice[] =>
  sortByPriority(list.filter((notice) => isDue(notice, today)));

/** The notice after the member confirmed it: the day set for frequency 2, the popped flag for 3. */
export function markShown(notice: StoredPopupNotice, today: string): StoredPopupNotice {
  if (notice.popFrequency === POPUP_FREQUENCIES.oncePerDay) return { ...notice, lastPopupDate: today };
  if (notice.popFrequency === POPUP_FREQUENCIES.once) return { ...notice, hasPopped: true };
  return notice;
}

const isStoredNotice = (value: unknown): value is StoredPopupNotice =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';

/** What storage remembers; missing, corrupt or blocked storage reads as nothing remembered. */
export function readStored(storage: Pick<Storage, 'getItem'>): StoredPopupNotice[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(POPUP_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isStoredNotice) : [];
  } catch {
    return [];
  }
}

/** Saves the list; blocked or full storage only means the notices may show again next time. */
export function writeStored(storage: Pick<Storage, 'setItem'>, list: readonly StoredPopupNotice[]) {
  try {
    storage.setItem(POPUP_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // nothing to do: see above
  }
}
