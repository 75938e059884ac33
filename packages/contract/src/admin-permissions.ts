import { ALL_PERMISSIONS } from './constants.js';

/**
 * Every permission an operator endpoint or screen can ask for, in spec point 6's form
 * `module:entity:action`. Each `/admin-api` endpoint names one (or `ignore`: any signed-in
 * operator, for the session calls), the server refuses a caller who holds neither it nor
 * `*:*:*`, and the operator console hides what the operator may not use.
 */
export const OPERATOR_PERMISSIONS = [
  'dashboard:stats:query',
  'member:member:query',
  'member:member:update',
  'member:member:export',
  'member:setting:query',
  'member:setting:update',
  'member:lead:query',
  'member:lead:reply',
  'device:host:query',
  'device:phone:query',
  'device:phone:update',
  'device:fault:update',
  'trade:catalogue:query',
  'trade:catalogue:update',
  'trade:order:query',
  'trade:order:refund',
  'trade:order:export',
  'trade:redeem-code:query',
  'trade:redeem-code:create',
  'trade:redeem-code:update',
  'trade:redeem-code:export',
  'system:notice:query',
  'system:notice:create',
  'system:notice:update',
  'system:popup:query',
  'system:popup:create',
  'system:popup:update',
  'system:popup:delete',
  'system:feedback:query',
  'system:feedback:reply',
  'system:front:query',
  'system:front:update',
  'system:dict:query',
  'system:dict:create',
  'system:dict:update',
  'system:dict:delete',
  'system:dict:export',
  'system:config:query',
  'system:config:create',
  'system:config:update',
  'system:config:delete',
  'system:config:export',
  'system:user:query',
  'system:user:create',
  'system:user:update',
  'system:user:delete',
  'system:user:export',
  'system:user:import',
  'system:user:resetPwd',
  'system:operate-log:query',
  'system:operate-log:export',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

/** What an operator endpoint requires: a permission, or `ignore` (spec point 6: skips the check). */
export type PermissionRequirement = OperatorPermission | 'ignore';
export const PERMISSION_IGNORE = 'ignore';

const ofModules = (...modules: string[]) => OPERATOR_PERMISSIONS.filter((p) => modules.some((m) => p.startsWith(`${m}:`)));
const reads = OPERATOR_PERMISSIONS.filter((p) => p.endsWith(':query'));
const unique = (list: readonly OperatorPermission[]) => [...new Set(list)];

/**
 * The operator roles (issue 19): `admin` holds the wildcard; `ops` runs the fleet, the members and
 * what members see (notices, popups, feedback, the console's front), and only reads money; `finance`
 * runs orders, refunds and codes, and only reads everything else.
 */
export const OPERATOR_ROLES = {
  admin: [ALL_PERMISSIONS],
  ops: unique([
    'dashboard:stats:query',
    ...ofModules('member', 'device'),
    ...OPERATOR_PERMISSIONS.filter((p) => /^system:(notice|popup|feedback|front):/.test(p)),
    ...OPERATOR_PERMISSIONS.filter((p) => p.startsWith('trade:') && p.endsWith(':query')),
  ]),
  finance: unique([...reads.filter((p) => !p.startsWith('system:user:')), ...ofModules('trade:order', 'trade:redeem-code')]),
} as const satisfies Record<string, readonly string[]>;
export type OperatorRole = keyof typeof OPERATOR_ROLES;
export const OPERATOR_ROLE_KEYS = Object.keys(OPERATOR_ROLES) as OperatorRole[];

/** The permissions a set of role keys grants (unknown keys grant nothing). */
export function permissionsOfRoles(roles: readonly string[]): string[] {
  const held = new Set<string>();
  for (const role of roles) for (const p of OPERATOR_ROLES[role as OperatorRole] ?? []) held.add(p);
  return held.has(ALL_PERMISSIONS) ? [ALL_PERMISSIONS] : [...held];
}

/** Spec point 6's permission check: the wildcard, or the permission itself; `ignore` always passes. */
export function holdsPermission(held: readonly string[], required: string): boolean {
  return required === PERMISSION_IGNORE || held.includes(ALL_PERMISSIONS) || held.includes(required);
}
