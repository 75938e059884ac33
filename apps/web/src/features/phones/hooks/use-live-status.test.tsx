import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishPushMessage } from '../../../shared/realtime/push-events';
import { phoneKeys, type PhoneListFilters } from '../api/phone-keys';
import type { PhonePages } from '../api/get-phone-page';
import { applyPhoneStatus, rowsOf } from '../phone-cache';
import { makePhone } from '../test-phones';
import { STATUS_POLL_MS, useLiveStatus } from './use-live-status';

const filters = (sortType: number): PhoneListFilters => ({
  keyword: '',
  group: 'all',
  tagId: null,
  status: null,
  expiringSoon: false,
  authorized: null,
  sortType,
});

function seed(client: QueryClient) {
  const pages: PhonePages = {
    pages: [
      { list: [makePhone(1), makePhone(2)], total: 3 },
      { list: [makePhone(3)], total: 3 },
    ],
    pageParams: [1, 2],
  };
  client.setQueryData(phoneKeys.list(filters(1)), pages);
  client.setQueryData(phoneKeys.list(filters(2)), { pages: [{ list: [makePhone(2)], total: 1 }], pageParams: [1] });
  return pages;
}

const wrapper = (client: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('live phone statuses', () => {
  it('updates the row in place in every cached list, keeping untouched pages as they were', () => {
    const client = new QueryClient();
    const before = seed(client);
    expect(applyPhoneStatus(client, { phoneId: 2, status: 2, powerOn: true })).toBe(2);
    const after = client.getQueryData<PhonePages>(phoneKeys.list(filters(1)))!;
    expect(rowsOf(after).map((r) => r.status)).toEqual([1, 2, 1]);
    expect(after.pages[1]).toBe(before.pages[1]);
    expect(rowsOf(client.getQueryData<PhonePages>(phoneKeys.list(filters(2))))[0]!.status).toBe(2);
    // The same status again changes nothing.
    expect(applyPhoneStatus(client, { phoneId: 2, status: 2, powerOn: true })).toBe(0);
  });

  it('applies a phone-status push to the query cache without a refetch (重启中 → 运行中)', () => {
    const client = new QueryClient();
    seed(client);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderHook(() => useLiveStatus([]), { wrapper: wrapper(client) });
    act(() => void publishPushMessage({ type: 'phone-status', data: { phoneId: 3, status: 2, powerOn: true } }));
    const status = () => rowsOf(client.getQueryData<PhonePages>(phoneKeys.list(filters(1))))[2]!.status;
    expect(status()).toBe(2);
    act(() => void publishPushMessage({ type: 'phone-status', data: { phoneId: 3, status: 1, powerOn: true } }));
    expect(status()).toBe(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stops listening when unmounted', () => {
    const client = new QueryClient();
    seed(client);
    const { unmount } = renderHook(() => useLiveStatus([]), { wrapper: wrapper(client) });
    unmount();
    publishPushMessage({ type: 'phone-status', data: { phoneId: 1, status: 4, powerOn: true } });
    expect(rowsOf(client.getQueryData<PhonePages>(phoneKeys.list(filters(1))))[0]!.status).toBe(1);
  });

  it('asks query-status every 10 s for the phones still in a transitional state', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    seed(client);
    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ code: 0, data: { list: [{ phoneId: 2, status: 1, powerOn: true }] }, msg: '' }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const rows = [makePhone(1), makePhone(2, { status: 2 }), makePhone(3, { status: 13 })];
    renderHook(() => useLiveStatus(rows), { wrapper: wrapper(client) });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    });
    expect(calls).toEqual([{ phoneIds: [2, 3] }]);
    expect(rowsOf(client.getQueryData<PhonePages>(phoneKeys.list(filters(1))))[1]!.status).toBe(1);
  });
});
