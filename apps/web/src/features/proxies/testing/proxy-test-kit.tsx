import {
  proxiesApi,
  proxyGroupsApi,
  PROXY_DETECT_STATUS,
  PROXY_PASSWORD_MASK,
  type Locale,
  type ProxyGroup,
  type ProxyRow,
} from '@cloudphone/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { i18next, initI18n } from '../../../shared/i18n/i18n';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { serveApi, type Handler } from '../../../shared/testing/serve-api';
import { useOverlay } from '../../../shared/ui/overlay-store';
import { proxyEnUS } from '../i18n/proxy.en-us';
import { proxyZhCN } from '../i18n/proxy.zh-cn';

export const PATHS = {
  page: proxiesApi.endpoints.page.path,
  create: proxiesApi.endpoints.create.path,
  createBatch: proxiesApi.endpoints.createBatch.path,
  update: proxiesApi.endpoints.update.path,
  deleteBatch: proxiesApi.endpoints.deleteBatch.path,
  updateGroup: proxiesApi.endpoints.updateGroup.path,
  mergeGroup: proxiesApi.endpoints.mergeGroup.path,
  detect: proxiesApi.endpoints.detect.path,
  groups: proxyGroupsApi.endpoints.list.path,
  createGroup: proxyGroupsApi.endpoints.create.path,
};

export type { Seen } from '../../../shared/testing/serve-api';

/** The server behind the real API client, by path: `{ code: 0, data }` unless a handler answers a Response. */
export function serveProxies(handlers: Record<string, Handler>) {
  return serveApi(handlers);
}

export const GROUPS: ProxyGroup[] = [
  { id: 1, name: '美国', proxyCount: 2 },
  { id: 2, name: '日本', proxyCount: 1 },
  { id: 3, name: '备用', proxyCount: 0 },
];

/** A proxy row as the server lists it. */
export const proxyRow = (id: number, over: Partial<ProxyRow> = {}): ProxyRow => ({
  id,
  protocol: 'SOCKS5',
  host: `203.0.113.${id}`,
  port: 1080,
  account: `user${id}`,
  password: PROXY_PASSWORD_MASK,
  groupId: 1,
  groupName: '美国',
  remark: '',
  expireTime: null,
  outboundIp: null,
  country: null,
  region: null,
  city: null,
  timeZone: null,
  longitude: null,
  latitude: null,
  detectTime: null,
  detectStatus: PROXY_DETECT_STATUS.never,
  bindCount: 0,
  createTime: new Date(2030, 0, 2, 3, 4, 5).getTime(),
  ...over,
});

/** Renders in the console's providers (a fresh query cache each time). */
export function renderWithProviders(node: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>{node}</App>
    </QueryClientProvider>,
  );
}

/** The console's strings with the proxy module in both languages, switched to `locale` (contract messages follow the stored locale). */
export async function useProxyLocale(locale: Locale) {
  localStorage.setItem('locale', locale);
  initI18n();
  i18next.addResourceBundle('zh-CN', 'translation', proxyZhCN, true, false);
  i18next.addResourceBundle('en-US', 'translation', proxyEnUS, true, false);
  await i18next.changeLanguage(locale);
  stubAntdBrowserApis();
}

export const flashes = (tone?: string) =>
  useOverlay
    .getState()
    .flashes.filter((f) => !tone || f.tone === tone)
    .map((f) => f.text);
export const clearFlashes = () => useOverlay.setState({ flashes: [], dialogs: [] });

/** Types into an input found by its test id (the input itself, or inside the element). */
export const typeInto = (testId: string, value: string) => {
  const host = screen.getByTestId(testId);
  const input = host instanceof HTMLInputElement || host instanceof HTMLTextAreaElement ? host : host.querySelector('input, textarea')!;
  fireEvent.change(input, { target: { value } });
};

/** Opens an antd Select by its test id and picks the option whose `data-group-id` (or text) matches. */
export async function pickOption(selectTestId: string, optionTestId: string, match: (option: HTMLElement) => boolean) {
  fireEvent.mouseDown(screen.getByTestId(selectTestId).querySelector('input, .ant-select-selector') ?? screen.getByTestId(selectTestId));
  const options = await screen.findAllByTestId(optionTestId);
  const option = options.find(match);
  if (!option) throw new Error(`no option of ${optionTestId} matches`);
  fireEvent.click(option);
}
export const byGroupId = (id: number) => (option: HTMLElement) => option.getAttribute('data-group-id') === String(id);
