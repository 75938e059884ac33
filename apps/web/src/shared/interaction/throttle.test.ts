import { describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  it('runs the first call and drops calls within the wait', () => {
    let time = 0;
    const fn = vi.fn();
    const throttled = throttle(fn, 300, () => time);
    throttled('a');
    time = 299;
    throttled('b');
    time = 300;
    throttled('c');
    expect(fn.mock.calls).toEqual([['a'], ['c']]);
  });

  it('lets the next call through after cancel', () => {
    const time = 0;
    const fn = vi.fn();
    const throttled = throttle(fn, 300, () => time);
    throttled();
    throttled.cancel();
    throttled();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
