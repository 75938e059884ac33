import { accountApi, uploadsApi } from '@cloudphone/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../shared/i18n/i18n';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { jsonResponse } from '../../../shared/testing/stub-fetch';
import { useOverlay } from '../../../shared/ui/overlay-store';
import { uploadsZhCN } from '../i18n/uploads.zh-cn';
import { UploadRecordsPage } from './upload-records-page';

const CSV = 'name,type,status\ngame.apk,apk,success\n';

beforeAll(() => {
  localStorage.setItem('locale', 'zh-CN');
  initI18n();
  i18next.addResourceBundle('zh-CN', 'translation', uploadsZhCN, true, false);
  stubAntdBrowserApis();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (URL as Partial<typeof URL>).createObjectURL;
  delete (URL as Partial<typeof URL>).revokeObjectURL;
  useOverlay.setState({ flashes: [], dialogs: [] });
});

describe('UploadRecordsPage export', () => {
  it('exports the records, fetches the file through common download with delete=true, and saves it', { timeout: 30_000 }, async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        const path = new URL(url, 'http://console.test').pathname;
        if (path === uploadsApi.endpoints.recordExport.path)
          return jsonResponse({ code: 0, data: { fileName: 'upload-records-7-a1.csv' }, msg: '' });
        if (path === accountApi.endpoints.download.path) return new Response(CSV, { headers: { 'content-type': 'text/csv' } });
        return jsonResponse({ code: 0, data: { list: [], total: 0 }, msg: '' });
      }),
    );
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:test/1';
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UploadRecordsPage />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByTestId('upload-records-export'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^upload-records-\d{8}-\d{6}\.csv$/);
    expect(asked.filter((url) => url.startsWith(accountApi.endpoints.download.path))).toEqual([
      `${accountApi.endpoints.download.path}?fileName=upload-records-7-a1.csv&delete=true`,
    ]);
    expect(useOverlay.getState().flashes.map((f) => f.text)).toContain('已导出上传记录');
  });
});
