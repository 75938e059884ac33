import { accountApi, ordersApi } from '@cloudphone/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../shared/i18n/i18n';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { jsonResponse } from '../../../shared/testing/stub-fetch';
import { useOverlay } from '../../../shared/ui/overlay-store';
import { ordersZhCN } from '../i18n/orders.zh-cn';
import { OrderRecordsPage } from './order-records-page';

beforeAll(() => {
  localStorage.setItem('locale', 'zh-CN');
  initI18n();
  i18next.addResourceBundle('zh-CN', 'translation', ordersZhCN, true, false);
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

describe('OrderRecordsPage export', () => {
  it(
    "exports the orders under the page's filters (no paging), then fetches the file with delete=true and saves it",
    { timeout: 30_000 },
    async () => {
      const asked: URL[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => {
          const parsed = new URL(url, 'http://console.test');
          asked.push(parsed);
          if (parsed.pathname === ordersApi.endpoints.export.path)
            return jsonResponse({ code: 0, data: { fileName: 'orders-7-b2.csv' }, msg: '' });
          if (parsed.pathname === accountApi.endpoints.download.path)
            return new Response('orderNo\n1\n', { headers: { 'content-type': 'text/csv' } });
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
          <OrderRecordsPage />
        </QueryClientProvider>,
      );
      fireEvent.click(await screen.findByTestId('order-export'));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toMatch(/^orders-\d{8}-\d{6}\.csv$/);
      const page = Object.fromEntries(asked.find((u) => u.pathname === ordersApi.endpoints.page.path)!.searchParams);
      const exported = Object.fromEntries(asked.find((u) => u.pathname === ordersApi.endpoints.export.path)!.searchParams);
      expect(exported).toEqual({ beginTime: page.beginTime, endTime: page.endTime });
      expect(Object.fromEntries(asked.find((u) => u.pathname === accountApi.endpoints.download.path)!.searchParams)).toEqual({
        fileName: 'orders-7-b2.csv',
        delete: 'true',
      });
      expect(useOverlay.getState().flashes.map((f) => f.text)).toContain('已导出订单记录');
    },
  );
});
