import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../shared/i18n/i18n';
import { playZhCN } from '../i18n/play.zh-cn';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { PushProgress } from './push-progress';

const reply = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data, msg: '' }), { status: 200, headers: { 'content-type': 'application/json' } });

const item = (phoneId: number, status: string, progress: number, msg = '') => ({
  phoneId,
  owlId: `owl-${phoneId}`,
  alias: `云机${phoneId}`,
  status,
  progress,
  msg,
  finishedAt: null,
});
const record = (over: object) => ({
  id: 9,
  name: 'game.apk',
  moreCount: 0,
  type: 'apk',
  size: 1024,
  progress: 0,
  result: '',
  createTime: 0,
  total: 2,
  success: 0,
  failed: 0,
  status: 'executing',
  expired: false,
  targetDir: '/sdcard/Download',
  files: [],
  items: [],
  ...over,
});

beforeAll(() => {
  localStorage.setItem('locale', 'zh-CN');
  initI18n();
  i18next.addResourceBundle('zh-CN', 'translation', playZhCN, true, false);
  stubAntdBrowserApis();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const states = () => screen.getAllByTestId('gc-push-item').map((li) => `${li.dataset.phoneId}:${li.dataset.status}:${li.textContent}`);

describe('a push from group control', () => {
  it('shows the progress while it runs, then every phone’s result, including phones it could not start on', async () => {
    const answers = [
      record({ progress: 40, items: [item(1, 'running', 80), item(2, 'pending', 0)] }),
      record({
        progress: 100,
        status: 'partial',
        success: 1,
        failed: 1,
        items: [item(1, 'success', 100), item(2, 'failed', 100, '存储空间不足')],
      }),
    ];
    const fetch = vi.fn(async () => reply(answers.length > 1 ? answers.shift() : answers[0]));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <PushProgress
            result={{
              recordId: 9,
              results: [
                { phoneId: 1, ok: true, msg: '' },
                { phoneId: 2, ok: true, msg: '' },
                { phoneId: 3, ok: false, msg: '设备离线' },
              ],
            }}
            aliasOf={(id) => `云机${id}`}
            onClose={() => undefined}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(states()).toHaveLength(3));
    expect(screen.getByTestId('gc-push-progress').dataset.status).toBe('executing');
    expect(screen.getByTestId('gc-push-progress').textContent).toContain('40%');
    expect(states()).toEqual(['1:running:云机1推送中 80%', '2:pending:云机2等待中', '3:refused:云机3未推送 · 设备离线']);

    await act(() => client.invalidateQueries());
    await waitFor(() => expect(screen.getByTestId('gc-push-progress').dataset.status).toBe('partial'));
    expect(states()).toEqual(['1:success:云机1成功', '2:failed:云机2失败 · 存储空间不足', '3:refused:云机3未推送 · 设备离线']);
    expect(screen.getByTestId('gc-push-counts').textContent).toBe('共 3 台 · 成功 1 · 失败 2');
    expect(String(fetch.mock.calls[0]![0 as never])).toContain('/app-api/infra/upload-record/get?id=9');
  });
});
