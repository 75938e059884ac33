import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { create } from 'zustand';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeBell } from './notice-bell';
import { clearFlashes, noticeRow, PATHS, renderNotices, serveNotices, useNoticeLocale } from './testing/notice-test-kit';

beforeAll(() => useNoticeLocale('en-US'));
beforeEach(clearFlashes);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NoticeBell', () => {
  it('hides the badge at 0', () => {
    render(<NoticeBell count={0} onClick={() => undefined} />);
    expect(screen.getByTestId('notice-bell').getAttribute('aria-label')).toBe('Notifications');
    expect(screen.queryByTestId('notice-badge')).toBeNull();
  });

  it('shows 1 to 99 as the number', () => {
    render(<NoticeBell count={42} onClick={() => undefined} />);
    expect(screen.getByTestId('notice-badge').textContent).toBe('42');
    expect(screen.getByTestId('notice-bell').getAttribute('aria-label')).toBe('Notifications, 42 unread');
  });

  it('caps above 99 at 99+', () => {
    render(<NoticeBell count={100} onClick={() => undefined} />);
    expect(screen.getByTestId('notice-badge').textContent).toBe('99+');
  });
});

/** The bell as the top bar has it: its count from outside (the socket), "view all" going to /notice. */
const useSocketCount = create<{ count: number }>(() => ({ count: 0 }));
const setCount = (count: number) => useSocketCount.setState({ count });
function TopBarBell() {
  const count = useSocketCount((s) => s.count);
  const navigate = useNavigate();
  return <NoticeBell count={count} onClick={() => void navigate('/notice')} />;
}

describe("the bell's list", { timeout: 30_000 }, () => {
  it('lists the latest unread messages; one opens on its page, which marks it read, and the badge follows the socket', async () => {
    let unread = [noticeRow(3, { title: 'Phones expiring soon', type: 3 }), noticeRow(2, { title: 'Maintenance' })];
    const server = serveNotices({
      [PATHS.page]: () => ({ list: unread, total: unread.length }),
      [PATHS.info]: ({ path }) => {
        const id = Number(path.split('/').at(-1));
        unread = unread.filter((n) => n.id !== id);
        return noticeRow(id, { title: 'Phones expiring soon', type: 3, readStatus: true });
      },
    });
    setCount(2);
    renderNotices('/index', <TopBarBell />);
    expect(screen.getByTestId('notice-badge').textContent).toBe('2');

    fireEvent.click(screen.getByTestId('notice-bell'));
    const items = await screen.findAllByTestId('notice-bell-item');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Phones expiring soon'),
      expect.stringContaining('Maintenance'),
    ]);
    expect(items[0]!.textContent).toContain('Due reminder');
    expect(server.to(PATHS.page)[0]?.query).toEqual({ pageNo: '1', pageSize: '5', readStatus: 'false' });

    fireEvent.click(items[0]!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/seeNotice/3'));
    expect((await screen.findByTestId('see-notice-title')).textContent).toBe('Phones expiring soon');
    expect(server.to(PATHS.info).map((r) => r.path)).toEqual([`${PATHS.info}/3`]);
    await waitFor(() => expect(screen.queryByTestId('notice-bell-list')).toBeNull());

    // The server pushes the lower count on the notice socket; the badge and the list follow.
    act(() => setCount(1));
    // (antd animates the badge's digits; the label says the number at once.)
    expect(screen.getByTestId('notice-bell').getAttribute('aria-label')).toBe('Notifications, 1 unread');
    fireEvent.click(screen.getByTestId('notice-bell'));
    await waitFor(() => expect(screen.getAllByTestId('notice-bell-item').map((item) => item.getAttribute('data-id'))).toEqual(['2']));
    act(() => setCount(0));
    expect(screen.queryByTestId('notice-badge')).toBeNull();
  });

  it('says when nothing is unread, and "view all" opens the message center', async () => {
    serveNotices({ [PATHS.page]: () => ({ list: [], total: 0 }) });
    setCount(0);
    renderNotices('/index', <TopBarBell />);
    fireEvent.click(screen.getByTestId('notice-bell'));
    expect((await screen.findByTestId('notice-bell-empty')).textContent).toBe('No unread messages');
    fireEvent.click(screen.getByTestId('notice-bell-all'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/notice'));
    expect(await screen.findByTestId('notice-page')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('notice-bell-list')).toBeNull());
  });
});
