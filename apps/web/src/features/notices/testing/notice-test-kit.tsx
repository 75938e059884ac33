import { feedbackApi, noticesApi, type FeedbackRow, type Locale, type NotifyMessage } from '@cloudphone/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { i18next, initI18n } from '../../../shared/i18n/i18n';
import { mediaWhere, stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { serveApi, type Handler } from '../../../shared/testing/serve-api';
import { useOverlay } from '../../../shared/ui/overlay-store';
import { noticeEnUS } from '../i18n/notice.en-us';
import { noticeZhCN } from '../i18n/notice.zh-cn';
import { NoticePage } from '../pages/notice-page';
import { SeeNoticePage } from '../pages/see-notice-page';

export const PATHS = {
  page: noticesApi.endpoints.myPage.path,
  info: '/app-api/system/notify-message/info',
  updateRead: noticesApi.endpoints.updateRead.path,
  updateAllRead: noticesApi.endpoints.updateAllRead.path,
  remove: noticesApi.endpoints.remove.path,
  feedback: feedbackApi.endpoints.myPage.path,
};

export type { Seen } from '../../../shared/testing/serve-api';

/**
 * The server behind the real API client, by path (`info/:id` answers under PATHS.info): `{ code: 0,
 * data }` unless a handler answers a Response. Every request is kept for the assertions.
 */
export function serveNotices(handlers: Record<string, Handler>) {
  return serveApi(handlers, (path) => (path.startsWith(`${PATHS.info}/`) ? PATHS.info : path));
}

export const AT = new Date(2030, 0, 2, 3, 4, 5).getTime();

/** A message as the server lists it. */
export const noticeRow = (id: number, over: Partial<NotifyMessage> = {}): NotifyMessage => ({
  id,
  title: `消息 ${id}`,
  type: 1,
  content: `<p>内容 ${id}</p>`,
  readStatus: false,
  createTime: AT - id * 60_000,
  ...over,
});

/** A feedback row as the server lists it. */
export const feedbackRow = (id: number, over: Partial<FeedbackRow> = {}): FeedbackRow => ({
  id,
  feedbackTitle: `反馈 ${id}`,
  feedbackContent: `反馈内容 ${id}`,
  createTime: AT,
  replyContent: null,
  replyTime: null,
  ...over,
});

/** Shows where the page's links lead, so a test can follow them. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Anything in the console's providers (a fresh query cache each time) and a router at `url` with the message center's routes. */
export function renderNotices(url = '/notice', extra?: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <MemoryRouter initialEntries={[url]}>
          {extra}
          <Routes>
            <Route path="/notice" element={<NoticePage />} />
            <Route path="/seeNotice/:id" element={<SeeNoticePage />} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
  return queryClient;
}

/** The console's strings with the notice module in both languages, switched to `locale`, at a desktop's width. */
export async function useNoticeLocale(locale: Locale) {
  localStorage.setItem('locale', locale);
  initI18n();
  i18next.addResourceBundle('zh-CN', 'translation', noticeZhCN, true, false);
  i18next.addResourceBundle('en-US', 'translation', noticeEnUS, true, false);
  await i18next.changeLanguage(locale);
  window.matchMedia = mediaWhere((query) => query.includes('min-width'));
  stubAntdBrowserApis();
}

export const flashes = (tone?: string) =>
  useOverlay
    .getState()
    .flashes.filter((f) => !tone || f.tone === tone)
    .map((f) => f.text);
export const clearFlashes = () => useOverlay.setState({ flashes: [], dialogs: [] });
