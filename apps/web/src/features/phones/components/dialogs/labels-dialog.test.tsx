import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PhoneLabel } from '@cloudphone/contract';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubAntdBrowserApis } from '../../../../shared/table/stub-antd-browser-apis';
import { useOverlay } from '../../../../shared/ui/overlay-store';
import { phoneKeys } from '../../api/phone-keys';
import { initPhonesI18n } from '../../test-i18n';
import { makePhone } from '../../test-phones';
import { flashes, serve } from '../../test-serve';
import { LabelsDialog } from './labels-dialog';

const LIST = '/app-api/trade/phone-bound/label-list';
const ADD = '/app-api/trade/phone-bound/add-label';
const REMOVE = '/app-api/trade/phone-bound/remove-label';

beforeAll(() => {
  initPhonesI18n();
  stubAntdBrowserApis();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useOverlay.setState({ flashes: [] });
});

const label = (id: number, text: string): PhoneLabel => ({ id, label: text, createTime: 1_700_000_000_000 + id });

function renderDialog(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  render(
    <QueryClientProvider client={client}>
      <App>
        <LabelsDialog open phone={makePhone(7, { alias: '挂机 7' })} onClose={vi.fn()} />
      </App>
    </QueryClientProvider>,
  );
  return client;
}

// antd's dialogs are slow to render in jsdom on a shared machine.
describe('the labels dialog', { timeout: 30_000 }, () => {
  it('lists the phone’s labels, adds a trimmed one, says 添加成功 and refreshes every labels query', async () => {
    let labels = [label(1, '主号')];
    const sent = serve({
      [LIST]: () => ({ data: labels }),
      [ADD]: (body) => {
        labels = [...labels, label(2, (body as { label: string }).label)];
        return { data: 2 };
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    renderDialog(client);
    expect(await screen.findByText('主号')).toBeTruthy();
    expect(screen.getByText('标记 · 挂机 7')).toBeTruthy();
    fireEvent.change(screen.getByTestId('labels-input'), { target: { value: '  店铺  ' } });
    fireEvent.click(screen.getByTestId('labels-add'));
    await waitFor(() => expect(flashes('success')).toEqual(['添加成功']));
    expect(sent.filter((s) => s.path === ADD)).toEqual([{ path: ADD, body: { phoneId: 7, label: '店铺' } }]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: phoneKeys.labels() });
    await waitFor(() => expect(screen.getAllByTestId('labels-item').map((e) => e.textContent)).toEqual(['主号×', '店铺×']));
    expect((screen.getByTestId('labels-input') as HTMLInputElement).value).toBe('');
  });

  it('checks the label before sending: empty, too long, control characters', async () => {
    const sent = serve({ [LIST]: () => ({ data: [] }) });
    renderDialog();
    expect(await screen.findByText('暂无标记')).toBeTruthy();
    const attempt = (value: string) => {
      fireEvent.change(screen.getByTestId('labels-input'), { target: { value } });
      fireEvent.click(screen.getByTestId('labels-add'));
      return screen.getByRole('alert').textContent;
    };
    expect(attempt('   ')).toBe('请输入标记内容');
    expect(attempt('x'.repeat(21))).toBe('标记为 1-20 个字符');
    expect(attempt('a\u0007b')).toBe('输入内容不能包含控制字符');
    expect(sent.filter((s) => s.path === ADD)).toEqual([]);
  });

  it('takes a label off, says 删除成功, and stops adding at 10 labels', async () => {
    let labels = Array.from({ length: 10 }, (_, i) => label(i + 1, `l${i + 1}`));
    const sent = serve({
      [LIST]: () => ({ data: labels }),
      [REMOVE]: (body) => {
        labels = labels.filter((l) => l.id !== (body as { id: number }).id);
        return { data: true };
      },
    });
    renderDialog();
    await screen.findByText('l10');
    expect((screen.getByTestId('labels-input') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('10/10')).toBeTruthy();
    fireEvent.click(screen.getAllByTestId('labels-remove')[0]!);
    await waitFor(() => expect(flashes('success')).toEqual(['删除成功']));
    expect(sent.filter((s) => s.path === REMOVE)).toEqual([{ path: REMOVE, body: { id: 1 } }]);
    await waitFor(() => expect(screen.getAllByTestId('labels-item')).toHaveLength(9));
    expect((screen.getByTestId('labels-input') as HTMLInputElement).disabled).toBe(false);
  });
});
