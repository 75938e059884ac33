import { OPERATOR_PERMISSIONS, permissionsOfRoles, type OperatorPermission } from '@cloudphone/contract';
import { describe, expect, it } from 'vitest';
import { MENU_ENTRIES, MENU_GROUPS, type MenuEntry, type MenuGroupKey, type MenuTitleKey } from './menu';
import { allowedEntries, entryAt, homePath, sideMenu, trailOf } from './menu-access';

const page = async () => ({ default: () => null });
const entry = (path: string, titleKey: MenuTitleKey, group: MenuGroupKey, permission: OperatorPermission, parent?: string): MenuEntry => ({
  path,
  titleKey,
  group,
  permission,
  load: page,
  ...(parent ? { parent } : {}),
});

/** Every screen issue 19 plans, as the menu will list them (the built ones are in MENU_ENTRIES). */
const ALL_SCREENS: MenuEntry[] = [
  entry('/dashboard', 'dashboard', 'overview', 'dashboard:stats:query'),
  entry('/members', 'members', 'members', 'member:member:query'),
  entry('/members/:id', 'memberDetail', 'members', 'member:member:query', '/members'),
  entry('/leads', 'leads', 'service', 'member:lead:query'),
  entry('/fleet/hosts', 'hosts', 'fleet', 'device:host:query'),
  entry('/fleet/phones', 'phones', 'fleet', 'device:phone:query'),
  entry('/catalogue', 'catalogue', 'trade', 'trade:catalogue:query'),
  entry('/orders', 'orders', 'trade', 'trade:order:query'),
  entry('/orders/:orderNo', 'orderDetail', 'trade', 'trade:order:query', '/orders'),
  entry('/redeem-codes', 'redeemCodes', 'trade', 'trade:redeem-code:query'),
  entry('/notices', 'notices', 'content', 'system:notice:query'),
  entry('/popups', 'popups', 'content', 'system:popup:query'),
  entry('/feedback', 'feedback', 'service', 'system:feedback:query'),
  entry('/customer-service', 'customerService', 'service', 'system:front:query'),
  entry('/branding', 'branding', 'content', 'system:front:query'),
  entry('/global-config', 'globalConfig', 'content', 'system:front:query'),
  entry('/dicts', 'dicts', 'system', 'system:dict:query'),
  entry('/configs', 'configs', 'system', 'system:config:query'),
  entry('/operators', 'operators', 'system', 'system:user:query'),
  entry('/operate-log', 'operateLog', 'system', 'system:operate-log:query'),
];
const listed = (entries: readonly MenuEntry[], permissions: string[]) =>
  sideMenu(entries, permissions).flatMap((g) => g.entries.map((e) => e.path));

describe('menus from the operator’s permissions', () => {
  it('shows the admin (the wildcard) every screen, sections in their order, details not listed', () => {
    const admin = permissionsOfRoles(['admin']);
    const groups = sideMenu(ALL_SCREENS, admin);
    expect(groups.map((g) => g.key)).toEqual(MENU_GROUPS.map((g) => g.key));
    expect(listed(ALL_SCREENS, admin)).toHaveLength(ALL_SCREENS.filter((e) => !e.parent).length);
    expect(listed(ALL_SCREENS, admin)).not.toContain('/members/:id');
    // Sections follow MENU_GROUPS even though /leads comes before the fleet in the list.
    expect(groups.find((g) => g.key === 'service')!.entries.map((e) => e.path)).toEqual(['/leads', '/feedback', '/customer-service']);
    expect(listed(MENU_ENTRIES, admin).sort()).toEqual(
      MENU_ENTRIES.filter((e) => !e.parent)
        .map((e) => e.path)
        .sort(),
    );
    expect(homePath(ALL_SCREENS, admin)).toBe('/dashboard');
  });

  it('shows an operator without permissions nothing, and has no home for them', () => {
    expect(sideMenu(ALL_SCREENS, [])).toEqual([]);
    expect(allowedEntries(ALL_SCREENS, [])).toEqual([]);
    expect(sideMenu(MENU_ENTRIES, [])).toEqual([]);
    expect(homePath(ALL_SCREENS, [])).toBeNull();
  });

  it('shows exactly the screens of the permissions held', () => {
    expect(sideMenu(ALL_SCREENS, ['system:feedback:query'])).toEqual([{ key: 'service', entries: [ALL_SCREENS[12]] }]);
    expect(homePath(ALL_SCREENS, ['system:feedback:query'])).toBe('/feedback');
    // A write permission alone opens no list.
    expect(sideMenu(ALL_SCREENS, ['system:feedback:reply', 'trade:order:refund'])).toEqual([]);
    // The detail is allowed with its list's permission.
    expect(allowedEntries(ALL_SCREENS, ['trade:order:query']).map((e) => e.path)).toEqual(['/orders', '/orders/:orderNo']);
  });

  it('follows the demo roles: neither ops nor finance sees the operators screen', () => {
    const ops = listed(ALL_SCREENS, permissionsOfRoles(['ops']));
    expect(ops).toEqual(expect.arrayContaining(['/dashboard', '/members', '/fleet/hosts', '/feedback', '/leads', '/orders']));
    expect(ops).not.toContain('/operators');
    expect(ops).not.toContain('/dicts');
    const finance = listed(ALL_SCREENS, permissionsOfRoles(['finance']));
    expect(finance).toEqual(expect.arrayContaining(['/orders', '/redeem-codes', '/operate-log']));
    expect(finance).not.toContain('/operators');
  });

  it('declares each built screen once, with a permission the contract knows', () => {
    const paths = MENU_ENTRIES.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const e of MENU_ENTRIES) expect(OPERATOR_PERMISSIONS).toContain(e.permission);
  });
});

describe('where the operator is', () => {
  it('finds the entry of a path, a detail under its list', () => {
    expect(entryAt(ALL_SCREENS, '/members/12')?.titleKey).toBe('memberDetail');
    expect(entryAt(ALL_SCREENS, '/members')?.titleKey).toBe('members');
    expect(entryAt(ALL_SCREENS, '/members/12/extra')).toBeNull();
    const detail = entryAt(ALL_SCREENS, '/orders/NO123')!;
    expect(trailOf(ALL_SCREENS, detail)).toEqual([
      { kind: 'group', key: 'trade' },
      { kind: 'entry', entry: ALL_SCREENS[7] },
      { kind: 'entry', entry: detail },
    ]);
  });
});
