import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { PhoneRow } from '@cloudphone/contract';
import { App } from 'antd';
import dayjs from 'dayjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../shared/i18n/i18n';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { jsonResponse } from '../../../shared/testing/stub-fetch';
import { useOverlay } from '../../../shared/ui/overlay-store';
import { phoneKeys } from '../api/phone-keys';
import { initPhonesI18n } from '../test-i18n';
import { makePhone } from '../test-phones';
import { useOperationRunner, type PhoneOperator } from './use-operation-runner';

/**
 * Granting, recalling and transferring from the phone list (issue 16): the runner checks the
 * selection, opens features/sharing's dialog, sends what it collected and says how it went.
 */

const PATHS = {
  accredit: '/app-api/trade/phone-accredit/accredit',
  accreditBatch: '/app-api/trade/phone-accredit/accredit-batch',
  list: '/app-api/trade/phone-accredit/accredit-phone-list',
  recall: '/app-api/trade/phone-accredit/recall',
  recallBatch: '/app-api/trade/phone-accredit/recall-batch',
  transfer: '/app-api/trade/phone/transfer',
};

type Answer = { code?: number; data?: unknown; msg?: string };

/** The server behind the real API client: each path answers its handler's envelope; returns what was sent where. */
function serve(handlers: Record<string, (body: unknown) => Answer>) {
  const sent: Array<{ path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0]!;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ path, body });
      const answer = handlers[path]?.(body) ?? { code: 404, msg: `no handler for ${path}` };
      return jsonResponse({ code: 0, data: null, msg: '', ...answer });
    }),
  );
  return sent;
}

const own = (id: number, authorized = false) => makePhone(id, { authorized, alias: `主机${id}` });
const warnings = () =>
  useOverlay
    .getState()
    .flashes.filter((f) => f.tone === 'warning')
    .map((f) => f.text);
const successes = () =>
  useOverlay
    .getState()
    .flashes.filter((f) => f.tone === 'success')
    .map((f) => f.text);

function renderRunner(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  let operator: PhoneOperator | null = null;
  function Harness() {
    const runner = useOperationRunner();
    operator = runner.operator;
    return <>{runner.dialogs}</>;
  }
  render(
    <QueryClientProvider client={client}>
      <App>
        <Harness />
      </App>
    </QueryClientProvider>,
  );
  return (kind: Parameters<PhoneOperator['run']>[0], phones: PhoneRow[]) => act(() => operator!.run(kind, phones));
}

/** Whether a dialog is open (its wrapper says so; a closed antd dialog's content stays in jsdom). */
const isOpen = (testId: string) => screen.getByTestId(testId).closest('[data-open]')?.getAttribute('data-open');
const typeIn = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
/** The expiry picker takes a typed date and time on Enter. */
const typeExpiry = (when: dayjs.Dayjs) => {
  typeIn('grant-expire', when.format('YYYY-MM-DD HH:mm'));
  fireEvent.keyDown(screen.getByTestId('grant-expire'), { key: 'Enter' });
};

beforeAll(() => {
  initPhonesI18n();
  stubAntdBrowserApis();
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  useOverlay.setState({ flashes: [] });
  localStorage.setItem('locale', 'zh-CN');
  await i18next.changeLanguage('zh-CN');
});

describe('the selection a sharing operation takes', () => {
  it('grants only phones not granted yet and recalls only granted ones, saying so before any request', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const run = renderRunner();
    run('accredit', [own(1), own(2, true)]);
    run('recall', [own(1, true), own(2)]);
    run('transfer', [own(1), makePhone(3, { accreditType: 2, authorized: true })]);
    expect(warnings()).toEqual(['请选择未授权的设备进行授权', '请选择已授权的云机', '所选设备中包含不能进行该操作的云机']);
    localStorage.setItem('locale', 'en-US');
    run('accredit', [own(2, true)]);
    run('recall', [own(1)]);
    expect(warnings().slice(3)).toEqual(['Select unauthorized devices to authorize', 'Select authorized phones']);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByTestId('grant-dialog')).toBeNull();
  });
});

// antd's dialogs and pickers are slow to render in jsdom on a shared machine.
describe('sharing from the phone list', { timeout: 60_000 }, () => {
  it('grants two phones with accredit-batch, says 授权成功 and refreshes the list', async () => {
    const sent = serve({ [PATHS.accreditBatch]: () => ({ data: { relationIds: [501, 502] } }) });
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const run = renderRunner(client);
    run('accredit', [own(1), own(2)]);
    await screen.findByTestId('grant-dialog');
    typeIn('grant-account', '13900139000');
    const when = dayjs().add(7, 'day').second(0).millisecond(0);
    typeExpiry(when);
    fireEvent.click(screen.getByTestId('grant-submit'));

    await waitFor(() => expect(successes()).toEqual(['授权成功']));
    expect(sent).toEqual([
      { path: PATHS.accreditBatch, body: { phoneIds: [1, 2], subMemberPhone: '13900139000', accreditType: 1, expireTime: when.valueOf() } },
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: phoneKeys.lists() });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['sharing'] });
    expect(screen.queryByTestId('op-results')).toBeNull();
    // Done: the dialog closes.
    await waitFor(() => expect(isOpen('grant-dialog')).toBe('false'));
  });

  it('keeps the grant dialog open with what was typed when the server refuses the account', async () => {
    const sent = serve({ [PATHS.accredit]: () => ({ code: 1011007003, msg: '该账号不存在' }) });
    const run = renderRunner();
    run('accredit', [own(1)]);
    await screen.findByTestId('grant-dialog');
    typeIn('grant-account', '13700137000');
    typeExpiry(dayjs().add(1, 'day'));
    fireEvent.click(screen.getByTestId('grant-submit'));

    await waitFor(() => expect(sent.map((s) => s.path)).toEqual([PATHS.accredit]));
    await waitFor(() => expect((screen.getByTestId('grant-submit') as HTMLButtonElement).className).not.toContain('loading'));
    expect(successes()).toEqual([]);
    expect(useOverlay.getState().flashes.some((f) => f.text === '该账号不存在')).toBe(true);
    expect(isOpen('grant-dialog')).toBe('true');
    expect((screen.getByTestId('grant-account') as HTMLInputElement).value).toBe('13700137000');
  });

  it('recalls a granted phone after showing its grant, with recall and relationType 1, and says 回收成功', async () => {
    const grant = {
      phoneId: 1,
      owlId: 'CP0000000001',
      phoneAlias: '主机1',
      phoneTags: [],
      subMemberPhone: '13900139000',
      accreditType: 2,
      accredit: true,
      createTime: Date.now() - 86_400_000,
      expireTime: Date.now() + 86_400_000,
      businessStatus: 1,
      relationId: 77,
    };
    const other = { ...grant, phoneId: 9, owlId: 'CP0000000009', relationId: 78 };
    const sent = serve({ [PATHS.list]: () => ({ data: { list: [other, grant], total: 2 } }), [PATHS.recall]: () => ({ data: true }) });
    const run = renderRunner();
    run('recall', [own(1, true)]);
    const dialog = await screen.findByTestId('recall-dialog');
    const lines = await within(dialog).findAllByTestId('recall-grant');
    expect(lines.map((line) => line.getAttribute('data-relation-id'))).toEqual(['77']);
    expect(lines[0]!.textContent).toContain('13900139000');
    expect(lines[0]!.textContent).toContain('可操作');
    fireEvent.click(screen.getByTestId('recall-submit'));

    await waitFor(() => expect(successes()).toEqual(['回收成功']));
    await waitFor(() => expect(isOpen('recall-dialog')).toBe('false'));
    expect(sent.filter((s) => s.path === PATHS.recall)).toEqual([{ path: PATHS.recall, body: { relationId: 77, relationType: 1 } }]);
  });

  it('transfers after a confirmation that shows the receiving account, then shows a result per phone', async () => {
    const sent = serve({
      [PATHS.transfer]: () => ({
        data: {
          results: [
            { phoneId: 1, ok: true, msg: '' },
            { phoneId: 2, ok: false, msg: '云机状态异常' },
          ],
        },
      }),
    });
    const run = renderRunner();
    run('transfer', [own(1), own(2, true)]);
    await screen.findByTestId('transfer-dialog');
    fireEvent.click(screen.getByTestId('transfer-next'));
    expect(screen.getByTestId('transfer-receiver-error').textContent).toBe('请输入接收账号');
    typeIn('transfer-receiver', '13800138000');
    fireEvent.click(screen.getByTestId('transfer-next'));

    expect(screen.getByTestId('transfer-confirm-receiver').textContent).toBe('13800138000');
    expect(screen.getByTestId('transfer-warning').textContent).toContain('授权将全部结束');
    expect(screen.getByTestId('transfer-warning').textContent).toContain('数据会保留');
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByTestId('transfer-submit'));

    const results = await screen.findByTestId('op-results');
    expect(sent).toEqual([{ path: PATHS.transfer, body: { phoneIds: [1, 2], receiverPhone: '13800138000' } }]);
    expect(
      within(results)
        .getAllByTestId('op-result-row')
        .map((row) => row.getAttribute('data-ok')),
    ).toEqual(['true', 'false']);
    expect(within(results).getByTestId('op-results-summary').textContent).toBe('成功 1 台，失败 1 台');
  });
});
