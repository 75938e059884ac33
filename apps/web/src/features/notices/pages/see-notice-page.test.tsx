import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/testing/stub-fetch';
import { clearFlashes, noticeRow, PATHS, renderNotices, serveNotices, useNoticeLocale } from '../testing/notice-test-kit';

beforeEach(clearFlashes);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete (window as { pwned?: boolean }).pwned;
});

describe('seeNotice/:id', { timeout: 30_000 }, () => {
  beforeEach(() => useNoticeLocale('zh-CN'));

  it('shows the title, type, time and content, asking for it by id (which marks it read)', async () => {
    const server = serveNotices({
      [PATHS.info]: () =>
        noticeRow(7, { title: '云手机即将到期提醒', type: 3, content: '您有 1 台云手机将在 1 天内到期：CP001。\n请及时续费。' }),
    });
    renderNotices('/seeNotice/7');
    expect((await screen.findByTestId('see-notice-title')).textContent).toBe('云手机即将到期提醒');
    expect(screen.getByTestId('notice-type').textContent).toBe('到期提醒');
    expect(screen.getByTestId('see-notice-time').textContent).toBe('2030-01-02 02:57:05');
    expect(screen.getByTestId('notice-content').textContent).toBe('您有 1 台云手机将在 1 天内到期：CP001。\n请及时续费。');
    expect(server.to(PATHS.info).map((r) => [r.method, r.path])).toEqual([['GET', `${PATHS.info}/7`]]);
  });

  it('sanitises the content: no script, no event handler, the markup kept', async () => {
    serveNotices({
      [PATHS.info]: () =>
        noticeRow(8, {
          content:
            '<p>维护<b>通知</b></p><script>window.pwned = true</script><img src="x" onerror="window.pwned = true"><a href="javascript:window.pwned=true">链接</a>',
        }),
    });
    renderNotices('/seeNotice/8');
    const content = await screen.findByTestId('notice-content');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('b')?.textContent).toBe('通知');
    expect(content.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(content.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript');
    expect(content.innerHTML).not.toContain('pwned');
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('goes back to the message center', async () => {
    serveNotices({ [PATHS.info]: () => noticeRow(9), [PATHS.page]: () => ({ list: [noticeRow(9, { readStatus: true })], total: 1 }) });
    renderNotices('/seeNotice/9');
    await screen.findByTestId('see-notice-title');
    fireEvent.click(screen.getByTestId('see-notice-back'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/notice'));
    expect(await screen.findByTestId('notice-list')).toBeTruthy();
  });

  it('says when the message is gone', async () => {
    serveNotices({ [PATHS.info]: () => jsonResponse({ code: 1002011000, data: null, msg: '消息不存在' }, 404) });
    renderNotices('/seeNotice/404');
    expect((await screen.findByTestId('see-notice-missing')).textContent).toBe('消息不存在或已被删除');
    expect(screen.getByTestId('see-notice').getAttribute('data-state')).toBe('missing');
  });
});
