import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { PhoneRow } from '@cloudphone/contract';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { useOverlay } from '../../../shared/ui/overlay-store';
import { initPhonesI18n } from '../test-i18n';
import { makePhone } from '../test-phones';
import { flashes, serve } from '../test-serve';
import { useOperationRunner, type PhoneOperator } from './use-operation-runner';

/**
 * Spec point 5 before anything starts: batch one-click new machine and batch customization run
 * only on Android 10 Orion865 phones, so the others are listed and left out; and the image
 * upgrade (issue 17) asks with its 10 minutes and runs upgrade-image.
 */
const RENEW = '/app-api/infra/renew/renew';
const QUOTA = '/app-api/infra/renew-redesign/query-renew-times';
const STATUS = '/app-api/trade/phone-bound/query-status';
const UPGRADE = '/app-api/trade/phone/upgrade-image';

beforeAll(() => {
  initPhonesI18n();
  stubAntdBrowserApis();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useOverlay.setState({ flashes: [] });
});

function renderRunner() {
  let operator: PhoneOperator | null = null;
  function Harness() {
    const runner = useOperationRunner();
    operator = runner.operator;
    return <>{runner.dialogs}</>;
  }
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <Harness />
      </App>
    </QueryClientProvider>,
  );
  return (kind: Parameters<PhoneOperator['run']>[0], phones: PhoneRow[]) => act(() => operator!.run(kind, phones));
}

const supported = (id: number) => makePhone(id, { alias: `支持${id}` });
const android12 = (id: number) => makePhone(id, { alias: `安卓12-${id}`, androidVersion: '12' });
const otherChip = (id: number) => makePhone(id, { alias: `SD888-${id}`, chip: 'SD888' });
const results = (phoneIds: number[]) => ({ data: { results: phoneIds.map((phoneId) => ({ phoneId, ok: true, msg: '操作成功' })) } });

describe('operations limited to Android 10 with Orion865', { timeout: 60_000 }, () => {
  it('one-click new machine lists the unsupported phones in its confirmation and runs on the others only', async () => {
    const sent = serve({
      [QUOTA]: () => ({ data: { used: 0, limit: 30, remaining: 30 } }),
      [RENEW]: (body) => results((body as { phoneIds: number[] }).phoneIds),
      [STATUS]: () => ({ data: { list: [] } }),
    });
    const run = renderRunner();
    run('newMachine', [supported(1), android12(2), supported(3), otherChip(4)]);
    const warning = await screen.findByTestId('op-unsupported');
    expect(warning.textContent).toBe('以下 2 台云机不支持此操作（仅支持安卓 10 Orion865），将不会执行：安卓12-2、SD888-4');
    // The confirmation counts (and the free uses it takes) only the phones it runs on.
    expect(within(screen.getByTestId('op-confirm')).getByText(/本次扣除 2 次/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('op-confirm-ok'));
    await waitFor(() => expect(sent.some((s) => s.path === RENEW)).toBe(true));
    expect(sent.find((s) => s.path === RENEW)!.body).toEqual({ phoneIds: [1, 3] });
    const grid = await screen.findByTestId('op-results');
    expect(within(grid).getByTestId('op-results-summary').textContent).toBe('成功 2 台，失败 0 台');
  });

  it('refuses at once when no selected phone is supported, sending nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const run = renderRunner();
    run('newMachine', [android12(1), otherChip(2)]);
    expect(flashes('warning')).toEqual(['所选云机均不支持此操作：仅支持安卓 10 (Orion865) 的云机']);
    useOverlay.setState({ flashes: [] });
    run('customize', [android12(1), otherChip(2)]);
    expect(flashes('warning')).toEqual(['所选云机均不支持此操作：仅支持安卓 10 (Orion865) 的云机']);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByTestId('op-confirm')).toBeNull();
    expect(screen.queryByTestId('customize-dialog')).toBeNull();
  });

  it('batch customization shows the unsupported phones in its dialog; one phone of any image may be customized alone', async () => {
    serve({
      '/app-api/infra/model-library/list': () => ({ data: [] }),
      '/app-api/infra/renew-redesign/countries': () => ({ data: [] }),
    });
    const run = renderRunner();
    run('customize', [supported(1), android12(2), supported(3)]);
    const dialog = await screen.findByTestId('customize-dialog');
    expect(within(dialog).getByTestId('op-unsupported').textContent).toBe(
      '以下 1 台云机不支持此操作（仅支持安卓 10 Orion865），将不会执行：安卓12-2',
    );
    cleanup();
    const again = renderRunner();
    again('customize', [android12(5)]);
    const single = await screen.findByTestId('customize-dialog');
    expect(within(single).queryByTestId('op-unsupported')).toBeNull();
  });
});

describe('image upgrade from the batch menu', { timeout: 60_000 }, () => {
  it('asks with its estimated 10 minutes, then runs upgrade-image on every selected phone', async () => {
    const sent = serve({
      [UPGRADE]: (body) => results((body as { phoneIds: number[] }).phoneIds),
      [STATUS]: () => ({ data: { list: [] } }),
    });
    const run = renderRunner();
    run('upgradeImage', [supported(1), android12(2)]);
    const confirm = await screen.findByTestId('op-confirm');
    expect(confirm.textContent).toContain('预计耗时约 10 分钟');
    expect(confirm.textContent).toContain('升级到其芯片可用的最新安卓镜像');
    expect(within(confirm).queryByTestId('op-unsupported')).toBeNull();
    fireEvent.click(screen.getByTestId('op-confirm-ok'));
    await waitFor(() => expect(sent.find((s) => s.path === UPGRADE)?.body).toEqual({ phoneIds: [1, 2] }));
  });
});
