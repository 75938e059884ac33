import { useEffect } from 'react';

/** What public/paint-first.js waits for before replaying the clicks it held on the painted page. */
export const PAGE_LIVE_EVENT = 'cp:live';

/**
 * Announces that the page answers input: on a pre-rendered page this runs once hydration has
 * committed (a parent's effect runs after every child's), so the held clicks reach live handlers.
 */
export function usePageLive() {
  useEffect(() => void document.dispatchEvent(new Event(PAGE_LIVE_EVENT)), []);
}
