import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n';
import { useOverlay } from '../../shared/ui/overlay-store';
import { useNoticeCount } from './use-notice-count';

/** Stands in for the browser WebSocket; every instance is recorded so the test can drive it. */
class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closedWith: number | undefined;
  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  // Server side:
  open = () => act(() => this.onopen?.({}));
  push = (data: string) => act(() => this.onmessage?.({ data }));
  fail = () =>
    act(() => {
      this.onerror?.({});
      this.onclose?.({ code: 1006 });
    });
  drop = (code: number) => act(() => this.onclose?.({ code }));
}

const sockets = FakeWebSocket.instances;
const latest = () => sockets[sockets.length - 1]!;
const flashes = () => useOverlay.getState().flashes.map((f) => `${f.tone}:${f.text}`);
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeAll(() => {
  localStorage.setItem('locale', 'zh-CN');
  initI18n();
});
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  sockets.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useOverlay.setState({ flashes: [] });
});

describe('useNoticeCount', () => {
  it('opens the notice socket on the page host and follows the pushed count', async () => {
    const { result } = renderHook(() => useNoticeCount(9, 'tok'));
    expect(sockets).toHaveLength(1);
    expect(latest().url).toBe(`ws://${window.location.host}/prod-api/api/websocket/notice/9/0?token=tok`);
    await latest().open();
    await latest().push('{"type":"notice-count","data":3}');
    expect(result.current.count).toBe(3);
    await latest().push('{"type":"notice-count","data":150}');
    expect(result.current.count).toBe(150);
  });

  it('sets 0 on an invalid message', async () => {
    const { result } = renderHook(() => useNoticeCount(9, 'tok'));
    await latest().push('{"data":4}');
    await latest().push('garbage');
    expect(result.current.count).toBe(0);
  });

  it('opens nothing without a user id or token', () => {
    const { result } = renderHook(() => useNoticeCount(null, 'tok'));
    renderHook(() => useNoticeCount(9, null));
    expect(sockets).toHaveLength(0);
    expect(result.current).toEqual({ count: 0, isErrored: false, errorCount: 0 });
  });

  it('counts errors, drops the socket and reconnects one second after a close', async () => {
    const { result } = renderHook(() => useNoticeCount(9, 'tok'));
    await latest().fail();
    expect(result.current).toMatchObject({ isErrored: true, errorCount: 1 });
    await wait(999);
    expect(sockets).toHaveLength(1);
    await wait(1);
    expect(sockets).toHaveLength(2);
    await latest().open();
    expect(result.current).toMatchObject({ isErrored: false, errorCount: 0 });
    expect(flashes()).toEqual([]);
  });

  it('warns to check the network once the errors exceed five, and stops', async () => {
    const { result } = renderHook(() => useNoticeCount(9, 'tok'));
    for (let i = 1; i <= 5; i++) {
      await latest().fail();
      await wait(1000);
    }
    expect(sockets).toHaveLength(6);
    expect(flashes()).toEqual([]);
    await latest().fail();
    expect(result.current.errorCount).toBe(6);
    await wait(1000);
    expect(flashes()).toEqual(['warning:消息通知连接失败，请检查网络']);
    await wait(10_000);
    expect(sockets).toHaveLength(6);
  });

  it('does not retry a refused token (4401)', async () => {
    renderHook(() => useNoticeCount(9, 'expired'));
    await latest().drop(4401);
    await wait(5000);
    expect(sockets).toHaveLength(1);
  });

  it('closes the socket on unmount and never reconnects it', async () => {
    const { unmount } = renderHook(() => useNoticeCount(9, 'tok'));
    const socket = latest();
    unmount();
    expect(socket.closedWith).toBe(1000);
    socket.onclose?.({ code: 1000 });
    await wait(5000);
    expect(sockets).toHaveLength(1);
  });

  it('reopens with a new token after a refresh', () => {
    const { rerender } = renderHook(({ token }) => useNoticeCount(9, token), { initialProps: { token: 'old' } });
    const first = latest();
    rerender({ token: 'new' });
    expect(first.closedWith).toBe(1000);
    expect(latest().url).toContain('token=new');
    expect(sockets).toHaveLength(2);
  });
});
