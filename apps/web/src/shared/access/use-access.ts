import { useSession } from '../session/session-store';
import { hasPermission, hasRole } from './check-access';

/** Whether the signed-in user holds one of the permissions; re-renders when the session's permissions change. */
export function useHasPermission(required: readonly string[]): boolean {
  const permissions = useSession((s) => s.permissions);
  return hasPermission(permissions, required);
}

/** Whether the signed-in user holds one of the roles; re-renders when the session's roles change. */
export function useHasRole(required: readonly string[]): boolean {
  const roles = useSession((s) => s.roles);
  return hasRole(roles, required);
}
