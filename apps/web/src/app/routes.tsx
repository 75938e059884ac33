import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate, type RouteObject } from 'react-router';
import { startPhoneListRequests } from '../features/phones/api/first-requests';
import { startEarly } from '../shared/api/early-requests';
import { loadPhonesMessages } from '../features/phones/phones-messages';
import { getInfo } from '../shared/session/session-api';
import { setNavigator } from '../shared/navigation';
import { registerPrefetch } from '../shared/prefetch';
import { isPublicPath } from './guard';
import { lazyPage } from '../shared/lazy/lazy-part';
import { getRouters } from './shell/menu/menu-api';
import { PageLoading } from './pages/page-loading';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteGuard } from './route-guard';

// Every page is its own chunk; the signed-in area (antd) never loads on the sign-in routes.
const loadLogin = () => import('../features/auth/pages/login-page').then((m) => m.LoginPage);
const loadRegister = () => import('../features/auth/pages/register-page').then((m) => m.RegisterPage);
const loadReset = () => import('../features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage);
const LoginPage = lazyPage('login', loadLogin);
const RegisterPage = lazyPage('register', loadRegister);
const ResetPasswordPage = lazyPage('reset', loadReset);
const AuthRedirectPage = lazyPage('auth-redirect', () =>
  import('../features/auth/pages/auth-redirect-page').then((m) => m.AuthRedirectPage),
);
const SocialLoginPage = lazyPage('social-login', () => import('../features/auth/pages/social-login-page').then((m) => m.SocialLoginPage));
const BindPage = lazyPage('bind', () => import('../features/auth/pages/bind-page').then((m) => m.BindPage));
// Only the shared-screen page and the play strings: no antd, no console shell.
const SharedScreenPage = lazyPage('shared-screen', () =>
  Promise.all([
    import('../features/play/pages/shared-screen-page'),
    import('../features/play/play-messages').then((m) => m.loadPlayMessages()),
  ]).then(([m]) => m.SharedScreenPage),
);
const NotFoundPage = lazyPage('404', () => import('./pages/not-found-page').then((m) => m.NotFoundPage));
const UnauthorizedPage = lazyPage('401', () => import('./pages/unauthorized-page').then((m) => m.UnauthorizedPage));
const RedirectPage = lazyPage('redirect', () => import('./pages/redirect-page').then((m) => m.RedirectPage));

const loadConsoleLayout = () => import('./shell/console-layout').then((m) => m.ConsoleLayout);
// The phone list is /index, where sign-in lands: fetched with the shell.
const loadPhoneList = () => Promise.all([import('../features/phones'), loadPhonesMessages()]).then(([m]) => m.PhoneListPage);
const ConsoleLayout = lazyPage('console', loadConsoleLayout);
registerPrefetch(loadConsoleLayout);
registerPrefetch(loadPhoneList);

const EARLY: Record<string, Array<() => Promise<unknown>>> = {
  '/app/login': [loadLogin],
  '/app/register': [loadRegister],
  '/app/restpassword': [loadReset],
};

/**
 * Starts downloading the current page's chunks before React renders: the router asks for a lazy
 * page only after its own first render, which costs a round trip on the first screen. In the
 * signed-in area it also sends, side by side, the requests the shell and the phone list would
 * otherwise send one after another (early-requests.ts): the member, the menus and, on /index
 * (where '/' leads), the list's own.
 */
export function preloadRoute(pathname: string, hasToken: boolean) {
  const path = pathname.replace(/\/$/, '');
  const loaders = EARLY[path] ?? (hasToken && path.startsWith('/app') ? [loadConsoleLayout, loadPhoneList] : []);
  // A failure here is reported by the page's own load, with its reload-once handling.
  for (const load of loaders) load().catch(() => undefined);
  if (!hasToken || EARLY[path] || !path.startsWith('/app') || isPublicPath(path.replace(/^\/app/, '') || '/')) return;
  startEarly('getInfo', getInfo);
  startEarly('getRouters', getRouters);
  if (path === '/app' || path === '/app/index') startPhoneListRequests();
}

function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Code outside React (API client on expiry) navigates through the router. Set during render so
  // it is in place before any effect of a child page can fire a request.
  setNavigator((to, options) => void navigate(to, options));
  return (
    <RouteGuard>
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </RouteGuard>
  );
}

/** Spec point 2's routes, under the router's basename '/app'. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'restpassword', element: <ResetPasswordPage /> },
      { path: 'auth-redirect', element: <AuthRedirectPage /> },
      { path: 'social-login', element: <SocialLoginPage /> },
      { path: 'bind', element: <BindPage /> },
      { path: 'shareVideo', element: <SharedScreenPage /> },
      { path: 'sharePhoneVideo', element: <SharedScreenPage /> },
      { path: 'shareGame', element: <SharedScreenPage variant="game" /> },
      { path: '404', element: <NotFoundPage /> },
      { path: '401', element: <UnauthorizedPage /> },
      { path: 'redirect/*', element: <RedirectPage /> },
      // Every other path is the signed-in area: its routes come from the server's menus, so the
      // shell resolves the path itself ('/' → '/index', a page, or /404 when no menu route matches).
      { path: '*', element: <ConsoleLayout /> },
    ],
  },
];
