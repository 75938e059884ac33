export { Authorized } from './authorized';
export { hasPermission, hasRole, SUPER_ROLE } from './check-access';
export { HasRole } from './has-role';
export { useHasPermission, useHasRole } from './use-access';
