import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { PhoneRow, PhoneTreeGroup, ProxyRow } from '@cloudphone/contract';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubAntdBrowserApis } from '../../../../shared/table/stub-antd-browser-apis';
import { useOverlay } from '../../../../shared/ui/overlay-store';
import { useOperationRunner, type PhoneOperator } from '../../hooks/use-operation-runner';
import { initPhonesI18n } from '../../test-i18n';
import { makePhone } from '../../test-phones';
import { serve, type TestAnswer } from '../../test-serve';
import { BATCH_MENU } from '../../operations';
import { batchOffers, blockedReason, menuOffers } from '../../phone-abilities';
import { GroupEntry } from '../group-entry';
import { ProxyChip } from '../proxy-chip';
import { GroupProxyDialog } from './group-proxy-dialog';
import { ProxySettingDialog } from './proxy-setting-dialog';

const PAGE = '/app-api/infra/proxy/page';
const SET = '/app-api/infra/renew-redesign/proxy-setting';
const SET_GROUP = '/app-api/infra/renew-redesign/group-proxy-setting';
const TREE = '/app-api/trade/phone-tag/phone-tree-v2';
const STATUS = '/app-api/trade/phone-bound/query-status';
const MISMATCH = '代理检测到的IP国家或地区与当前云机国家不一致，暂不支持更换，请联系客服';

beforeAll(() => {
  initPhonesI18n();
  stubAntdBrowserApis();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useOverlay.setState({ flashes: [] });
});

function proxy(id: number, over: Partial<ProxyRow> = {}): ProxyRow {
  return {
    id,
    protocol: 'SOCKS5',
    host: `10.0.0.${id}`,
    port: 1080,
    account: 'user',
    password: '******',
    groupId: 1,
    groupName: '默认',
    remark: '',
    expireTime: null,
    outboundIp: null,
    country: null,
    region: null,
    city: null,
    timeZone: null,
    longitude: null,
    latitude: null,
    detectTime: null,
    detectStatus: 0,
    bindCount: 0,
    createTime: 1_700_000_000_000,
    ...over,
  };
}

const PROXIES = [
  proxy(12, { host: '203.0.113.7', country: '美国', detectStatus: 1 }),
  proxy(13, { host: '198.51.100.9', detectStatus: 2, protocol: 'HTTP' }),
  proxy(14, { host: '10.0.0.14' }),
];

/** The server, with every URL asked for (a GET's query included). */
function server(handlers: Record<string, (body: unknown) => TestAnswer>) {
  const sent = serve({
    [PAGE]: () => ({ data: { list: PROXIES, total: PROXIES.length } }),
    [STATUS]: () => ({ data: { list: [] } }),
    ...handlers,
  });
  const answer = globalThis.fetch;
  const urls: string[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    urls.push(url);
    return answer(url, init);
  });
  return { sent, urls };
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const wrap = (node: ReactNode) => (
  <MemoryRouter>
    <QueryClientProvider client={client()}>
      <App>{node}</App>
    </QueryClientProvider>
  </MemoryRouter>
);

/** A proxy's choice: antd puts the test id on the radio input; its text is the label's. */
const option = (id: number) => screen.getByTestId(`proxy-setting-option-${id}`).closest('label')!;
const pick = (testId: string) => fireEvent.click(screen.getByTestId(testId));

// antd's dialogs are slow to render in jsdom on a shared machine.
describe('the proxy dialog', { timeout: 30_000 }, () => {
  it('lists the member’s proxies with their country and detection state, and binds the one picked', async () => {
    server({});
    const onSubmit = vi.fn(async () => undefined);
    render(wrap(<ProxySettingDialog open phones={[makePhone(1), makePhone(2)]} onCancel={vi.fn()} onSubmit={onSubmit} />));
    await screen.findByTestId('proxy-setting-option-12');
    expect(option(12).textContent).toContain('203.0.113.7:1080');
    expect(option(12).textContent).toContain('美国');
    expect(within(option(12)).getByTestId('proxy-setting-status').textContent).toBe('可用');
    expect(option(13).textContent).toContain('HTTP · 未检测国家');
    expect(within(option(13)).getByTestId('proxy-setting-status').textContent).toBe('检测失败');
    expect(within(option(14)).getByTestId('proxy-setting-status').textContent).toBe('未检测');
    expect(screen.getByText('已选择 2 台云手机')).toBeTruthy();
    // Nothing picked yet: nothing to confirm.
    expect((screen.getByTestId('proxy-setting-submit') as HTMLButtonElement).disabled).toBe(true);
    pick('proxy-setting-option-12');
    fireEvent.click(screen.getByTestId('proxy-setting-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ proxyId: 12 }));
  });

  it('unbinds with “no proxy”, and says which proxy a single phone has now', async () => {
    server({});
    const onSubmit = vi.fn(async () => undefined);
    const phone = makePhone(5, { proxyId: 12, proxyHost: '203.0.113.7', proxyCountry: '美国' });
    render(wrap(<ProxySettingDialog open phones={[phone]} onCancel={vi.fn()} onSubmit={onSubmit} />));
    expect((await screen.findByTestId('proxy-setting-current')).textContent).toContain('当前代理：203.0.113.7 · 美国');
    pick('proxy-setting-none');
    fireEvent.click(screen.getByTestId('proxy-setting-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ proxyId: null }));
  });

  it('searches the proxies by host', async () => {
    const { urls } = server({
      [PAGE]: () => ({ data: { list: [PROXIES[1]], total: 1 } }),
    });
    render(wrap(<ProxySettingDialog open phones={[makePhone(1)]} onCancel={vi.fn()} onSubmit={vi.fn()} />));
    await screen.findByTestId('proxy-setting-option-13');
    const input = within(screen.getByTestId('proxy-setting-dialog')).getByPlaceholderText('按 IP 搜索代理');
    fireEvent.change(input, { target: { value: ' 198.51 ' } });
    await waitFor(() => expect(urls.some((u) => u.startsWith(PAGE) && u.includes('host=198.51'))).toBe(true));
    expect(urls.filter((u) => u.startsWith(PAGE)).every((u) => u.includes('pageSize=100'))).toBe(true);
  });

  it('points to the proxy page when the member has no proxies', async () => {
    server({ [PAGE]: () => ({ data: { list: [], total: 0 } }) });
    render(wrap(<ProxySettingDialog open phones={[makePhone(1)]} onCancel={vi.fn()} onSubmit={vi.fn()} />));
    const empty = await screen.findByTestId('proxy-setting-empty');
    expect(empty.textContent).toContain('您还没有代理');
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/proxy');
    // Unbinding stays possible.
    expect(screen.getByTestId('proxy-setting-none')).toBeTruthy();
  });
});

describe('setting a proxy from the batch menu', { timeout: 60_000 }, () => {
  function renderRunner() {
    let operator: PhoneOperator | null = null;
    function Harness() {
      const runner = useOperationRunner();
      operator = runner.operator;
      return <>{runner.dialogs}</>;
    }
    render(wrap(<Harness />));
    return (phones: PhoneRow[]) => act(() => operator!.run('proxy', phones));
  }

  it('sends the proxy for the selected phones and shows a result per phone, refusals with their reason', async () => {
    const { sent } = server({
      [SET]: () => ({
        data: {
          results: [
            { phoneId: 1, ok: true, msg: '操作成功' },
            { phoneId: 2, ok: false, msg: MISMATCH },
          ],
        },
      }),
    });
    const run = renderRunner();
    run([makePhone(1), makePhone(2, { alias: '日本机' })]);
    await screen.findByTestId('proxy-setting-option-12');
    pick('proxy-setting-option-12');
    fireEvent.click(screen.getByTestId('proxy-setting-submit'));
    const grid = await screen.findByTestId('op-results');
    expect(sent.find((s) => s.path === SET)!.body).toEqual({ phoneIds: [1, 2], proxyId: 12 });
    expect(within(grid).getByText('设置代理结果', { exact: false })).toBeTruthy();
    expect(within(grid).getByTestId('op-results-summary').textContent).toBe('成功 1 台，失败 1 台');
    expect(within(grid).getByText(MISMATCH)).toBeTruthy();
    expect(within(grid).getByText('日本机')).toBeTruthy();
  });

  it('is the owner’s: a phone shared with the member is refused before anything is sent', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const run = renderRunner();
    run([makePhone(3, { accreditType: 2, authorized: true })]);
    expect(useOverlay.getState().flashes.map((f) => f.text)).toEqual(['只有云机的所有者可以进行此操作']);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('setting a group’s proxy', { timeout: 60_000 }, () => {
  const group: PhoneTreeGroup = { id: 4, kind: 'group', name: '店铺', count: 2, phones: [] };

  it('binds every phone of the group, names them in the results, and retries the failed ones by id', async () => {
    let round = 0;
    const { sent } = server({
      [SET_GROUP]: () => ({
        data: {
          results: [
            { phoneId: 7, ok: true, msg: '操作成功' },
            { phoneId: 8, ok: false, msg: '云机状态重启中，请稍后再试' },
          ],
        },
      }),
      [TREE]: () => ({
        data: [
          {
            ...group,
            phones: [
              { id: 7, owlId: 'CP7', alias: '店铺 A', status: 1 },
              { id: 8, owlId: 'CP8', alias: '', status: 2 },
            ],
          },
        ],
      }),
      [SET]: () => ({ data: { results: [{ phoneId: 8, ok: true, msg: `操作成功 ${++round}` }] } }),
    });
    const onClose = vi.fn();
    const view = render(wrap(<GroupProxyDialog open group={group} onClose={onClose} />));
    expect(await screen.findByText('设置代理 · 店铺')).toBeTruthy();
    expect(screen.getByText('分组内的 2 台云机将使用所选代理')).toBeTruthy();
    await screen.findByTestId('proxy-setting-option-14');
    pick('proxy-setting-option-14');
    fireEvent.click(screen.getByTestId('group-proxy-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    view.rerender(wrap(<GroupProxyDialog open={false} group={group} onClose={onClose} />));
    const grid = await screen.findByTestId('op-results');
    expect(sent.find((s) => s.path === SET_GROUP)!.body).toEqual({ groupId: 4, proxyId: 14 });
    expect(within(grid).getByText('店铺 A')).toBeTruthy();
    expect(within(grid).getByText('CP8')).toBeTruthy();
    expect(within(grid).getByTestId('op-results-summary').textContent).toBe('成功 1 台，失败 1 台');
    fireEvent.click(within(grid).getByTestId('op-retry-failed'));
    await waitFor(() => expect(within(grid).getByText('操作成功 1')).toBeTruthy());
    expect(sent.find((s) => s.path === SET)!.body).toEqual({ phoneIds: [8], proxyId: 14 });
  });

  it('unbinds the group with “no proxy”', async () => {
    const { sent } = server({
      [SET_GROUP]: () => ({ data: { results: [{ phoneId: 7, ok: true, msg: '操作成功' }] } }),
      [TREE]: () => ({ data: [] }),
    });
    render(wrap(<GroupProxyDialog open group={group} onClose={vi.fn()} />));
    await screen.findByTestId('proxy-setting-none');
    pick('proxy-setting-none');
    fireEvent.click(screen.getByTestId('group-proxy-submit'));
    await waitFor(() => expect(sent.some((s) => s.path === SET_GROUP)).toBe(true));
    expect(sent.find((s) => s.path === SET_GROUP)!.body).toEqual({ groupId: 4, proxyId: null });
  });
});

describe('a phone’s proxy on its card and row', () => {
  it('shows the host and detected country when it has one, and nothing otherwise', () => {
    const { container, rerender } = render(<ProxyChip phone={{ proxyHost: '203.0.113.7', proxyCountry: '美国' }} />);
    expect(screen.getByTestId('phone-proxy').textContent).toBe('203.0.113.7 · 美国');
    expect(screen.getByTestId('phone-proxy').getAttribute('title')).toBe('代理 203.0.113.7 · 美国');
    rerender(<ProxyChip phone={{ proxyHost: '10.0.0.1', proxyCountry: null }} />);
    expect(screen.getByTestId('phone-proxy').textContent).toBe('10.0.0.1');
    rerender(<ProxyChip phone={{ proxyHost: null, proxyCountry: null }} />);
    expect(container.textContent).toBe('');
  });
});

describe('where “set proxy” is offered', { timeout: 30_000 }, () => {
  it('in the card and batch menus, for the member’s own phones only, not while busy', () => {
    expect(BATCH_MENU).toContain('proxy');
    expect(menuOffers(makePhone(1), 'proxy')).toBe(true);
    expect(menuOffers(makePhone(2, { accreditType: 2, authorized: true }), 'proxy')).toBe(false);
    expect(menuOffers(makePhone(3, { accreditType: 1, authorized: true }), 'proxy')).toBe(false);
    expect(batchOffers([makePhone(1), makePhone(2, { accreditType: 2 })], 'proxy')).toBe(false);
    expect(blockedReason(makePhone(4, { status: 2 }), 'proxy')).toBe('busy');
  });

  it('in an own group’s menu', async () => {
    const onSetProxy = vi.fn();
    render(
      wrap(
        <ul>
          <GroupEntry
            label="店铺"
            count={2}
            icon={null}
            isActive={false}
            testId="店铺"
            onSelect={vi.fn()}
            onRename={vi.fn()}
            onDelete={vi.fn()}
            onSetProxy={onSetProxy}
          />
        </ul>,
      ),
    );
    fireEvent.click(screen.getByTestId('group-more-店铺'));
    fireEvent.click(await screen.findByTestId('group-set-proxy'));
    expect(onSetProxy).toHaveBeenCalledTimes(1);
  });
});
