import type { PopupNotice } from '@cloudphone/contract';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n';
import { useSession } from '../../shared/session/session-store';
import { stubAntdBrowserApis } from '../../shared/table/stub-antd-browser-apis';
import { useOverlay } from '../../shared/ui/overlay-store';
import { memoryStorage } from '../../test-support/memory-storage';
import { getPopupNotices } from './api/get-popup-notices';
import { createPopupFlow } from './popup-flow';
import { PopupNotices } from './popup-notices';
import { POPUP_STORAGE_KEY } from './popup-queue';
import { notice } from './popup-fixtures';
import { stubFetch } from '../../shared/testing/stub-fetch';

const stubServer = stubFetch;
const listReply = (list: PopupNotice[]) =>
  new Response(JSON.stringify({ code: 0, data: { list, total: list.length }, msg: '' }), {
    headers: { 'content-type': 'application/json' },
  });

// 2026-11-23 10:00:00 local time.
const NOW = new Date(2026, 10, 23, 10, 0, 0);
const flowFor = (storage: ReturnType<typeof memoryStorage>, navigationType = 'navigate') =>
  createPopupFlow({ fetchNotices: getPopupNotices, storage, now: () => NOW, navigationType: () => navigationType });
const dialog = () => screen.queryByTestId('system-notice-dialog');
const decided = () => waitFor(() => expect(screen.getByTestId('popup-notices').dataset.state).toBe('decided'));
const stored = (storage: ReturnType<typeof memoryStorage>) => JSON.parse(storage.map.get(POPUP_STORAGE_KEY) ?? 'null') as unknown;

beforeAll(() => {
  localStorage.setItem('locale', 'zh-CN');
  initI18n();
  stubAntdBrowserApis();
});
beforeEach(() => useSession.setState({ token: 'member-token' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useOverlay.setState({ flashes: [] });
});

describe('PopupNotices', () => {
  it('asks for the spec query, then shows the due notices one at a time by priority, saving each confirmation', async () => {
    const urls = stubServer(() =>
      listReply([
        notice(1, { popPriority: 2, popFrequency: 3 }),
        notice(2, { popPriority: 1, popFrequency: 2 }),
        notice(3, { popFrequency: 3 }),
      ]),
    );
    const storage = memoryStorage();
    // Notice 3 was shown once already (frequency 3), notice 9 is no longer on the server.
    storage.setItem(POPUP_STORAGE_KEY, JSON.stringify([{ ...notice(3, { popFrequency: 3 }), hasPopped: true }, notice(9)]));
    render(<PopupNotices flow={flowFor(storage)} />);

    await waitFor(() => expect(dialog()?.textContent).toContain('notice 2'));
    expect(urls).toEqual([
      '/app-api/system/notify-msg-manager/page?pageNo=1&pageSize=300&nowDateTime=2026-11-23%2010%3A00%3A00&msgType=3&msgType=4&status=0',
    ]);
    expect(dialog()!.textContent).toContain('content 2');
    // Merged and saved before anything is confirmed: 9 dropped, 3 keeps its flag.
    expect(stored(storage)).toEqual([
      notice(1, { popPriority: 2, popFrequency: 3 }),
      notice(2, { popPriority: 1, popFrequency: 2 }),
      { ...notice(3, { popFrequency: 3 }), hasPopped: true },
    ]);

    fireEvent.click(screen.getByTestId('system-notice-confirm'));
    await waitFor(() => expect(dialog()?.textContent).toContain('notice 1'));
    expect(stored(storage)).toContainEqual({ ...notice(2, { popPriority: 1, popFrequency: 2 }), lastPopupDate: '2026-11-23' });

    fireEvent.click(screen.getByTestId('system-notice-confirm'));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(stored(storage)).toEqual([
      { ...notice(1, { popPriority: 2, popFrequency: 3 }), hasPopped: true },
      { ...notice(2, { popPriority: 1, popFrequency: 2 }), lastPopupDate: '2026-11-23' },
      { ...notice(3, { popFrequency: 3 }), hasPopped: true },
    ]);
    expect(urls).toHaveLength(1);
  });

  it('closes an image notice with its close icon and moves on', async () => {
    stubServer(() => listReply([notice(1, { contentType: 1, content: '/img/promo.png' }), notice(2, { popPriority: 3 })]));
    render(<PopupNotices flow={flowFor(memoryStorage())} />);
    await waitFor(() => expect(dialog()?.querySelector('img')?.getAttribute('src')).toBe('/img/promo.png'));
    expect(screen.queryByTestId('system-notice-confirm')).toBeNull();
    fireEvent.click(screen.getByTestId('system-notice-close'));
    await waitFor(() => expect(dialog()?.textContent).toContain('notice 2'));
  });

  it('shows nothing and asks nothing after a reload or back/forward', async () => {
    for (const type of ['reload', 'back_forward']) {
      const urls = stubServer(() => listReply([notice(1)]));
      render(<PopupNotices flow={flowFor(memoryStorage(), type)} />);
      await decided();
      expect(urls, type).toEqual([]);
      expect(dialog()).toBeNull();
      cleanup();
    }
  });

  it('runs once per page load: coming back to /index does not fetch or show again', async () => {
    const urls = stubServer(() => listReply([notice(1)]));
    const flow = flowFor(memoryStorage());
    const first = render(<PopupNotices flow={flow} />);
    await waitFor(() => expect(dialog()).not.toBeNull());
    fireEvent.click(screen.getByTestId('system-notice-confirm'));
    await waitFor(() => expect(dialog()).toBeNull());
    first.unmount();
    render(<PopupNotices flow={flow} />);
    await decided();
    expect(dialog()).toBeNull();
    expect(urls).toHaveLength(1);
  });

  it('says it is pending until the list has answered, then decided, with or without a notice to show', async () => {
    for (const list of [[notice(1)], []]) {
      let answer: (response: Response) => void = () => undefined;
      const urls = stubServer(() => new Promise<Response>((resolve) => (answer = resolve)));
      render(<PopupNotices flow={flowFor(memoryStorage())} />);
      await waitFor(() => expect(urls).toHaveLength(1));
      expect(screen.getByTestId('popup-notices').dataset.state).toBe('pending');
      answer(listReply(list));
      await decided();
      expect(dialog() !== null, `${list.length} notices`).toBe(list.length > 0);
      cleanup();
    }
  });

  it('waits for a token before asking', async () => {
    useSession.setState({ token: null });
    const urls = stubServer(() => listReply([notice(1)]));
    render(<PopupNotices flow={flowFor(memoryStorage())} />);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(urls).toEqual([]);
    act(() => useSession.setState({ token: 'member-token' }));
    await waitFor(() => expect(dialog()?.textContent).toContain('notice 1'));
  });

  it('treats a failed fetch as no notices, silently', async () => {
    for (const answer of [
      () => new Response('{"code":500,"data":null,"msg":"boom"}', { status: 500, headers: { 'content-type': 'application/json' } }),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => new Response('<html>', { headers: { 'content-type': 'text/html' } }),
    ]) {
      const urls = stubServer(answer);
      const storage = memoryStorage();
      render(<PopupNotices flow={flowFor(storage)} />);
      await decided();
      expect(urls).toHaveLength(1);
      expect(dialog()).toBeNull();
      expect(useOverlay.getState().flashes).toEqual([]);
      expect(stored(storage)).toEqual([]);
      cleanup();
    }
  });
});
