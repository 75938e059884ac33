import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';

NProgress.configure({ showSpinner: false, trickleSpeed: 120 });

/**
 * The bar at the top during navigation (spec: nprogress): every navigation and every page chunk
 * still loading holds it; it finishes when nothing does.
 */
let holders = 0;
export function holdProgress(): () => void {
  if (holders++ === 0) NProgress.start();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holders === 0) NProgress.done();
  };
}

/** Holds the bar while the calling component is mounted (a Suspense fallback). */
export function useNavigationProgress() {
  useEffect(() => holdProgress(), []);
}
