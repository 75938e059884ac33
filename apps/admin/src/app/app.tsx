import type { QueryClient } from '@tanstack/react-query';
import { loadChunk } from '@web/shared/lazy/lazy-part';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { useSession } from '../shared/session/session-store';
import { PageSpin } from '../shared/ui/page-spin';
import { Providers } from './providers';

const SignInPage = lazy(() => loadChunk('admin:sign-in', () => import('../features/auth/sign-in-page')));
const AdminShell = lazy(() => loadChunk('admin:shell', () => import('./shell/admin-shell')));

/** Without a session every path goes to sign-in, remembering where the operator was going. */
function RequireSession() {
  const token = useSession((s) => s.token);
  const location = useLocation();
  if (!token) {
    const back = location.pathname + location.search;
    return <Navigate to={back === '/' ? '/login' : `/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return <AdminShell />;
}

/** The operator console: /admin/login, and the signed-in shell for every other path. */
export function App({ queryClient, basename = '/admin' }: { queryClient: QueryClient; basename?: string }) {
  return (
    <Providers queryClient={queryClient}>
      <BrowserRouter basename={basename}>
        <Suspense fallback={<PageSpin />}>
          <Routes>
            <Route path="/login" element={<SignInPage />} />
            <Route path="*" element={<RequireSession />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </Providers>
  );
}
