import { DICT_TYPES, frontApi } from '@cloudphone/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import dayjs from 'dayjs';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { useOverlay } from '../../../shared/ui/overlay-store';
import { grantRow, serveSharing, SHARING_PATHS as PATHS } from '../test-grants';
import { useSharingLocale } from '../test-i18n';
import { EmpowerPhoneListPage } from './empower-phone-list-page';

const ROWS = [grantRow(31), grantRow(32, { subMemberPhone: '13700137000' }), grantRow(33)];

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter initialEntries={['/empowerPhoneList']}>
          <Routes>
            <Route path="/empowerPhoneList" element={<EmpowerPhoneListPage />} />
            <Route path="/keyAccount" element={<p data-testid="key-account">key account</p>} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

const flashes = (tone: string) =>
  useOverlay
    .getState()
    .flashes.filter((f) => f.tone === tone)
    .map((f) => f.text);
const relationIds = () => screen.getAllByTestId('accredit-row').map((row) => row.getAttribute('data-relation-id'));
const tick = (row: HTMLElement) => fireEvent.click(within(row).getByRole('checkbox'));

beforeAll(() => stubAntdBrowserApis());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useOverlay.setState({ flashes: [] });
});

// antd's tables, pickers and dialogs are slow to render in jsdom on a shared machine.
describe('/empowerPhoneList', { timeout: 30_000 }, () => {
  beforeAll(() => useSharingLocale('zh-CN'));

  it('filters the grants by grantee and phone, sending only what was filled in', async () => {
    const server = serveSharing({
      [PATHS.granted]: ({ query }) => (query.subMemberPhone ? { list: [ROWS[1]], total: 1 } : { list: ROWS, total: 3 }),
    });
    renderPage();
    await screen.findAllByTestId('accredit-row');
    fireEvent.change(screen.getByTestId('empower-filter-grantee'), { target: { value: ' 13700137000 ' } });
    fireEvent.click(screen.getByTestId('empower-search'));
    await waitFor(() => expect(relationIds()).toEqual(['32']));
    fireEvent.change(screen.getByTestId('empower-filter-keyword'), { target: { value: 'CP00' } });
    fireEvent.click(screen.getByTestId('empower-search'));
    fireEvent.click(screen.getByTestId('empower-reset'));
    await waitFor(() => expect(relationIds()).toEqual(['31', '32', '33']));
    expect(server.to(PATHS.granted).map((s) => s.query)).toEqual([
      { pageNo: '1', pageSize: '10' },
      { pageNo: '1', pageSize: '10', subMemberPhone: '13700137000' },
      { pageNo: '1', pageSize: '10', subMemberPhone: '13700137000', keyword: 'CP00' },
      // Reset: the whole list again.
      { pageNo: '1', pageSize: '10' },
    ]);
  });

  it('recalls the ticked grants in one batch after a confirmation; none ticked says 请选择已授权的云机', async () => {
    const server = serveSharing({ [PATHS.granted]: () => ({ list: ROWS, total: 3 }), [PATHS.recallBatch]: () => 2 });
    renderPage();
    const rows = await screen.findAllByTestId('accredit-row');
    fireEvent.click(screen.getByTestId('empower-recall-batch'));
    expect(flashes('warning')).toEqual(['请选择已授权的云机']);

    tick(rows[0]!);
    tick(rows[2]!);
    expect(screen.getByTestId('empower-selected').textContent).toBe('已选 2 项');
    fireEvent.click(screen.getByTestId('empower-recall-batch'));
    expect(await screen.findByText('确定回收所选 2 台云机的授权吗？回收后对方将立即无法使用这些云机。')).toBeTruthy();
    expect(server.to(PATHS.recallBatch)).toEqual([]);
    fireEvent.click((await screen.findAllByTestId('recall-confirm-ok')).at(-1)!);

    await waitFor(() => expect(server.to(PATHS.recallBatch).map((s) => s.body)).toEqual([{ relationIds: [31, 33], relationType: 1 }]));
    await waitFor(() => expect(flashes('success')).toEqual(['回收成功']));
    await waitFor(() => expect(screen.getByTestId('empower-selected').textContent).toBe('已选 0 项'));
  });

  it('changes a grant’s type and expiry with update', async () => {
    const server = serveSharing({ [PATHS.granted]: () => ({ list: ROWS, total: 3 }), [PATHS.update]: () => true });
    renderPage();
    const rows = await screen.findAllByTestId('accredit-row');
    fireEvent.click(within(rows[1]!).getByTestId('grant-change'));
    const dialog = await screen.findByTestId('change-grant-dialog');
    expect(within(dialog).getByTestId('change-grantee').textContent).toBe('13700137000');
    fireEvent.click(within(dialog).getByTestId('grant-type-operate'));
    const when = dayjs().add(3, 'day').second(0).millisecond(0);
    const input = within(dialog).getByTestId('grant-expire');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: when.format('YYYY-MM-DD HH:mm') } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    fireEvent.click(within(dialog).getByTestId('change-submit'));

    await waitFor(() =>
      expect(server.to(PATHS.update).map((s) => s.body)).toEqual([{ relationId: 32, accreditType: 2, expireTime: when.valueOf() }]),
    );
    await waitFor(() => expect(flashes('success')).toEqual(['修改成功']));
  });

  it('labels the business status from the server’s dictionary once it has loaded', async () => {
    serveSharing({
      [PATHS.granted]: () => ({ list: [grantRow(41, { businessStatus: 4 })], total: 1 }),
      [frontApi.endpoints.dictData.path]: ({ query }) =>
        query.dictType === DICT_TYPES.businessStatus
          ? [{ dictType: query.dictType, dictLabel: '占用中', dictValue: '4', dictSort: 4, listClass: 'warning', cssClass: '' }]
          : [],
    });
    renderPage();
    const [row] = await screen.findAllByTestId('accredit-row');
    await waitFor(() => expect(within(row!).getByTestId('grant-status').textContent).toBe('占用中'));
    expect(within(row!).getByTestId('grant-status').className).toContain('is-red');
  });

  it('leads to the access log on the key-account screen', async () => {
    serveSharing({ [PATHS.granted]: () => ({ list: ROWS, total: 3 }) });
    renderPage();
    const link = screen.getByTestId('empower-audit-link');
    expect(link.getAttribute('href')).toBe('/keyAccount?tab=audit');
    expect(link.textContent).toBe('访问记录');
    fireEvent.click(link);
    expect(await screen.findByTestId('key-account')).toBeTruthy();
  });
});

describe('/empowerPhoneList in English', { timeout: 30_000 }, () => {
  beforeAll(() => useSharingLocale('en-US'));
  afterEach(() => useSharingLocale('zh-CN'));

  it('speaks English, the spec’s messages included', async () => {
    serveSharing({ [PATHS.granted]: () => ({ list: ROWS, total: 3 }) });
    renderPage();
    const [row] = await screen.findAllByTestId('accredit-row');
    expect(screen.getByRole('heading').textContent).toBe('Authorization management');
    expect(within(row!).getByTestId('grant-type').textContent).toBe('View only');
    expect(within(row!).getByTestId('grant-status').textContent).toBe('Normal');
    fireEvent.click(screen.getByTestId('empower-recall-batch'));
    expect(flashes('warning')).toEqual(['Select authorized phones']);
  });
});
