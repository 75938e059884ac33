import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { i18next, initI18n } from '../../../shared/i18n/i18n';
import { mediaWhere, stubAntdBrowserApis } from '../../../shared/table/stub-antd-browser-apis';
import { serveApi, type Handler } from '../../../shared/testing/serve-api';
import { jsonResponse } from '../../../shared/testing/stub-fetch';
import { useOverlay } from '../../../shared/ui/overlay-store';
import { keyAccountEnUS } from '../i18n/key-account.en-us';
import { keyAccountZhCN } from '../i18n/key-account.zh-cn';
import { KeyAccountPage } from '../pages/key-account-page';

export type { Seen } from '../../../shared/testing/serve-api';

/**
 * The server behind the real API client, by path: each handler's answer goes out as `{ code: 0,
 * data }` unless it is a Response already. Every request is kept for the assertions.
 */
export function serveKeyAccount(handlers: Record<string, Handler>) {
  return serveApi(handlers);
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
  window.matchMedia = mediaWhere((query) => query.includes('min-width'));
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
