import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { stubAntdBrowserApis } from './stub-antd-browser-apis';
import { TableToolbar } from './table-toolbar';
import { visibleColumns, type ToolbarColumn } from './toolbar-column';

const initialColumns: ToolbarColumn[] = [
  { key: 'name', label: 'Name', visible: true },
  { key: 'status', label: 'Status', visible: true },
  { key: 'expiry', label: 'Expiry', visible: false },
];

/** A page holding the column state, as real pages do. */
function Harness({ onColumns }: { onColumns(columns: ToolbarColumn[]): void }) {
  const [columns, setColumns] = useState(initialColumns);
  return (
    <>
      <TableToolbar
        columns={columns}
        onColumnsChange={(next) => {
          setColumns(next);
          onColumns(next);
        }}
      />
      <div data-testid="table-head">
        {visibleColumns(initialColumns, columns)
          .map((c) => c.label)
          .join(',')}
      </div>
    </>
  );
}

beforeAll(() => {
  localStorage.setItem('locale', 'en-US');
  initI18n();
  stubAntdBrowserApis();
});
afterEach(cleanup);

describe('TableToolbar', () => {
  it('toggles the search form and refreshes', () => {
    const onShowSearchChange = vi.fn();
    const onRefresh = vi.fn();
    render(<TableToolbar showSearch onShowSearchChange={onShowSearchChange} onRefresh={onRefresh} />);
    expect(screen.getByTestId('table-toolbar')).toBeTruthy();
    fireEvent.click(screen.getByTestId('toolbar-search-toggle'));
    expect(onShowSearchChange).toHaveBeenCalledWith(false);
    fireEvent.click(screen.getByTestId('toolbar-refresh'));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('toolbar-columns')).toBeNull();
  });

  it('hides a column by moving it to the hidden list, and shows it again', async () => {
    const onColumns = vi.fn();
    render(<Harness onColumns={onColumns} />);
    expect(screen.getByTestId('table-head').textContent).toBe('Name,Status');
    fireEvent.click(screen.getByTestId('toolbar-columns'));
    const dialog = await screen.findByTestId('columns-dialog');
    expect(within(dialog).getByText('Show/hide columns')).toBeTruthy();
    const [shownList, hiddenList] = Array.from(dialog.querySelectorAll<HTMLElement>('.ant-transfer-section'));
    expect(within(hiddenList!).getByText('Expiry')).toBeTruthy();

    fireEvent.click(within(shownList!).getByText('Status'));
    const [toHidden, toShown] = Array.from(dialog.querySelectorAll<HTMLButtonElement>('.ant-transfer-actions button'));
    fireEvent.click(toHidden!);
    expect(onColumns).toHaveBeenLastCalledWith([
      { key: 'name', label: 'Name', visible: true },
      { key: 'status', label: 'Status', visible: false },
      { key: 'expiry', label: 'Expiry', visible: false },
    ]);
    await waitFor(() => expect(screen.getByTestId('table-head').textContent).toBe('Name'));

    fireEvent.click(within(hiddenList!).getByText('Expiry'));
    fireEvent.click(toShown!);
    await waitFor(() => expect(screen.getByTestId('table-head').textContent).toBe('Name,Expiry'));
  });
});
