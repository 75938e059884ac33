import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { columnChoiceKey } from '../../../shared/table';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { initPhonesI18n } from '../test-i18n';
import { RecycleBinPage } from './recycle-bin-page';

const NOW = Date.now();
const recycled = {
  id: 7,
  owlId: 'CP0000000007',
  alias: '旧机',
  expireTime: NOW - 86_400_000,
  recycleTime: NOW,
  releaseTime: NOW + 6 * 86_400_000,
};

beforeAll(() => {
  initPhonesI18n();
  stubAntdBrowserApis();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.removeItem(columnChoiceKey('recycle-bin'));
});

function renderPage() {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ code: 0, data: { list: [recycled], total: 1 }, msg: '' }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RecycleBinPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('RecycleBinPage', () => {
  // antd's table and transfer dialog are slow to render in jsdom on a shared machine.
  it(
    'has the table toolbar: refresh reloads, hidden columns stay hidden under the recycle bin’s own key',
    { timeout: 30_000 },
    async () => {
      const fetch = renderPage();
      await screen.findByTestId('recycle-row');
      expect(headers()).toContain('释放时间');
      fireEvent.click(screen.getByTestId('toolbar-refresh'));
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));

      fireEvent.click(screen.getByTestId('toolbar-columns'));
      const dialog = await screen.findByTestId('columns-dialog');
      const [shownList] = Array.from(dialog.querySelectorAll<HTMLElement>('.ant-transfer-section'));
      fireEvent.click(within(shownList!).getByText('释放时间'));
      fireEvent.click(dialog.querySelectorAll<HTMLButtonElement>('.ant-transfer-actions button')[0]!);
      await waitFor(() => expect(headers()).not.toContain('释放时间'));
      expect(JSON.parse(localStorage.getItem(columnChoiceKey('recycle-bin'))!)).toEqual(['releaseTime']);

      cleanup();
      renderPage();
      await screen.findByTestId('recycle-row');
      expect(headers()).not.toContain('释放时间');
      expect(headers()).toContain('名称');
    },
  );
});
