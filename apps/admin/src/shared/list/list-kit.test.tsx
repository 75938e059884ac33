import { getEndpoint, translate } from '@cloudphone/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState, type Key } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../api/call';
import { fileNameOf } from '../api/download';
import { captureDownloads, refusal, renderPage, resetConsole, serveApi, setUpConsole, signInAs } from '../../test/admin-test-kit';
import { ExportButton } from './export-button';
import { ListPage } from './list-page';
import { useConfirmAction } from './use-confirm-action';

const exportCsv = getEndpoint<{ status?: string; userName?: string }, Blob>('/admin-api/test/export', 'operator');
const listPage = getEndpoint<void, { list: string[]; total: number }>('/admin-api/test/page', 'operator');
const rowsPage = getEndpoint<void, { list: Array<{ id: number; name: string }>; total: number }>('/admin-api/test/rows', 'operator');
const disable = getEndpoint<{ id: number }, boolean>('/admin-api/test/disable', 'operator');

beforeEach(() => setUpConsole('en-US'));
afterEach(() => {
  resetConsole();
  vi.restoreAllMocks();
});

describe('the server’s file name', () => {
  it('reads filename* first, then filename, else nothing', () => {
    expect(fileNameOf(`attachment; filename="ops.csv"; filename*=UTF-8''%E8%BF%90%E8%90%A5.csv`)).toBe('运营.csv');
    expect(fileNameOf('attachment; filename="members-20300203.csv"')).toBe('members-20300203.csv');
    expect(fileNameOf('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});

describe('<ExportButton>', () => {
  it('downloads with the list’s filters and saves under the server’s file name', async () => {
    signInAs(['system:user:export']);
    const saved = captureDownloads();
    const server = serveApi({
      [exportCsv.path]: () =>
        new Response('userName,status\nops1,0\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename*=UTF-8''operators-20300203.csv` },
        }),
    });
    renderPage(
      <ExportButton
        endpoint={exportCsv}
        params={{ status: '0', userName: 'ops' }}
        fileName="operators.csv"
        permission="system:user:export"
      />,
    );
    fireEvent.click(screen.getByTestId('list-export'));
    expect(await screen.findByText('Exported operators-20300203.csv')).toBeTruthy();
    expect(server.to(exportCsv.path)[0]!.query).toEqual({ status: '0', userName: 'ops' });
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('operators-20300203.csv');
    expect(await saved[0]!.blob.text()).toBe('userName,status\nops1,0\n');
  });

  it('shows a refusal instead of saving it, and hides itself without the export permission', async () => {
    signInAs(['system:user:export']);
    const saved = captureDownloads();
    serveApi({ [exportCsv.path]: () => refusal(403, translate('http.403', 'en-US'), 403) });
    renderPage(<ExportButton endpoint={exportCsv} params={{}} fileName="operators.csv" permission="system:user:export" />);
    fireEvent.click(screen.getByTestId('list-export'));
    expect(await screen.findByText(translate('http.403', 'en-US'))).toBeTruthy();
    expect(saved).toHaveLength(0);
    resetConsole();
    setUpConsole('en-US');
    signInAs(['system:user:query']);
    renderPage(<ExportButton endpoint={exportCsv} params={{}} fileName="operators.csv" permission="system:user:export" />);
    expect(screen.queryByTestId('list-export')).toBeNull();
  });
});

function DisableRow() {
  const confirm = useConfirmAction();
  const list = useQuery({ queryKey: ['test', 'page'], queryFn: () => call(listPage) });
  return (
    <>
      <output data-testid="rows">{list.data?.list.join(',')}</output>
      <Button
        data-testid="disable"
        onClick={() =>
          confirm({ title: 'Disable ops1?', action: () => call(disable, { id: 7 }), success: 'Disabled', invalidate: [['test']] })
        }
      >
        disable
      </Button>
    </>
  );
}

describe('useConfirmAction', () => {
  it('asks first, then calls, says it is done and refetches the list', async () => {
    signInAs(['*:*:*']);
    let disabled = false;
    const server = serveApi({
      [listPage.path]: () => ({ list: [disabled ? 'ops1 (disabled)' : 'ops1'], total: 1 }),
      [disable.path]: () => {
        disabled = true;
        return true;
      },
    });
    renderPage(<DisableRow />);
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('ops1'));
    fireEvent.click(screen.getByTestId('disable'));
    expect((await screen.findByRole('dialog')).textContent).toContain('Disable ops1?');
    expect(server.to(disable.path)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(server.to(disable.path)[0]?.query).toEqual({ id: '7' }));
    expect(await screen.findByText('Disabled')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('ops1 (disabled)'));
  });

  it('does nothing when the operator cancels', async () => {
    signInAs(['*:*:*']);
    const server = serveApi({ [listPage.path]: () => ({ list: ['ops1'], total: 1 }), [disable.path]: () => true });
    renderPage(<DisableRow />);
    fireEvent.click(await screen.findByTestId('disable'));
    fireEvent.click(await screen.findByText('Cancel'));
    // Whatever a cancel would have sent has arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.to(disable.path)).toHaveLength(0);
    expect(screen.queryByText('Disabled')).toBeNull();
  });
});

describe('<ListPage> with rowSelection', () => {
  function TickedRows() {
    const [ticked, setTicked] = useState<Key[]>([]);
    return (
      <>
        <output data-testid="ticked">{ticked.join(',')}</output>
        <ListPage<{ id: number; name: string }, object>
          queryKey={['test-rows']}
          fetchPage={() => call(rowsPage, undefined)}
          initialFilters={{}}
          columns={[{ title: 'Name', dataIndex: 'name' }]}
          rowKey="id"
          rowSelection={{ selectedRowKeys: ticked, onChange: setTicked }}
        />
      </>
    );
  }

  it('ticks rows by their key, one or all of the page', async () => {
    signInAs(['*:*:*']);
    serveApi({
      [rowsPage.path]: () => ({
        list: [
          { id: 3, name: 'a' },
          { id: 5, name: 'b' },
        ],
        total: 2,
      }),
    });
    renderPage(<TickedRows />);
    await screen.findByText('b');
    const boxes = screen.getAllByRole('checkbox');
    // The header's "all" box and one a row.
    expect(boxes).toHaveLength(3);
    fireEvent.click(boxes[2]!);
    await waitFor(() => expect(screen.getByTestId('ticked').textContent).toBe('5'));
    fireEvent.click(boxes[0]!);
    await waitFor(() => expect(screen.getByTestId('ticked').textContent).toBe('5,3'));
  });

  it('shows no ticks without it', async () => {
    signInAs(['*:*:*']);
    serveApi({ [rowsPage.path]: () => ({ list: [{ id: 3, name: 'a' }], total: 1 }) });
    renderPage(
      <ListPage<{ id: number; name: string }, object>
        queryKey={['test-rows-plain']}
        fetchPage={() => call(rowsPage, undefined)}
        initialFilters={{}}
        columns={[{ title: 'Name', dataIndex: 'name' }]}
        rowKey="id"
      />,
    );
    await screen.findByText('a');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});
