export { Authorized } from './authorized';
export { ALL_PERMISSIONS, hasPermission, hasRole, IGNORE_PERMISSION, SUPER_ROLE } from './check-access';
export { HasRole } from './has-role';
export { useHasPermission, useHasRole } from './use-access';
