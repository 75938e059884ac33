import { useSession } from '../session/session-store';
import { hasPermission, hasRole } from './check-access';

/** Whether the operator holds one of the permissions; follows the session. */
export function useHasPermission(required: readonly string[]): boolean {
  const permissions = useSession((s) => s.permissions);
  return hasPermission(permissions, required);
}

/** Whether the operator holds one of the roles; follows the session. */
export function useHasRole(required: readonly string[]): boolean {
  const roles = useSession((s) => s.roles);
  return hasRole(roles, required);
}
