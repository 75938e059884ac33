import type { ReactNode } from 'react';
import { useHasRole } from './use-access';

interface HasRoleProps {
  /** Any one of these passes; `admin` passes all. Must not be empty. */
  roles: readonly string[];
  children: ReactNode;
  fallback?: ReactNode;
}

/** Renders its children only for operators holding one of the roles. It only hides: the server enforces. */
export function HasRole({ roles, children, fallback = null }: HasRoleProps) {
  return <>{useHasRole(roles) ? children : fallback}</>;
}
