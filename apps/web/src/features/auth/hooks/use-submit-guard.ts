import { useCallback, useRef, useState } from 'react';

/**
 * Spec point 4's submit guard: while a submission runs, and for `minIntervalMs` after it started,
 * further clicks are ignored (double clicks, impatient Enter presses).
 */
export function useSubmitGuard(minIntervalMs = 1000) {
  const running = useRef(false);
  const startedAt = useRef(0);
  const [pending, setPending] = useState(false);

  const run = useCallback(
    async (task: () => Promise<void>) => {
      const now = Date.now();
      if (running.current || now - startedAt.current < minIntervalMs) return;
      running.current = true;
      startedAt.current = now;
      setPending(true);
      try {
        await task();
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [minIntervalMs],
  );

  return { run, pending };
}
