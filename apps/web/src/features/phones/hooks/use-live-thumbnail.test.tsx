import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THUMBNAIL_REFRESH_MS, useLiveThumbnail } from './use-live-thumbnail';

const getThumbnail = vi.fn<(phoneId: number) => Promise<Blob>>();
vi.mock('../api/get-thumbnail', () => ({ getThumbnail: (phoneId: number) => getThumbnail(phoneId) }));

let observed: ((entries: Array<{ isIntersecting: boolean }>) => void) | null = null;
class FakeObserver {
  constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    observed = callback;
  }
  observe() {}
  disconnect() {
    observed = null;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  let n = 0;
  vi.stubGlobal('URL', { ...URL, createObjectURL: () => `blob:thumb-${++n}`, revokeObjectURL: vi.fn() });
  getThumbnail.mockReset().mockResolvedValue(new Blob(['jpeg']));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const target = { current: document.createElement('div') };

describe('useLiveThumbnail', () => {
  it('fetches a visible running phone’s screen at once, then every refresh interval', async () => {
    const { result } = renderHook(() => useLiveThumbnail(7, true, target));
    expect(getThumbnail).not.toHaveBeenCalled();
    await act(async () => {
      observed!([{ isIntersecting: true }]);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(getThumbnail).toHaveBeenCalledWith(7);
    expect(result.current).toBe('blob:thumb-1');
    await act(() => vi.advanceTimersByTimeAsync(THUMBNAIL_REFRESH_MS));
    expect(getThumbnail).toHaveBeenCalledTimes(2);
    expect(result.current).toBe('blob:thumb-2');
  });

  it('stops fetching when the card scrolls away, and never fetches for a phone that is not running', async () => {
    renderHook(() => useLiveThumbnail(7, true, target));
    await act(async () => {
      observed!([{ isIntersecting: true }]);
      await vi.advanceTimersByTimeAsync(0);
      observed!([{ isIntersecting: false }]);
      await vi.advanceTimersByTimeAsync(THUMBNAIL_REFRESH_MS * 3);
    });
    expect(getThumbnail).toHaveBeenCalledTimes(1);
    cleanup();

    getThumbnail.mockClear();
    const { result } = renderHook(() => useLiveThumbnail(8, false, target));
    expect(observed).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(THUMBNAIL_REFRESH_MS));
    expect(getThumbnail).not.toHaveBeenCalled();
    expect(result.current).toBeNull();
  });

  it('keeps the placeholder when the screen cannot be had, and tries again later', async () => {
    getThumbnail.mockRejectedValueOnce(new Error('设备离线'));
    const { result } = renderHook(() => useLiveThumbnail(7, true, target));
    await act(async () => {
      observed!([{ isIntersecting: true }]);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(THUMBNAIL_REFRESH_MS));
    expect(result.current).toBe('blob:thumb-1');
  });
});
