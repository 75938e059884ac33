/** Spec point 9: the animation lasts 500 ms unless told otherwise, moving in 20 ms steps. */
export const SCROLL_DURATION_MS = 500;
export const SCROLL_STEP_MS = 20;

/** Ease in and out (quadratic): slow start, fast middle, slow landing, so a long jump still reads as one motion. */
function easeInOutQuad(elapsed: number, start: number, change: number, duration: number) {
  let t = elapsed / (duration / 2);
  if (t < 1) return (change / 2) * t * t + start;
  t--;
  return (-change / 2) * (t * (t - 2) - 1) + start;
}

/** The page's scroller when no container is given (the root element in standards mode). */
export const pageScroller = (): Element => document.scrollingElement ?? document.documentElement;

/**
 * Animates `container.scrollTop` to `to`. Returns a cancel function (a new page change cancels the
 * previous animation). Timer-driven rather than requestAnimationFrame so the 20 ms steps are the same
 * in a background tab's catch-up and in tests with fake timers.
 */
export function scrollTo(to: number, durationMs: number = SCROLL_DURATION_MS, container: Element = pageScroller(), onDone?: () => void) {
  const start = container.scrollTop;
  const change = to - start;
  let elapsed = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = () => {
    elapsed = Math.min(elapsed + SCROLL_STEP_MS, durationMs);
    container.scrollTop = durationMs > 0 ? easeInOutQuad(elapsed, start, change, durationMs) : to;
    if (elapsed < durationMs) timer = setTimeout(step, SCROLL_STEP_MS);
    else onDone?.();
  };
  step();
  return () => clearTimeout(timer);
}
