import type { Locale, PermissionInfo } from '@cloudphone/contract';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { stubAntdBrowserApis } from '@web/shared/table/stub-antd-browser-apis';
import { jsonResponse } from '@web/shared/testing/stub-fetch';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { Providers } from '../app/providers';
import { i18next, initI18n } from '../shared/i18n/i18n';
import { useSession } from '../shared/session/session-store';

import { serveApi, type Handler } from '@web/shared/testing/serve-api';

export { serveApi, type Seen } from '@web/shared/testing/serve-api';
export { jsonResponse };

/** The console's strings (English unless told) and what antd needs of a browser in jsdom, at a desktop's width. */
export function setUpConsole(locale: Locale = 'en-US') {
  localStorage.setItem('locale', locale);
  initI18n(locale);
  void i18next.changeLanguage(locale);
  stubAntdBrowserApis();
}

/** A refusal as the server sends it: a business code, its translated message, an HTTP status below 500. */
export const refusal = (code: number, msg: string, status = 400) => jsonResponse({ code, data: null, msg }, status);

/** The server failing as it does on an unexpected error (500, in English). */
export const serverError = () => refusal(500, 'Unknown system error', 500);

export const ADMIN: PermissionInfo = {
  user: { id: 1, username: 'admin', nickname: 'Platform admin' },
  roles: ['admin'],
  permissions: ['*:*:*'],
};

/** A signed-in operator holding these permissions (and roles). */
export function signInAs(permissions: string[], roles: string[] = []) {
  useSession.getState().setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  useSession.getState().setProfile({ user: { id: 7, username: 'ops1', nickname: 'Ops one' }, roles, permissions });
}

export function resetConsole() {
  cleanup();
  useSession.getState().clear();
  localStorage.clear();
  vi.unstubAllGlobals();
}

/** Every test of the file in a fresh console: setUpConsole before it, resetConsole after it. */
export function consoleForEachTest(locale: Locale = 'en-US') {
  beforeEach(() => setUpConsole(locale));
  afterEach(resetConsole);
}

/** A page inside the console's providers (antd App, query client) at `url`, routed as `path`. */
export function renderPage(page: ReactNode, { url = '/', path = '*' }: { url?: string; path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Providers queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return queryClient;
}

export const typeInto = (testId: string, value: string) => {
  const host = screen.getByTestId(testId);
  const input = host instanceof HTMLInputElement || host instanceof HTMLTextAreaElement ? host : host.querySelector('input, textarea')!;
  fireEvent.change(input, { target: { value } });
};

/** Opens an antd Select by its test id (its options render in a portal). */
export const openSelect = (testId: string) => fireEvent.mouseDown(screen.getByTestId(testId).querySelector('input')!);

/**
 * Renders `page` with the call at `path` failing (500) until the operator clicks Retry in the
 * error `errorTestId`, and answering `answer` from then on (`routes`: the page's other calls).
 * Resolves once Retry was clicked, with the server; the test checks what the page shows then.
 */
export async function failThenRetry(
  page: ReactNode,
  {
    path,
    answer,
    errorTestId = 'list-error',
    routes = {},
  }: { path: string; answer: Handler; errorTestId?: string; routes?: Record<string, Handler> },
) {
  let fail = true;
  const server = serveApi({ ...routes, [path]: (request, calls) => (fail ? serverError() : answer(request, calls)) });
  renderPage(page);
  const error = await screen.findByTestId(errorTestId);
  fail = false;
  fireEvent.click(within(error).getByText('Retry'));
  return server;
}

/**
 * Catches the files the page saves (through an object URL and a link's click): their names and
 * contents, in order.
 */
export function captureDownloads() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push({ name: '', blob });
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.at(-1)!.name = this.download;
  });
  return saved;
}
