import { holdsPermission } from '@cloudphone/contract';

/** The role that passes every role check (spec point 6). */
export const SUPER_ROLE = 'admin';

/**
 * Spec point 6's permission guard: passes with any one of the required tags, the wildcard `*:*:*`
 * passing all and `ignore` switching the check off (holdsPermission). An empty list is a
 * developer's mistake (it would hide the element silently), so it throws.
 */
export function hasPermission(held: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) throw new Error("Set the permission tags to check, e.g. permissions={['system:feedback:reply']}");
  return required.some((permission) => holdsPermission(held, permission));
}

/** Spec point 6's role guard: any one of the roles, `admin` passing all; an empty list throws. */
export function hasRole(held: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) throw new Error("Set the roles to check, e.g. roles={['finance']}");
  return held.some((role) => role === SUPER_ROLE || required.includes(role));
}
