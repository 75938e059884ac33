import { frontApi, type CustomerServiceEntry, type Locale } from '@cloudphone/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { i18next, initI18n } from '../../../shared/i18n/i18n';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { jsonResponse } from '../../../shared/testing/stub-fetch';
import { settingEnUS } from '../i18n/setting.en-us';
import { settingZhCN } from '../i18n/setting.zh-cn';

export const PATHS = {
  customerService: frontApi.endpoints.customerService.path,
  config: frontApi.endpoints.globalConfig.path,
  branding: frontApi.endpoints.branding.path,
};

type Handler = (query: Record<string, string>) => unknown;

/** The server behind the real API client, by path; returns the query strings each path was asked with. */
export function serveSettings(handlers: Record<string, Handler>) {
  const seen: Array<{ path: string; query: Record<string, string> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const parsed = new URL(url, 'http://console.test');
      const query = Object.fromEntries(parsed.searchParams);
      seen.push({ path: parsed.pathname, query });
      const handler = handlers[parsed.pathname];
      if (!handler) return jsonResponse({ code: 404, data: null, msg: `no handler for ${parsed.pathname}` });
      return jsonResponse({ code: 0, data: handler(query) ?? null, msg: '' });
    }),
  );
  return { to: (path: string) => seen.filter((request) => request.path === path).map((request) => request.query) };
}

export const entry = (id: number, over: Partial<CustomerServiceEntry> = {}): CustomerServiceEntry => ({
  id,
  type: 1,
  name: `客服 ${id}`,
  weChatContact: null,
  htmlCode: null,
  link: null,
  ...over,
});

export function renderWithProviders(node: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>{node}</App>
    </QueryClientProvider>,
  );
}

/** The console's strings with the setting module in both languages, switched to `locale`. */
export async function useSettingsLocale(locale: Locale) {
  localStorage.setItem('locale', locale);
  initI18n();
  i18next.addResourceBundle('zh-CN', 'translation', settingZhCN, true, false);
  i18next.addResourceBundle('en-US', 'translation', settingEnUS, true, false);
  await i18next.changeLanguage(locale);
  stubAntdBrowserApis();
}
