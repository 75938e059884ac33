import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../shared/session/session-store';
import { decideNavigation } from './guard';

/**
 * Applies decideNavigation on every navigation, and also when the token appears or goes (sign-in,
 * expiry), since the decision reads the session reactively.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const hasToken = useSession((s) => Boolean(s.token));
  const redirectTo = decideNavigation({ pathname, search, hash, hasToken });
  return redirectTo ? <Navigate to={redirectTo} replace /> : children;
}
