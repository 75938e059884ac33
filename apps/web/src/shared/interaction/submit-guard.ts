/** How long after a submission starts further ones are ignored, unless the caller says otherwise (spec point 4). */
export const SUBMIT_GUARD_MS = 1000;

export interface SubmitGuard {
  /**
   * Runs `action` unless a previous one is still running or started less than the interval ago.
   * Returns whether it ran. A promise keeps the guard closed until it settles.
   */
  run(action: () => unknown): boolean;
  isBlocked(): boolean;
}

/** The framework-free guard behind useSubmitGuard; `now` is injectable for tests. */
export function createSubmitGuard(intervalMs: number = SUBMIT_GUARD_MS, now: () => number = Date.now): SubmitGuard {
  let startedAt = Number.NEGATIVE_INFINITY;
  let running = false;
  const isBlocked = () => running || now() - startedAt < intervalMs;
  return {
    isBlocked,
    run(action) {
      if (isBlocked()) return false;
      startedAt = now();
      const result = action();
      if (result instanceof Promise) {
        running = true;
        result.then(
          () => (running = false),
          () => (running = false),
        );
      }
      return true;
    },
  };
}
