import { safeRedirectTarget } from '../shared/redirect-target';

/**
 * Route access decisions (spec point 2), kept pure so they can be tested without a router.
 * Public routes are reachable without a session; everything else needs one. Unknown paths are
 * sent to /404 by the router's catch-all, after this guard: without a session the member signs in
 * first, because the signed-in routes are only known once the session exists.
 */
export const PUBLIC_PATHS = [
  '/login',
  '/auth-redirect',
  '/bind',
  '/register',
  '/restpassword',
  '/shareVideo',
  '/sharePhoneVideo',
  '/shareGame',
  '/social-login',
  '/404',
  '/401',
] as const;

/**
 * A signed-in member visiting these goes to '/' — or to the page named by `redirect`, so the
 * moment a sign-in succeeds the guard and the form agree on where to go.
 */
const SIGNED_OUT_ONLY = new Set(['/login', '/register']);

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export function isPublicPath(pathname: string): boolean {
  const path = normalise(pathname);
  return (PUBLIC_PATHS as readonly string[]).includes(path) || path.startsWith('/redirect/');
}

export interface NavigationInput {
  pathname: string;
  search: string;
  hash?: string;
  hasToken: boolean;
}

/** Where to send the member instead, or null to let the navigation through. */
export function decideNavigation({ pathname, search, hash = '', hasToken }: NavigationInput): string | null {
  const path = normalise(pathname);
  if (hasToken) return SIGNED_OUT_ONLY.has(path) ? safeRedirectTarget(new URLSearchParams(search).get('redirect')) : null;
  if (isPublicPath(path)) return null;
  return `/login?redirect=${encodeURIComponent(pathname + search + hash)}`;
}
