import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../shared/i18n/i18n';
import { uploadsZhCN } from '../i18n/uploads.zh-cn';
import { columnChoiceKey } from '../../../shared/table';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { UploadRecordsPage } from './upload-records-page';

const record = {
  id: 3,
  name: 'game.apk',
  moreCount: 0,
  type: 'apk',
  size: 2048,
  progress: 100,
  result: '全部成功',
  createTime: Date.now(),
  total: 1,
  success: 1,
  failed: 0,
  status: 'success',
  expired: false,
};

beforeAll(() => {
  localStorage.setItem('locale', 'zh-CN');
  initI18n();
  i18next.addResourceBundle('zh-CN', 'translation', uploadsZhCN, true, false);
  stubAntdBrowserApis();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.removeItem(columnChoiceKey('upload-records'));
  localStorage.removeItem(columnChoiceKey('recycle-bin'));
});

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('UploadRecordsPage', () => {
  // antd's table and transfer dialog are slow to render in jsdom on a shared machine.
  it('has the table toolbar, its column choice kept under its own key', { timeout: 30_000 }, async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 0, data: { list: [record], total: 1 }, msg: '' }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem(columnChoiceKey('recycle-bin'), JSON.stringify(['alias']));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UploadRecordsPage />
      </QueryClientProvider>,
    );
    await screen.findByTestId('upload-record');
    expect(headers()).toContain('状态');
    fireEvent.click(screen.getByTestId('toolbar-refresh'));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));

    fireEvent.click(screen.getByTestId('toolbar-columns'));
    const dialog = await screen.findByTestId('columns-dialog');
    const [shownList] = Array.from(dialog.querySelectorAll<HTMLElement>('.ant-transfer-section'));
    fireEvent.click(within(shownList!).getByText('状态'));
    fireEvent.click(dialog.querySelectorAll<HTMLButtonElement>('.ant-transfer-actions button')[0]!);
    await waitFor(() => expect(headers()).not.toContain('状态'));
    expect(JSON.parse(localStorage.getItem(columnChoiceKey('upload-records'))!)).toEqual(['status']);
    // The recycle bin's choice is its own.
    expect(JSON.parse(localStorage.getItem(columnChoiceKey('recycle-bin'))!)).toEqual(['alias']);
  });
});
