import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PhoneRow } from '@cloudphone/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatTime } from '../../../../shared/format';
import { useSession } from '../../../../shared/session/session-store';
import { stubAntdBrowserApis } from '../../../../shared/table/stub-antd-browser-apis';
import type { PhoneOperationEntry } from '../../api/phone-history';
import { initPhonesI18n } from '../../test-i18n';
import { makePhone } from '../../test-phones';
import { PhoneHistoryDrawer } from './phone-history-drawer';
import { jsonResponse, stubFetch } from '../../../../shared/testing/stub-fetch';

const ME = 7;
const T0 = new Date(2026, 10, 20, 9, 30, 0).getTime();

beforeAll(() => {
  initPhonesI18n();
  stubAntdBrowserApis();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (over: Partial<PhoneOperationEntry>): PhoneOperationEntry => ({
  id: 1,
  kind: 'reboot',
  state: 'succeeded',
  message: null,
  memberId: ME,
  createTime: T0,
  finishTime: T0 + 60_000,
  ...over,
});

const json = jsonResponse;

const stubHistory = stubFetch;

function renderDrawer(phone: PhoneRow = makePhone(42)) {
  useSession.setState({ userId: ME });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PhoneHistoryDrawer open phone={phone} onClose={vi.fn()} />
    </QueryClientProvider>,
  );
}

const view = () => screen.getByTestId('phone-history');
const rows = () => screen.queryAllByTestId('phone-history-entry');

describe('PhoneHistoryDrawer', () => {
  it('lists the phone’s operations in the order the server gives (newest first): name, result, who, start and end', async () => {
    const urls = stubHistory(() =>
      json({
        code: 0,
        msg: '',
        data: [
          entry({ id: 4, kind: 'reset', state: 'running', finishTime: null, createTime: T0 + 3_600_000 }),
          entry({ id: 3, kind: 'powerOff', state: 'failed', message: 'device offline', memberId: 9 }),
          entry({ id: 2, kind: 'expire', memberId: null }),
          entry({ id: 1, kind: 'reboot' }),
        ],
      }),
    );
    renderDrawer();
    await waitFor(() => expect(view().getAttribute('data-state')).toBe('ready'));
    expect(urls[0]).toContain('/app-api/trade/phone/operations?phoneId=42');
    expect(rows().map((r) => r.getAttribute('data-kind'))).toEqual(['reset', 'powerOff', 'expire', 'reboot']);

    const [running, failed, expired, reboot] = rows();
    expect(running!.textContent).toContain('恢复出厂');
    expect(running!.querySelector('[data-testid="phone-history-state"]')!.textContent).toBe('进行中');
    expect(running!.textContent).toContain('结束 —');
    expect(failed!.textContent).toContain('关机');
    expect(failed!.querySelector('[data-testid="phone-history-state"]')!.textContent).toBe('失败');
    expect(failed!.querySelector('[data-testid="phone-history-message"]')!.textContent).toBe('device offline');
    expect(failed!.querySelector('[data-testid="phone-history-actor"]')!.textContent).toBe('被授权账号（ID 9）');
    expect(expired!.textContent).toContain('到期回收');
    expect(expired!.querySelector('[data-testid="phone-history-actor"]')!.textContent).toBe('系统');
    expect(reboot!.textContent).toContain('重启');
    expect(reboot!.querySelector('[data-testid="phone-history-actor"]')!.textContent).toBe('我');
    expect(reboot!.textContent).toContain(`开始 ${formatTime(T0)}`);
    expect(reboot!.textContent).toContain(`结束 ${formatTime(T0 + 60_000)}`);
    expect(view().textContent).toContain('挂机 42（CP0000000042）');
  });

  it('says so when the phone has no history yet', async () => {
    stubHistory(() => json({ code: 0, msg: '', data: [] }));
    renderDrawer();
    await waitFor(() => expect(view().getAttribute('data-state')).toBe('empty'));
    expect(view().textContent).toContain('暂无操作记录');
    expect(rows()).toHaveLength(0);
  });

  it('shows a loading state until the answer comes', async () => {
    let answer!: (response: Response) => void;
    stubHistory(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderDrawer();
    expect(view().getAttribute('data-state')).toBe('loading');
    expect(view().getAttribute('aria-busy')).toBe('true');
    answer(json({ code: 0, msg: '', data: [entry({})] }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('offers a retry when the history cannot be loaded, and shows it once it can', async () => {
    let fails = true;
    const urls = stubHistory(() =>
      fails ? json({ code: 500, msg: 'boom', data: null }, 500) : json({ code: 0, msg: '', data: [entry({ kind: 'clearFiles' })] }),
    );
    renderDrawer();
    await waitFor(() => expect(view().getAttribute('data-state')).toBe('error'));
    expect(view().textContent).toContain('操作记录加载失败');
    fails = false;
    fireEvent.click(screen.getByTestId('phone-history-retry'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.textContent).toContain('清除文件');
    expect(urls).toHaveLength(2);
  });

  it('names another account on a phone shared with the member without calling it a grantee', async () => {
    stubHistory(() => json({ code: 0, msg: '', data: [entry({ memberId: 3 })] }));
    renderDrawer(makePhone(5, { accreditType: 2, authorized: true, ownerPhone: '13900139000' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByTestId('phone-history-actor').textContent).toBe('其他账号（ID 3）');
  });
});
