import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import type { MenuNode } from '../menu/menu-builder';
import { menuIcon } from './menu-icon';

type Item = Required<MenuProps>['items'][number];

/**
 * Menu nodes as antd items; a page's key is its path (or external link), a submenu's its path.
 * `stacked`: the sidebar's first level, 81 px wide, puts the icon above a short label (spec point 2).
 */
export function toMenuItems(nodes: MenuNode[], t: TFunction, withIcons = true, stacked = false): Item[] {
  return nodes.map((node): Item => {
    const testId = node.children ? `submenu-${node.name ?? node.key}` : `menu-item-${node.name ?? node.key}`;
    const title = t(node.title as never);
    const label = stacked ? (
      <span className="cp-menu-label is-stacked" data-testid={testId} title={title}>
        {menuIcon(node.icon ?? 'menu')}
        <span className="cp-menu-label__text">{title}</span>
      </span>
    ) : (
      <span className="cp-menu-label" data-testid={testId}>
        {title}
      </span>
    );
    const icon = withIcons && !stacked ? menuIcon(node.icon) : undefined;
    if (node.children) return { key: `sub:${node.key}`, label, icon, children: toMenuItems(node.children, t, withIcons) };
    return { key: node.key, label, icon };
  });
}

/** The submenu keys that lead to `path`, outermost first (to open the right one on load). */
export function openKeysFor(nodes: MenuNode[], path: string, trail: string[] = []): string[] {
  for (const node of nodes) {
    if (!node.children) continue;
    const keys = [...trail, `sub:${node.key}`];
    if (node.children.some((child) => !child.children && child.key === path)) return keys;
    const deeper = openKeysFor(node.children, path, keys);
    if (deeper.length) return deeper;
  }
  return [];
}

/** Finds a node by key anywhere in the tree. */
export function findNode(nodes: MenuNode[], key: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.key === key && !node.children) return node;
    const found = node.children && findNode(node.children, key);
    if (found) return found;
  }
  return undefined;
}
