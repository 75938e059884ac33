import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubAntdBrowserApis } from '../../../../shared/table/stub-antd-browser-apis';
import { makePhone } from '../../test-phones';
import { initPhonesI18n } from '../../test-i18n';
import { failedIds, ResultsDialog } from './results-dialog';

beforeAll(() => {
  initPhonesI18n();
  stubAntdBrowserApis();
});
afterEach(cleanup);

const phones = [makePhone(1), makePhone(2), makePhone(3)];
const results = [
  { phoneId: 1, ok: true, msg: '操作成功' },
  { phoneId: 2, ok: false, msg: '云机状态重启中，请稍后再试' },
  { phoneId: 3, ok: false, msg: '设备离线' },
];

describe('ResultsDialog', () => {
  it('lists each phone with its result and message, and a summary', () => {
    render(
      <ResultsDialog open title="重启结果" phones={phones} results={results} isRunning={false} onRetryFailed={vi.fn()} onClose={vi.fn()} />,
    );
    const rows = screen.getAllByTestId('op-result-row');
    expect(rows.map((r) => r.getAttribute('data-ok'))).toEqual(['true', 'false', 'false']);
    expect(rows[1]!.textContent).toContain('挂机 2');
    expect(rows[1]!.textContent).toContain('失败');
    expect(rows[2]!.textContent).toContain('设备离线');
    expect(screen.getByTestId('op-results-summary').textContent).toBe('成功 1 台，失败 2 台');
  });

  it('"retry failed only" sends just the failed phones', () => {
    const onRetryFailed = vi.fn();
    render(
      <ResultsDialog
        open
        title="重启结果"
        phones={phones}
        results={results}
        isRunning={false}
        onRetryFailed={onRetryFailed}
        onClose={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByTestId('op-retry-failed'));
    expect(onRetryFailed).toHaveBeenCalledWith([2, 3]);
    expect(failedIds(results)).toEqual([2, 3]);
  });

  it('has nothing to retry when every phone succeeded', () => {
    render(
      <ResultsDialog
        open
        title="重启结果"
        phones={phones}
        results={[{ phoneId: 1, ok: true, msg: '' }]}
        isRunning={false}
        onRetryFailed={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect((screen.getByTestId('op-retry-failed') as HTMLButtonElement).disabled).toBe(true);
  });
});
