import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { i18next, initI18n } from '../../../shared/i18n/i18n';
import { stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { jsonResponse } from '../../../shared/testing/stub-fetch';
import { useOverlay } from '../../../shared/ui/overlay-store';
import { keyAccountEnUS } from '../i18n/key-account.en-us';
import { keyAccountZhCN } from '../i18n/key-account.zh-cn';
import { KeyAccountPage } from '../pages/key-account-page';

/** What a test server saw of one request. */
export interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** A path's answer: the envelope's data, or a whole Response (a refusal, a CSV file). */
type Handler = (request: Seen, calls: number) => unknown;

/**
 * The server behind the real API client, by path: each handler's answer goes out as `{ code: 0,
 * data }` unless it is a Response already. Every request is kept for the assertions.
 */
export function serveKeyAccount(handlers: Record<string, Handler>) {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const parsed = new URL(url, 'http://console.test');
      const request: Seen = {
        method: init?.method ?? 'GET',
        path: parsed.pathname,
        query: Object.fromEntries(parsed.searchParams),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      seen.push(request);
      const handler = handlers[request.path];
      if (!handler) return jsonResponse({ code: 404, data: null, msg: `no handler for ${request.path}` });
      const answer = handler(request, seen.filter((r) => r.path === request.path).length);
      return answer instanceof Response ? answer : jsonResponse({ code: 0, data: answer ?? null, msg: '' });
    }),
  );
  return {
    /** The requests made to a path, in order. */
    to: (path: string) => seen.filter((request) => request.path === path),
  };
}

/** A refusal as the server sends it: a business code and its message, HTTP below 500. */
export const refusal = (code: number, msg: string, status = 409) => jsonResponse({ code, data: null, msg }, status);

/** Shows where the page's links lead (the search string), so a test can follow `?tab=`. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

/** The /keyAccount page in the console's providers, at `url`. */
export function renderKeyAccount(url = '/keyAccount') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="/keyAccount"
              element={
                <>
                  <KeyAccountPage />
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

/**
 * The console's strings in Chinese with the page's own, and antd's browser needs in jsdom, at a
 * desktop's width: every `min-width` query matches, so the columns hidden on a phone are shown.
 */
export function setUpKeyAccountStrings() {
  localStorage.setItem('locale', 'zh-CN');
  initI18n();
  i18next.addResourceBundle('zh-CN', 'translation', keyAccountZhCN, true, false);
  i18next.addResourceBundle('en-US', 'translation', keyAccountEnUS, true, false);
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('min-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  stubAntdBrowserApis();
}

/** The toasts and notices shown so far (success messages, the API client's refusals). */
export const flashes = () => useOverlay.getState().flashes.map((flash) => flash.text);
export const clearFlashes = () => useOverlay.setState({ flashes: [], dialogs: [] });

export const typeInto = (testId: string, value: string) => {
  const host = screen.getByTestId(testId);
  const input = host instanceof HTMLInputElement ? host : host.querySelector('input')!;
  fireEvent.change(input, { target: { value } });
};

/** Opens an antd Select by its test id (its options render in a portal). */
export const openSelect = (testId: string) => fireEvent.mouseDown(screen.getByTestId(testId).querySelector('input')!);
