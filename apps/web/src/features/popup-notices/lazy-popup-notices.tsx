import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../shared/lazy/lazy-part';

// Popups are optional: a chunk that fails to load shows nothing rather than the error page.
const { Component: PopupNotices } = lazyPart('popup-notices', () => import('./popup-notices').then((m) => m.PopupNotices), {
  onFailure: 'hide',
});

/** Calls back once the browser is idle (or after a short wait where it cannot tell); returns a cancel. */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 200);
  return () => clearTimeout(timer);
}

/**
 * The popup notices, loaded once the page is on screen and the browser is idle: the dialog, its
 * sanitiser and the request add nothing to /index's first load.
 */
export function LazyPopupNotices() {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return isIdle ? (
    <Suspense fallback={null}>
      <PopupNotices />
    </Suspense>
  ) : null;
}
