import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollTo } from './scroll-to';

const box = (scrollTop: number) => ({ scrollTop }) as Element;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('scrollTo', () => {
  it('moves in 20 ms steps and lands exactly after the default 500 ms', () => {
    const el = box(1000);
    const done = vi.fn();
    scrollTo(0, undefined, el, done);
    const first = el.scrollTop;
    expect(first).toBeLessThan(1000);
    expect(first).toBeGreaterThan(990); // eased: a slow start
    vi.advanceTimersByTime(240);
    expect(el.scrollTop).toBeGreaterThan(0);
    expect(el.scrollTop).toBeLessThan(first);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(260);
    expect(el.scrollTop).toBe(0);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('takes as long as asked and can be cancelled', () => {
    const el = box(800);
    const cancel = scrollTo(0, 800, el);
    vi.advanceTimersByTime(500);
    const midway = el.scrollTop;
    expect(midway).toBeGreaterThan(0);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(el.scrollTop).toBe(midway);
  });
});
