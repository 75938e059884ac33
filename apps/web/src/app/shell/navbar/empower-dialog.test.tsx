import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSharingLocale } from '../../../features/sharing/test-i18n';
import { grantRow, receivedRow, serveSharing, SHARING_PATHS as PATHS } from '../../../features/sharing/test-grants';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { useOverlay } from '../../../shared/ui/overlay-store';
import { EmpowerDialog } from './empower-dialog';

const GRANTED = [
  grantRow(11, { phoneAlias: '主力机', owlId: 'CP3FA9C01B2E', accreditType: 2, phoneTags: [{ id: 1, name: '直播' }] }),
  grantRow(12, { phoneAlias: '', subMemberPhone: '13700137000', businessStatus: 2 }),
];
const RECEIVED = [receivedRow(21, { owlId: 'CP0000AAAA21', memberPhone: '13800138000', accreditType: 1, businessStatus: 3 })];

function renderDialog() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <EmpowerDialog open onClose={() => undefined} />
      </App>
    </QueryClientProvider>,
  );
}

const cells = (row: HTMLElement, testId: string) => within(row).getByTestId(testId).textContent;

beforeAll(async () => {
  await useSharingLocale('zh-CN');
  stubAntdBrowserApis();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useOverlay.setState({ flashes: [] });
});

// antd's tables and dialogs are slow to render in jsdom on a shared machine.
describe('the authorization management dialog', { timeout: 30_000 }, () => {
  it('lists the phones I granted, ten a page, with grantee, type and business status', async () => {
    const server = serveSharing({ [PATHS.granted]: () => ({ list: GRANTED, total: 2 }) });
    renderDialog();
    const rows = await screen.findAllByTestId('accredit-row');
    expect(server.to(PATHS.granted).map((s) => s.query)).toEqual([{ pageNo: '1', pageSize: '10' }]);
    expect(rows.map((row) => row.getAttribute('data-relation-id'))).toEqual(['11', '12']);
    expect(cells(rows[0]!, 'grant-owl-id')).toBe('CP3FA9C01B2E');
    expect(rows[0]!.textContent).toContain('主力机');
    expect(cells(rows[0]!, 'grant-grantee')).toBe('13900139000');
    expect(cells(rows[0]!, 'grant-type')).toBe('可操作');
    expect(cells(rows[1]!, 'grant-type')).toBe('仅查看');
    expect(cells(rows[1]!, 'grant-grantee')).toBe('13700137000');
    expect(cells(rows[0]!, 'grant-expire-time')).toBe('2031-02-01 03:04:05');
    // Business status 1 is green and "normal"; any other red, with its label.
    const status = (row: HTMLElement) => within(row).getByTestId('grant-status');
    expect([status(rows[0]!).textContent, status(rows[0]!).className]).toEqual(['正常', 'sh-status is-green']);
    expect([status(rows[1]!).textContent, status(rows[1]!).className]).toEqual(['已过期', 'sh-status is-red']);
  });

  it('lists the phones granted to me, read only, with the account that granted each', async () => {
    const server = serveSharing({
      [PATHS.granted]: () => ({ list: GRANTED, total: 2 }),
      [PATHS.received]: () => ({ list: RECEIVED, total: 1 }),
    });
    renderDialog();
    await screen.findAllByTestId('accredit-row');
    fireEvent.click(screen.getByTestId('empower-tab-received'));
    const [row] = await screen.findAllByTestId('accredited-row');
    expect(server.to(PATHS.received).map((s) => s.query)).toEqual([{ pageNo: '1', pageSize: '10' }]);
    expect(cells(row!, 'grant-owner')).toBe('13800138000');
    expect(cells(row!, 'grant-owl-id')).toBe('CP0000AAAA21');
    expect(cells(row!, 'grant-type')).toBe('仅查看');
    expect(cells(row!, 'grant-status')).toBe('异常');
    expect(within(row!).queryByTestId('grant-recall')).toBeNull();
    expect(within(row!).queryByTestId('grant-change')).toBeNull();
  });

  it('recalls a grant only after the confirmation, then says 回收成功 and lists again', async () => {
    let recalled = false;
    const server = serveSharing({
      [PATHS.granted]: () => (recalled ? { list: [GRANTED[1]], total: 1 } : { list: GRANTED, total: 2 }),
      [PATHS.recall]: () => {
        recalled = true;
        return true;
      },
    });
    renderDialog();
    const rows = await screen.findAllByTestId('accredit-row');

    // Cancelled: nothing sent.
    fireEvent.click(within(rows[0]!).getByTestId('grant-recall'));
    expect((await screen.findByText(/确定回收云机 主力机 对账号 13900139000 的授权吗/)).textContent).toContain('回收后对方将立即无法使用');
    fireEvent.click(screen.getByTestId('recall-confirm-cancel'));
    expect(server.to(PATHS.recall)).toEqual([]);

    fireEvent.click(within(rows[0]!).getByTestId('grant-recall'));
    fireEvent.click((await screen.findAllByTestId('recall-confirm-ok')).at(-1)!);
    await waitFor(() => expect(server.to(PATHS.recall).map((s) => s.body)).toEqual([{ relationId: 11, relationType: 1 }]));
    await waitFor(() => expect(useOverlay.getState().flashes.map((f) => f.text)).toContain('回收成功'));
    await waitFor(() => expect(screen.getAllByTestId('accredit-row').map((row) => row.getAttribute('data-relation-id'))).toEqual(['12']));
  });

  it('says so when nothing is granted either way', async () => {
    serveSharing({ [PATHS.granted]: () => ({ list: [], total: 0 }), [PATHS.received]: () => ({ list: [], total: 0 }) });
    renderDialog();
    expect((await screen.findByTestId('accredit-empty')).textContent).toBe('您还没有授权云机给其他账号');
    fireEvent.click(screen.getByTestId('empower-tab-received'));
    expect((await screen.findByTestId('accredited-empty')).textContent).toBe('还没有其他账号授权云机给您');
  });
});
