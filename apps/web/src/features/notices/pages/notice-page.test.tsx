import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AT,
  clearFlashes,
  feedbackRow,
  flashes,
  noticeRow,
  PATHS,
  renderNotices,
  serveNotices,
  useNoticeLocale,
} from '../testing/notice-test-kit';

beforeEach(clearFlashes);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROWS = [
  noticeRow(1, { title: '系统维护通知', type: 1 }),
  noticeRow(2, { title: '您的反馈有了回复：无法连接', type: 2, readStatus: true }),
  noticeRow(3, { title: '云手机即将到期提醒', type: 3 }),
  noticeRow(4, { title: '云手机已到期提醒', type: 4, readStatus: true }),
];
const page =
  (list = ROWS) =>
  () => ({ list, total: list.length });

// A row is read once antd has added the columns kept for wider screens (the read state, the view
// button), which in tests it does in an effect after a paint.
const rowOf = (id: number) =>
  waitFor(() => {
    const row = screen.getAllByTestId('notice-row').find((r) => r.getAttribute('data-id') === String(id));
    if (!row?.querySelector('[data-testid="notice-read"]')) throw new Error(`no whole row ${id}`);
    return row;
  });
const tick = async (id: number) => fireEvent.click(within(await rowOf(id)).getByRole('checkbox'));
const titleInput = () => {
  const host = screen.getByTestId('notice-filter-title');
  return host instanceof HTMLInputElement ? host : host.querySelector('input')!;
};
const typeTitle = (value: string) => fireEvent.change(titleInput(), { target: { value } });
/** antd puts a space between two Chinese characters of a button. */
const label = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, '');

// antd's tables and dialogs are slow to render in jsdom on a shared machine.
describe('/notice', { timeout: 30_000 }, () => {
  beforeEach(() => useNoticeLocale('zh-CN'));

  it('lists the messages with title, type, read status and time, 20 a page', async () => {
    const server = serveNotices({ [PATHS.page]: page() });
    renderNotices();
    const first = await rowOf(1);
    expect(first.textContent).toContain('系统维护通知');
    expect(within(first).getByTestId('notice-read').textContent).toBe('未读');
    expect(first.textContent).toContain('2030-01-02 03:03:05');
    expect((await screen.findAllByTestId('notice-type')).map((tag) => tag.textContent)).toEqual([
      '全员通知',
      '用户反馈回复',
      '到期提醒',
      '过期提醒',
    ]);
    expect(within(await rowOf(2)).getByTestId('notice-read').textContent).toBe('已读');
    expect(server.to(PATHS.page)[0]?.query).toEqual({ pageNo: '1', pageSize: '20' });
    // The spec's labels.
    expect(screen.getAllByText('标题').length).toBeGreaterThan(0);
    expect(screen.getAllByText('阅读状态').length).toBeGreaterThan(0);
    expect(['notice-search', 'notice-reset', 'notice-delete', 'notice-mark-all-read'].map(label)).toEqual([
      '搜索',
      '重置',
      '删除',
      '全部标为已读',
    ]);
    expect(screen.getAllByTestId('notice-view')[0]!.textContent?.replace(/\s/g, '')).toBe('查看');
  });

  it('filters by title and read status, and reset clears them', async () => {
    const server = serveNotices({ [PATHS.page]: page() });
    renderNotices();
    await rowOf(1);
    typeTitle(' 到期 ');
    fireEvent.mouseDown(screen.getByTestId('notice-filter-status').querySelector('input')!);
    const options = await screen.findAllByTestId('notice-filter-status-option');
    fireEvent.click(options.find((o) => o.getAttribute('data-read') === 'false')!);
    fireEvent.click(screen.getByTestId('notice-search'));
    await waitFor(() =>
      expect(server.to(PATHS.page).at(-1)?.query).toEqual({ pageNo: '1', pageSize: '20', title: '到期', readStatus: 'false' }),
    );
    fireEvent.click(screen.getByTestId('notice-reset'));
    await waitFor(() => expect(server.to(PATHS.page).at(-1)?.query).toEqual({ pageNo: '1', pageSize: '20' }));
    expect(titleInput().value).toBe('');
  });

  it('asks before deleting the selection, deletes only after "Delete", then refreshes the list', async () => {
    let list = ROWS;
    const server = serveNotices({
      [PATHS.page]: () => ({ list, total: list.length }),
      [PATHS.remove]: ({ body }) => {
        const ids = (body as { ids: number[] }).ids;
        list = list.filter((row) => !ids.includes(row.id));
        return ids.length;
      },
    });
    renderNotices();
    await rowOf(1);
    // Nothing selected: nothing to delete.
    fireEvent.click(screen.getByTestId('notice-delete'));
    expect(flashes('warning')).toEqual(['请选择消息']);
    await tick(1);
    await tick(3);
    expect(screen.getByTestId('notice-selected').textContent).toBe('已选 2 项');

    fireEvent.click(screen.getByTestId('notice-delete'));
    expect((await screen.findByTestId('notice-delete-text')).textContent).toBe('确定删除选中的 2 条消息吗？删除后无法恢复。');
    fireEvent.click(screen.getByTestId('notice-delete-cancel'));
    expect(server.to(PATHS.remove)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('notice-delete'));
    await waitFor(() => expect(screen.getAllByTestId('notice-delete-ok').length).toBeGreaterThan(0));
    fireEvent.click(screen.getAllByTestId('notice-delete-ok').at(-1)!);
    await waitFor(() => expect(flashes('success')).toEqual(['删除成功']));
    expect(server.to(PATHS.remove).map((r) => [r.method, r.body])).toEqual([['DELETE', { ids: [1, 3] }]]);
    await waitFor(() => expect(screen.getAllByTestId('notice-row').map((r) => r.getAttribute('data-id'))).toEqual(['2', '4']));
    expect(screen.getByTestId('notice-selected').textContent).toBe('已选 0 项');
  });

  it('marks the selection read, and everything read, refreshing the list each time', async () => {
    let list = ROWS;
    const server = serveNotices({
      [PATHS.page]: () => ({ list, total: list.length }),
      [PATHS.updateRead]: ({ body }) => {
        const ids = (body as { ids: number[] }).ids;
        list = list.map((row) => (ids.includes(row.id) ? { ...row, readStatus: true } : row));
        return ids.length;
      },
      [PATHS.updateAllRead]: () => {
        const unread = list.filter((row) => !row.readStatus).length;
        list = list.map((row) => ({ ...row, readStatus: true }));
        return unread;
      },
    });
    renderNotices();
    await tick(1);
    fireEvent.click(screen.getByTestId('notice-mark-read'));
    await waitFor(() => expect(flashes('success')).toEqual(['已将 1 条消息标为已读']));
    expect(server.to(PATHS.updateRead).map((r) => [r.method, r.body])).toEqual([['POST', { ids: [1] }]]);
    await waitFor(async () => expect((await rowOf(1)).getAttribute('data-read')).toBe('true'));
    expect((await rowOf(3)).getAttribute('data-read')).toBe('false');

    fireEvent.click(screen.getByTestId('notice-mark-all-read'));
    await waitFor(() => expect(flashes('success')).toContain('全部消息已标为已读'));
    expect(server.to(PATHS.updateAllRead).map((r) => r.method)).toEqual(['POST']);
    await waitFor(async () => expect((await rowOf(3)).getAttribute('data-read')).toBe('true'));
    expect(server.to(PATHS.page).length).toBeGreaterThanOrEqual(3);
  });

  it('opens a message on its own page from "view" or its title', async () => {
    serveNotices({ [PATHS.page]: page(), [PATHS.info]: () => ROWS[2] });
    renderNotices();
    fireEvent.click(within(await rowOf(3)).getByTestId('notice-view'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/seeNotice/3'));
    expect(await screen.findByTestId('see-notice-title')).toBeTruthy();
  });

  it('shows my feedback with the reply, or "awaiting reply"', async () => {
    const server = serveNotices({
      [PATHS.page]: page(),
      [PATHS.feedback]: () => ({
        list: [
          feedbackRow(8, { feedbackTitle: '无法连接', replyContent: '已修复，请重试', replyTime: AT + 3_600_000 }),
          feedbackRow(7, { feedbackTitle: '建议增加分组' }),
        ],
        total: 2,
      }),
    });
    renderNotices('/notice?tab=feedback');
    const rows = await screen.findAllByTestId('feedback-row');
    expect(screen.getByTestId('notice-page').getAttribute('data-tab')).toBe('feedback');
    expect(rows.map((r) => r.getAttribute('data-replied'))).toEqual(['true', 'false']);
    expect(within(rows[0]!).getByTestId('feedback-reply').textContent).toContain('已修复，请重试');
    expect(within(rows[0]!).getByTestId('feedback-reply').textContent).toContain('回复于 2030-01-02 04:04:05');
    expect(within(rows[1]!).getByTestId('feedback-awaiting').textContent).toBe('等待回复');
    expect(server.to(PATHS.feedback)[0]?.query).toEqual({ pageNo: '1', pageSize: '10' });
    // The messages tab was not opened, so its list was never asked for.
    expect(server.to(PATHS.page)).toHaveLength(0);
  });

  it('switches to the feedback tab, in English too', async () => {
    await useNoticeLocale('en-US');
    serveNotices({ [PATHS.page]: page([]), [PATHS.feedback]: () => ({ list: [], total: 0 }) });
    renderNotices();
    expect((await screen.findByTestId('notice-empty')).textContent).toBe('No messages');
    fireEvent.click(screen.getByTestId('notice-tab-feedback'));
    expect((await screen.findByTestId('feedback-empty')).textContent).toBe('You have not sent any feedback yet');
    expect(screen.getByTestId('location').textContent).toBe('/notice?tab=feedback');
  });
});
