import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { useOverlay } from '../../../shared/ui/overlay-store';
import { phoneKeys } from '../api/phone-keys';
import { initPhonesI18n } from '../test-i18n';
import { flashes, serve } from '../test-serve';
import { GroupPanel } from './group-panel';

const TAGS = '/app-api/trade/phone-tag/page';
const TREE = '/app-api/trade/phone-tag/phone-tree-v2';
const UPDATE = '/app-api/trade/phone-tag/update';

beforeAll(() => {
  initPhonesI18n();
  stubAntdBrowserApis();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useOverlay.setState({ flashes: [] });
});

// antd's dialogs are slow to render in jsdom on a shared machine.
describe('renaming a tag from the tag list', { timeout: 30_000 }, () => {
  it('opens the name dialog with the tag’s name, saves the new one, says so and refreshes', async () => {
    const sent = serve({
      [TAGS]: () => ({ data: { list: [{ id: 4, name: '测试', phoneCount: 2, createTime: 1 }], total: 1 } }),
      [TREE]: () => ({ data: [] }),
      [UPDATE]: () => ({ data: true }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    render(
      <QueryClientProvider client={client}>
        <App>
          <GroupPanel group="all" tagId={null} onGroup={vi.fn()} onTag={vi.fn()} />
        </App>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByTestId('tag-rename-测试'));
    const input = (await screen.findByTestId('name-dialog-input')) as HTMLInputElement;
    expect(input.value).toBe('测试');
    expect(screen.getByText('重命名标签', { selector: '.ant-modal-title' })).toBeTruthy();
    fireEvent.change(input, { target: { value: ' 主力 ' } });
    fireEvent.click(screen.getByTestId('name-dialog-submit'));
    await waitFor(() => expect(flashes('success')).toEqual(['标签已重命名']));
    expect(sent.filter((s) => s.path === UPDATE)).toEqual([{ path: UPDATE, body: { id: 4, name: '主力' } }]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: phoneKeys.tags() });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: phoneKeys.lists() });
  });

  it('refuses a name over 10 characters before sending it', async () => {
    const sent = serve({
      [TAGS]: () => ({ data: { list: [{ id: 4, name: '测试', phoneCount: 2, createTime: 1 }], total: 1 } }),
      [TREE]: () => ({ data: [] }),
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <App>
          <GroupPanel group="all" tagId={null} onGroup={vi.fn()} onTag={vi.fn()} />
        </App>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByTestId('tag-rename-测试'));
    fireEvent.change(await screen.findByTestId('name-dialog-input'), { target: { value: 'x'.repeat(11) } });
    fireEvent.click(screen.getByTestId('name-dialog-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('标签名称为 1-10 个字符');
    expect(sent.filter((s) => s.path === UPDATE)).toEqual([]);
  });
});
