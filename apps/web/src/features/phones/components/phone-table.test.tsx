import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { frontApi, type PhoneRow } from '@cloudphone/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { serveApi } from '../../../shared/testing/serve-api';
import { phoneTableLayout } from '../phone-table-columns';
import { initPhonesI18n } from '../test-i18n';
import { makePhone } from '../test-phones';
import { PhoneTable } from './phone-table';

const NOW = Date.now();

beforeAll(() => {
  initPhonesI18n();
  stubAntdBrowserApis();
});
afterEach(cleanup);

function renderTable(rows: PhoneRow[], isColumnVisible: (key: string) => boolean = () => true) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <PhoneTable
          rows={rows}
          hasMore={false}
          isLoadingMore={false}
          onLoadMore={vi.fn()}
          selected={new Map()}
          onSelect={vi.fn()}
          operator={{ run: vi.fn(), preload: vi.fn() }}
          now={NOW}
          onShowHistory={vi.fn()}
          isColumnVisible={isColumnVisible}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PhoneTable', () => {
  it('shows only the chosen columns, and its grid has a track for each', () => {
    const hidden = new Set(['group', 'tags', 'region']);
    const shows = (key: string) => !hidden.has(key);
    renderTable([makePhone(1, { groupName: '游戏组' }, NOW)], shows);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['', '名称', '云机 ID', '状态', '到期时间', '操作']);
    expect(screen.queryByText('游戏组')).toBeNull();
    const cols = screen.getByTestId('phone-table').style.getPropertyValue('--ph-table-cols');
    expect(cols).toBe(phoneTableLayout(shows).gridTemplateColumns);
    expect(cols).toBe('36px minmax(96px, 1fr) 124px minmax(220px, 3fr) 138px 56px');
    expect(phoneTableLayout(shows).minWidth).toBeLessThan(phoneTableLayout(() => true).minWidth);
  });

  it('names the data centre a phone runs in, from dc-info, and falls back to its city', async () => {
    serveApi({
      [frontApi.endpoints.dcInfo.path]: () => [{ code: 'CN-SHA', name: '上海数据中心', country: 'CN', city: 'Shanghai' }],
    });
    renderTable([makePhone(1, { country: 'CN', city: 'Shanghai' }, NOW), makePhone(2, { country: 'JP', city: 'Tokyo' }, NOW)]);
    await waitFor(() => expect(screen.getAllByTestId('phone-region').map((c) => c.textContent)).toEqual(['上海数据中心', 'Tokyo']));
    vi.unstubAllGlobals();
  });

  it('shows a rename error in the row, as the card does', () => {
    renderTable([makePhone(2, {}, NOW)]);
    const row = screen.getByTestId('phone-row');
    fireEvent.click(within(row).getByTestId('phone-alias'));
    fireEvent.change(within(row).getByTestId('alias-input'), { target: { value: ' ' } });
    fireEvent.keyDown(within(row).getByTestId('alias-input'), { key: 'Enter' });
    const error = within(row).getByRole('alert');
    expect(error.textContent).toBe('请输入云机名称');
    expect(error.closest('.ph-table__name')).not.toBeNull();
  });
});
