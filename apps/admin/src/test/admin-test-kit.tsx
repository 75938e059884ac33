import type { Locale, PermissionInfo } from '@cloudphone/contract';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { stubAntdBrowserApis } from '@web/shared/table/stub-antd-browser-apis';
import { jsonResponse } from '@web/shared/testing/stub-fetch';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '../app/providers';
import { i18next, initI18n } from '../shared/i18n/i18n';
import { useSession } from '../shared/session/session-store';

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
