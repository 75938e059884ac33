import { ALL_PERMISSIONS } from '@cloudphone/contract';

export { ALL_PERMISSIONS };
/** A role that passes every role check. */
export const SUPER_ROLE = 'admin';
/** Listed among required permissions, it switches the check off (for elements shown to everyone on purpose). */
export const IGNORE_PERMISSION = 'ignore';

/**
 * Spec point 6: the user passes with the wildcard or any one of the required tags.
 * An empty requirement is a developer mistake (it would silently hide the element), so it throws.
 */
export function hasPermission(userPermissions: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) throw new Error("Set the permission tags to check, e.g. permissions={['phones:phone:reboot']}");
  if (required.includes(IGNORE_PERMISSION)) return true;
  return userPermissions.some((p) => p === ALL_PERMISSIONS || required.includes(p));
}

/** Spec point 6: the user passes with the admin role or any one of the required roles; an empty list throws. */
export function hasRole(userRoles: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) throw new Error("Set the roles to check, e.g. roles={['ROLE_DEFAULT']}");
  return userRoles.some((r) => r === SUPER_ROLE || required.includes(r));
}
