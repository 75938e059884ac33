import type { ReactNode } from 'react';
import { useHasPermission } from './use-access';

interface AuthorizedProps {
  /** Any one of these passes; `*:*:*` passes all; `ignore` switches the check off. Must not be empty. */
  permissions: readonly string[];
  children: ReactNode;
  /** Shown instead when the check fails; nothing by default (spec point 6 removes the element). */
  fallback?: ReactNode;
}

/** Renders its children only for operators holding one of the permissions. It only hides: the server enforces. */
export function Authorized({ permissions, children, fallback = null }: AuthorizedProps) {
  return <>{useHasPermission(permissions) ? children : fallback}</>;
}
