import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../shared/i18n/i18n';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { jsonResponse } from '../../../shared/testing/stub-fetch';
import { redeemCodesZhCN } from '../i18n/redeem-codes.zh-cn';
import { RedeemCodesPage } from './redeem-codes-page';

const NOW = Date.now();
const DAY = 86_400_000;
const phone = (id: number, alias: string, accreditType: number | null, expireTime: number) => ({
  id,
  owlId: `CP${String(id).padStart(8, '0')}`,
  alias,
  accreditType,
  expireTime,
  remainingSeconds: Math.round((expireTime - NOW) / 1000),
});
const PHONES = [phone(11, '主号', null, NOW + 2 * DAY), phone(12, '', null, NOW + 9 * DAY), phone(13, '朋友的', 2, NOW + 5 * DAY)];
const RENEWED_EXPIRY = new Date(2031, 0, 2, 3, 4, 5).getTime();
const purchase = { type: 'purchase', configurationName: 'VIP 8核', duration: 1, durationUnit: 'month' } as const;
const RECORDS = [
  { ...purchase, code: 'ABCD…WXYZ', phoneIds: [101], redeemTime: NOW - DAY },
  {
    code: 'EFGH…STUV',
    type: 'renewal',
    configurationName: 'VIP 8核',
    duration: 7,
    durationUnit: 'day',
    phoneIds: [11, 12],
    redeemTime: NOW,
  },
];

type Handler = (body: unknown, calls: number) => unknown;

/** The server behind the real API client: each path answers its handler's data (called with the JSON body and how many times the path was asked). */
function serve(handlers: Record<string, Handler>) {
  const counts: Record<string, number> = {};
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0]!;
    counts[path] = (counts[path] ?? 0) + 1;
    const handler = handlers[path];
    if (!handler) return jsonResponse({ code: 404, data: null, msg: `no handler for ${path}` });
    return jsonResponse({ code: 0, data: handler(init?.body ? JSON.parse(String(init.body)) : undefined, counts[path]), msg: '' });
  });
  vi.stubGlobal('fetch', fetch);
  /** The JSON bodies sent to a path, in order. */
  const bodies = (path: string) =>
    fetch.mock.calls
      .filter(([url]) => url.split('?')[0] === path)
      .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
  return { fetch, bodies, count: (path: string) => counts[path] ?? 0 };
}

const PATHS = {
  redeem: '/app-api/trade/redeem-code/redeem',
  batch: '/app-api/trade/redeem-code/redeem-batch',
  renew: '/app-api/trade/redeem-code/renew',
  page: '/app-api/trade/redeem-code/app-page',
  phones: '/app-api/trade/phone/app-page',
};

const base: Record<string, Handler> = {
  [PATHS.page]: () => ({ list: RECORDS, total: RECORDS.length }),
  [PATHS.phones]: () => ({ list: PHONES, total: PHONES.length }),
};

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/redemptionCode']}>
        <Routes>
          <Route path="/redemptionCode" element={<RedeemCodesPage />} />
          <Route path="/index" element={<p data-testid="phone-list">phones</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;

beforeAll(() => {
  localStorage.setItem('locale', 'zh-CN');
  initI18n();
  i18next.addResourceBundle('zh-CN', 'translation', redeemCodesZhCN, true, false);
  stubAntdBrowserApis();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// antd's table and select are slow to render in jsdom on a shared machine.
describe('RedeemCodesPage', { timeout: 30_000 }, () => {
  it('redeems one typed code and shows what it gave, then lists it', async () => {
    const server = serve({
      ...base,
      [PATHS.redeem]: () => ({ ...purchase, code: 'ABCD-EFGH-JKMN-PQRS', phoneIds: [101] }),
    });
    renderPage();
    await screen.findAllByTestId('redeemed-row');
    expect(server.count(PATHS.page)).toBe(1);

    type('redeem-code-input', ' abcd-efgh jkmn-pqrs ');
    fireEvent.click(button('redeem-submit'));

    const result = await screen.findByTestId('redeem-result');
    expect(server.bodies(PATHS.redeem)).toEqual([{ code: 'ABCDEFGHJKMNPQRS' }]);
    expect(within(result).getByText('兑换成功')).toBeTruthy();
    expect(within(result).getByTestId('redeem-result-given').textContent).toBe('VIP 8核 · 1 个月');
    expect(within(result).getByTestId('redeem-result-phones').textContent).toBe('云手机：#101');
    expect(within(result).getByTestId('redeem-to-phones').getAttribute('href')).toBe('/index');
    // The form is ready for the next code, and the records are asked for again.
    expect((screen.getByTestId('redeem-code-input') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(server.count(PATHS.page)).toBe(2));

    fireEvent.click(within(result).getByTestId('redeem-to-phones'));
    expect(await screen.findByTestId('phone-list')).toBeTruthy();
  });

  it('lists the redeemed codes by their ends, type, duration in words and phones', async () => {
    serve(base);
    renderPage();
    const rows = await screen.findAllByTestId('redeemed-row');
    expect(rows.map((row) => row.getAttribute('data-type'))).toEqual(['purchase', 'renewal']);
    expect(rows[0]!.textContent).toContain('ABCD…WXYZ');
    expect(rows[0]!.textContent).toContain('兑换新机');
    expect(rows[0]!.textContent).toContain('#101');
    expect(rows[1]!.textContent).toContain('7 天');
    expect(rows[1]!.textContent).toContain('#11, #12');
  });

  it('keeps the submit buttons disabled until there is something to send, and refuses more than 20 codes', async () => {
    const server = serve(base);
    renderPage();
    await screen.findAllByTestId('redeemed-row');
    expect(button('redeem-submit').disabled).toBe(true);
    type('redeem-code-input', ' - -  ');
    expect(button('redeem-submit').disabled).toBe(true);
    type('redeem-code-input', 'ABCD');
    expect(button('redeem-submit').disabled).toBe(false);
    type('redeem-code-input', '');
    expect(button('redeem-submit').disabled).toBe(true);

    expect(button('renew-submit').disabled).toBe(true);
    type('renew-code-input', 'WXYZ-WXYZ-WXYZ-WXYZ');
    // A code but no phone yet.
    expect(button('renew-submit').disabled).toBe(true);

    fireEvent.click(screen.getByText('批量兑换'));
    expect(button('redeem-batch-submit').disabled).toBe(true);
    type('redeem-batch-input', Array.from({ length: 21 }, (_, i) => `CODE${String(i).padStart(12, '0')}`).join('\n'));
    expect(button('redeem-batch-submit').disabled).toBe(true);
    expect(screen.getByTestId('redeem-batch-count').textContent).toBe('一次最多兑换 20 个兑换码');
    type('redeem-batch-input', Array.from({ length: 20 }, (_, i) => `CODE${String(i).padStart(12, '0')}`).join('\n'));
    expect(button('redeem-batch-submit').disabled).toBe(false);
    expect(screen.getByTestId('redeem-batch-count').textContent).toBe('20 / 20 个兑换码');

    expect(server.count(PATHS.redeem) + server.count(PATHS.batch) + server.count(PATHS.renew)).toBe(0);
  });

  it('redeems several codes at once and shows each outcome', async () => {
    const server = serve({
      ...base,
      [PATHS.batch]: () => [
        { code: 'AAAA-BBBB-CCCC-DDDD', success: true, msg: '', result: { ...purchase, code: 'AAAA-BBBB-CCCC-DDDD', phoneIds: [201] } },
        { code: 'EEEE-FFFF-GGGG-HHHH', success: false, msg: '兑换码已被使用', result: null },
      ],
    });
    renderPage();
    await screen.findAllByTestId('redeemed-row');
    fireEvent.click(screen.getByText('批量兑换'));
    // Blank lines and a repeat (in another case and spacing) are left out.
    type('redeem-batch-input', 'aaaa-bbbb-cccc-dddd\n\n  EEEE FFFF GGGG HHHH\nAAAABBBBCCCCDDDD\n');
    expect(screen.getByTestId('redeem-batch-count').textContent).toBe('2 / 20 个兑换码');
    fireEvent.click(button('redeem-batch-submit'));

    const result = await screen.findByTestId('redeem-result');
    expect(server.bodies(PATHS.batch)).toEqual([{ codes: ['AAAABBBBCCCCDDDD', 'EEEEFFFFGGGGHHHH'] }]);
    expect(within(result).getByText('兑换完成：成功 1 个，失败 1 个')).toBeTruthy();
    const items = within(result).getAllByTestId('redeem-batch-item');
    expect(items.map((item) => item.getAttribute('data-success'))).toEqual(['true', 'false']);
    expect(items[0]!.textContent).toContain('AAAA-BBBB-CCCC-DDDD');
    expect(items[0]!.textContent).toContain('VIP 8核 · 1 个月 · #201');
    expect(items[1]!.textContent).toContain('兑换码已被使用');
    expect(items[1]!.textContent).not.toContain('VIP 8核');
    // One failed, so the codes stay for the member to fix.
    expect((screen.getByTestId('redeem-batch-input') as HTMLTextAreaElement).value).toContain('EEEE FFFF');
  });

  it('renews the chosen own phones with a code and shows their new expiry', async () => {
    const server = serve({
      ...base,
      [PATHS.phones]: (_, calls) => ({
        list: calls === 1 ? PHONES : PHONES.map((p) => (p.id === 11 || p.id === 12 ? { ...p, expireTime: RENEWED_EXPIRY } : p)),
        total: PHONES.length,
      }),
      [PATHS.renew]: (body) => ({
        type: 'renewal',
        code: 'WXYZ-WXYZ-WXYZ-WXYZ',
        configurationName: 'VIP 8核',
        duration: 7,
        durationUnit: 'day',
        phoneIds: (body as { phoneIds: number[] }).phoneIds,
      }),
    });
    renderPage();
    await screen.findAllByTestId('redeemed-row');
    await waitFor(() => expect(server.count(PATHS.phones)).toBe(1));

    type('renew-code-input', 'wxyz-wxyz-wxyz-wxyz');
    const picker = screen.getByTestId('renew-phones');
    fireEvent.mouseDown(picker.querySelector('input')!);
    const options = await screen.findAllByTestId('renew-phone-option');
    // Only the member's own phones: the one shared with them (13) is not theirs to renew.
    expect(options.map((option) => option.getAttribute('data-phone-id'))).toEqual(['11', '12']);
    expect(options[0]!.textContent).toContain('主号 · CP00000011');
    fireEvent.click(options[1]!);
    fireEvent.click(options[0]!);
    expect(button('renew-submit').disabled).toBe(false);
    fireEvent.click(button('renew-submit'));

    const result = await screen.findByTestId('renew-result');
    expect(server.bodies(PATHS.renew)).toEqual([{ code: 'WXYZWXYZWXYZWXYZ', phoneIds: [12, 11] }]);
    expect(within(result).getByText('VIP 8核 · 7 天，新的到期时间：')).toBeTruthy();
    // The phone lists are fetched again, and the new expiry shows.
    await waitFor(() => expect(server.count(PATHS.phones)).toBe(2));
    await waitFor(() =>
      expect(
        within(result)
          .getAllByTestId('renew-result-phone')
          .map((li) => li.textContent),
      ).toEqual(['CP000000122031-01-02 03:04:05', '主号 · CP000000112031-01-02 03:04:05']),
    );
    expect((screen.getByTestId('renew-code-input') as HTMLInputElement).value).toBe('');
  });
});
