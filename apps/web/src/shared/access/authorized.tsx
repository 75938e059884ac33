import type { ReactNode } from 'react';
import { useHasPermission } from './use-access';

interface AuthorizedProps {
  /** Any one of these passes; `*:*:*` passes everything; `ignore` switches the check off. Must not be empty. */
  permissions: readonly string[];
  children: ReactNode;
  /** Shown instead of the children when the check fails; nothing by default, as the spec removes the element. */
  fallback?: ReactNode;
}

/** Renders its children only for users holding one of the permissions. It only hides: the server still enforces. */
export function Authorized({ permissions, children, fallback = null }: AuthorizedProps) {
  return <>{useHasPermission(permissions) ? children : fallback}</>;
}
