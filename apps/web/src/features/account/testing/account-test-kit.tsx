import {
  accountApi,
  frontApi,
  memberApi,
  memberAuthApi,
  memberSessionApi,
  pointsApi,
  type Locale,
  type MemberInfo,
  type PointRecord,
} from '@cloudphone/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { i18next, initI18n } from '../../../shared/i18n/i18n';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { serveApi, type Handler } from '../../../shared/testing/serve-api';
import { jsonResponse } from '../../../shared/testing/stub-fetch';
import { useOverlay } from '../../../shared/ui/overlay-store';
import { userEnUS } from '../i18n/user.en-us';
import { userZhCN } from '../i18n/user.zh-cn';

export const PATHS = {
  member: memberApi.endpoints.current.path,
  getInfo: memberApi.endpoints.getInfo.path,
  updateClient: accountApi.endpoints.updateClient.path,
  updateAvatar: accountApi.endpoints.updateAvatar.path,
  updatePassword: accountApi.endpoints.updatePassword.path,
  delete: accountApi.endpoints.delete.path,
  points: pointsApi.endpoints.page.path,
  config: frontApi.endpoints.globalConfig.path,
  captcha: memberAuthApi.endpoints.captchaImage.path,
  sendCode: memberAuthApi.endpoints.sendSmsCode.path,
  logout: memberSessionApi.endpoints.logout.path,
};

export type { Seen } from '../../../shared/testing/serve-api';

/** The server behind the real API client, by path: `{ code: 0, data }` unless a handler answers a Response. */
export function serveAccount(handlers: Record<string, Handler>) {
  return serveApi({
    [PATHS.config]: () => ({ notNeedMenus: [], captchaEnabled: false, helpCenterUrl: null }),
    [PATHS.member]: () => MEMBER,
    [PATHS.points]: () => ({ list: [], total: 0 }),
    ...handlers,
  });
}

/** A refusal as the server sends it: a business code and its message. */
export const refusal = (code: number, msg: string, status = 400) => jsonResponse({ code, data: null, msg }, status);

export const MEMBER: MemberInfo = {
  id: 7,
  userId: 7,
  phone: '13800138000',
  nickname: '小明',
  email: 'xm@example.com',
  gender: 'male',
  birthday: '1996/11/11',
  location: '广东省/深圳市',
  channelCode: 'default',
  point: 120,
  avatar: null,
  avatarList: [],
  introduction: null,
  hasPassword: true,
  createTime: new Date(2025, 0, 2, 3, 4, 5).getTime(),
};

export const pointRow = (over: Partial<PointRecord> = {}): PointRecord => ({
  type: 'purchase',
  point: 99,
  balance: 120,
  orderNo: 'CP202501020001',
  createTime: new Date(2025, 0, 2, 3, 4, 5).getTime(),
  ...over,
});

/** Renders in the console's providers (a fresh query cache each time, or the one given). */
export function renderWithProviders(node: ReactNode, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  render(
    <QueryClientProvider client={client}>
      <App>{node}</App>
    </QueryClientProvider>,
  );
  return client;
}

/** The console's strings with the user module in both languages, switched to `locale`. */
export async function useAccountLocale(locale: Locale) {
  localStorage.setItem('locale', locale);
  initI18n();
  i18next.addResourceBundle('zh-CN', 'translation', userZhCN, true, false);
  i18next.addResourceBundle('en-US', 'translation', userEnUS, true, false);
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
  const input = host instanceof HTMLInputElement ? host : host.querySelector('input')!;
  fireEvent.change(input, { target: { value } });
};
export const errorOf = (testId: string) => screen.queryByTestId(`${testId}-error`)?.textContent ?? null;

/** A file whose first bytes are a PNG's (or a JPEG's), of `size` bytes in all. */
export function imageFile(kind: 'png' | 'jpeg' | 'exe', size = 1024, name = `picture.${kind === 'jpeg' ? 'jpg' : kind}`) {
  const head = {
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    jpeg: [0xff, 0xd8, 0xff, 0xe0],
    exe: [0x4d, 0x5a, 0x90, 0x00],
  }[kind];
  const bytes = new Uint8Array(size);
  bytes.set(head);
  const type = name.endsWith('.png') ? 'image/png' : name.endsWith('.jpg') ? 'image/jpeg' : 'application/octet-stream';
  return new File([bytes], name, { type });
}
