import { useEffect, useState, type RefObject } from 'react';
import { getThumbnail } from '../api/get-thumbnail';

/** How often a visible running card's screen is fetched again. */
export const THUMBNAIL_REFRESH_MS = 10_000;

/**
 * A running phone's live screen for its card, as an object URL: fetched while the card is on
 * screen and the tab is visible, every THUMBNAIL_REFRESH_MS; null until the first picture (and
 * whenever the phone stops running), so the card shows its placeholder meanwhile.
 */
export function useLiveThumbnail(phoneId: number, isRunning: boolean, target: RefObject<Element | null>): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const element = target.current;
    if (!isRunning || !element || typeof IntersectionObserver === 'undefined') return;
    let isVisible = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let isGone = false;
    let current: string | null = null;

    const schedule = (ms: number) => {
      if (timer) clearTimeout(timer);
      timer = isVisible && !isGone ? setTimeout(() => void load(), ms) : null;
    };
    async function load() {
      if (document.hidden) return schedule(THUMBNAIL_REFRESH_MS);
      try {
        const blob = await getThumbnail(phoneId);
        if (isGone) return;
        const next = URL.createObjectURL(blob);
        if (current) URL.revokeObjectURL(current);
        current = next;
        setUrl(next);
      } catch {
        // Not running any more, or offline: the card's status shows why; try again later.
      }
      schedule(THUMBNAIL_REFRESH_MS);
    }
    const observer = new IntersectionObserver(([entry]) => {
      isVisible = entry?.isIntersecting ?? false;
      schedule(0);
    });
    observer.observe(element);
    return () => {
      isGone = true;
      observer.disconnect();
      if (timer) clearTimeout(timer);
      if (current) URL.revokeObjectURL(current);
      setUrl(null);
    };
  }, [phoneId, isRunning, target]);
  return url;
}
