import { cleanup, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import { LoginPage } from './login-page';

/** Shared by the sign-in page's test files: Chinese, and a clean session and fetch after each test. */
export function setUpLoginTests() {
  beforeAll(() => {
    localStorage.setItem('locale', 'zh-CN');
    initI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSession.getState().clear();
  });
}

/** Where the page went after signing in. */
function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

/** The sign-in page at `entry`, any other path showing where it is. */
export const renderLogin = (entry = '/login?redirect=%2Findex%3Fa%3D1') =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
