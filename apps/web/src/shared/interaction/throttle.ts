export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Lets the next call through at once (e.g. after the element's state was reset). */
  cancel(): void;
}

/**
 * Leading-edge throttle: the first call runs at once, calls within `waitMs` after it are dropped.
 * Dropping (rather than replaying the last call later) is what buttons want: a burst of clicks is one click.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number, now: () => number = Date.now): Throttled<A> {
  let last = Number.NEGATIVE_INFINITY;
  const throttled = (...args: A) => {
    const time = now();
    if (time - last < waitMs) return;
    last = time;
    fn(...args);
  };
  throttled.cancel = () => {
    last = Number.NEGATIVE_INFINITY;
  };
  return throttled;
}
