// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('counts down from the end time and stops at zero', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ left: 0, running: false });
    act(() => result.current.start(60));
    expect(result.current).toMatchObject({ left: 60, running: true });
    vi.setSystemTime(Date.now() + 30_500);
    await waitFor(() => expect(result.current.left).toBe(30));
    vi.setSystemTime(Date.now() + 30_000);
    await waitFor(() => expect(result.current).toMatchObject({ left: 0, running: false }));
  });

  it('reaches zero when the end passed before its effect ran', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { result } = renderHook(() => useCountdown());
    // start() and the clock moving past the end, both before React runs the effect (act flushes it last).
    act(() => {
      result.current.start(60);
      vi.setSystemTime(Date.now() + 61_000);
    });
    await waitFor(() => expect(result.current).toMatchObject({ left: 0, running: false }));
  });
});
