import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { initialFilters } from '../api/phone-keys';
import { initPhonesI18n } from '../test-i18n';
import { PhonesToolbar } from './phones-toolbar';

beforeAll(() => {
  initPhonesI18n();
  stubAntdBrowserApis();
});
afterEach(cleanup);

function renderToolbar(overrides: Partial<Parameters<typeof PhonesToolbar>[0]> = {}) {
  const props = {
    filters: initialFilters(),
    onChange: vi.fn(),
    view: 'grid' as const,
    onViewChange: vi.fn(),
    onRefresh: vi.fn(),
    isRefreshing: false,
    onBatchSearch: vi.fn(),
    onBatchSearchIntent: vi.fn(),
    isSearchShown: true,
    onSearchShownChange: vi.fn(),
    onColumnsChange: vi.fn(),
    ...overrides,
  };
  render(<PhonesToolbar {...props} />);
  return props;
}

describe('PhonesToolbar', () => {
  // antd's menus and dialogs are slow to render in jsdom on a shared machine.
  it('offers powered off and expired as statuses of their own', { timeout: 30_000 }, async () => {
    const props = renderToolbar();
    fireEvent.click(screen.getByTestId('filter-status'));
    expect((await screen.findByTestId('filter-status-1')).textContent).toBe('运行中');
    expect(screen.getByTestId('filter-status--1').textContent).toBe('已关机');
    expect(screen.getByTestId('filter-status--2').textContent).toBe('已过期');
    expect(screen.getByTestId('filter-status-12').textContent).toBe('备份成功');
    fireEvent.click(screen.getByTestId('filter-status--1'));
    expect(props.onChange).toHaveBeenCalledWith({ status: -1 });
  });

  it('shows the chosen powered-off filter by name', () => {
    renderToolbar({ filters: { ...initialFilters(), status: -1 } });
    expect(screen.getByTestId('filter-status').textContent).toContain('已关机');
  });

  it('has the table toolbar: search toggle, refresh, and columns in the table view only', () => {
    const props = renderToolbar();
    expect(screen.getByTestId('phone-search')).toBeTruthy();
    fireEvent.click(screen.getByTestId('toolbar-search-toggle'));
    expect(props.onSearchShownChange).toHaveBeenCalledWith(false);
    fireEvent.click(screen.getByTestId('toolbar-refresh'));
    expect(props.onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('toolbar-columns')).toBeNull();
    cleanup();
    renderToolbar({ isSearchShown: false, view: 'table', columns: [{ key: 'name', label: '名称', visible: true }] });
    expect(screen.queryByTestId('phone-search')).toBeNull();
    expect(screen.getByTestId('toolbar-columns')).toBeTruthy();
  });
});
