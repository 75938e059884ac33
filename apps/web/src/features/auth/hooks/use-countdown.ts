import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until `start(seconds)` runs out. Computed from an end time rather than by counting
 * ticks, so a throttled background tab still shows the right number.
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (endsAt === 0) return;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      return t >= endsAt;
    };
    // Read the clock here too: the end may have passed before this effect ran (a late effect on a
    // busy machine, a clock that jumped), and the count must not stay where start() left it.
    if (tick()) return;
    const timer = setInterval(() => tick() && clearInterval(timer), 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setEndsAt(t + seconds * 1000);
  }, []);

  return { left, running: left > 0, start };
}
