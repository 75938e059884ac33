import { holdsPermission } from '@cloudphone/contract';
import { matchPath } from 'react-router';
import { MENU_GROUPS, type MenuEntry, type MenuGroupKey } from './menu';

/** The entries an operator holding `permissions` may open. */
export const allowedEntries = (entries: readonly MenuEntry[], permissions: readonly string[]) =>
  entries.filter((entry) => holdsPermission(permissions, entry.permission));

export interface SideGroup {
  key: MenuGroupKey;
  entries: MenuEntry[];
}

/** The sider: the sections in MENU_GROUPS' order, each with its allowed, listed entries; empty sections left out. */
export function sideMenu(entries: readonly MenuEntry[], permissions: readonly string[]): SideGroup[] {
  const listed = allowedEntries(entries, permissions).filter((entry) => !entry.parent);
  return MENU_GROUPS.map(({ key }) => ({ key, entries: listed.filter((entry) => entry.group === key) })).filter(
    (group) => group.entries.length > 0,
  );
}

/** Where `/` leads: the first screen of the sider, or null when the operator may open none. */
export const homePath = (entries: readonly MenuEntry[], permissions: readonly string[]) =>
  sideMenu(entries, permissions)[0]?.entries[0]?.path ?? null;

/** The entry whose route matches a path (for the title, breadcrumb and selected item). */
export const entryAt = (entries: readonly MenuEntry[], pathname: string) =>
  entries.find((entry) => matchPath({ path: entry.path, end: true }, pathname)) ?? null;

/** The breadcrumb of an entry: its section, its list when it is a detail, itself. */
export function trailOf(
  entries: readonly MenuEntry[],
  entry: MenuEntry,
): Array<{ kind: 'group'; key: MenuGroupKey } | { kind: 'entry'; entry: MenuEntry }> {
  const parent = entry.parent ? entries.find((other) => other.path === entry.parent) : undefined;
  return [{ kind: 'group', key: entry.group }, ...(parent ? [{ kind: 'entry' as const, entry: parent }] : []), { kind: 'entry', entry }];
}
