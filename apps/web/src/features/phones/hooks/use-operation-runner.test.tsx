import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { useOverlay } from '../../../shared/ui/overlay-store';
import { initPhonesI18n } from '../test-i18n';
import { makePhone } from '../test-phones';
import { useOperationRunner } from './use-operation-runner';

beforeAll(() => {
  initPhonesI18n();
  stubAntdBrowserApis();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useOverlay.setState({ flashes: [] });
});

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <App>{children}</App>
    </QueryClientProvider>
  );
}

const warnings = () =>
  useOverlay
    .getState()
    .flashes.filter((f) => f.tone === 'warning')
    .map((f) => f.text);

describe('the operation runner refuses a selection before asking anything', () => {
  it('says 请勾选云手机 for none and 最多选择 30 台云手机 for 31, and sends nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useOperationRunner(), { wrapper: Wrapper });
    act(() => result.current.operator.run('reboot', []));
    expect(warnings()).toEqual(['请勾选云手机']);
    act(() =>
      result.current.operator.run(
        'reset',
        Array.from({ length: 31 }, (_, i) => makePhone(i + 1)),
      ),
    );
    expect(warnings()).toEqual(['请勾选云手机', '最多选择 30 台云手机']);
    act(() => result.current.operator.run('reboot', [makePhone(1), makePhone(2, { accreditType: 2, authorized: true })]));
    expect(warnings()[2]).toBe('所选设备中包含不能进行该操作的云机');
    expect(fetch).not.toHaveBeenCalled();
  });
});
