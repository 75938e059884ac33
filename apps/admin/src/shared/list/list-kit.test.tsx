import { getEndpoint, translate } from '@cloudphone/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../api/call';
import { fileNameOf } from '../api/download';
import { refusal, renderPage, resetConsole, serveApi, setUpConsole, signInAs } from '../../test/admin-test-kit';
import { ExportButton } from './export-button';
import { useConfirmAction } from './use-confirm-action';

const exportCsv = getEndpoint<{ status?: string; userName?: string }, Blob>('/admin-api/test/export', 'operator');
const listPage = getEndpoint<void, { list: string[]; total: number }>('/admin-api/test/page', 'operator');
const disable = getEndpoint<{ id: number }, boolean>('/admin-api/test/disable', 'operator');

function savedFiles() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push({ name: '', blob });
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.at(-1)!.name = this.download;
  });
  return saved;
}

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
    const saved = savedFiles();
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
    const saved = savedFiles();
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
