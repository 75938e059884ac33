import type { MenuRoute, RouteMeta } from '@cloudphone/contract';

/** Component names of the server's menu tree that are containers, not pages (spec point 2). */
export const LAYOUT = 'Layout';
export const PARENT_VIEW = 'ParentView';
const isContainer = (component: string) => component === LAYOUT || component === PARENT_VIEW;

/** An ancestor of a page as the breadcrumb sees it (a route record with a title). */
export interface RouteTrailItem {
  name?: string | undefined;
  path: string;
  title: string;
  redirect?: string | undefined;
  breadcrumb?: boolean | undefined;
}

/** One routable page of the signed-in area, with its absolute path. */
export interface ShellRoute {
  name: string;
  path: string;
  component: string;
  meta: RouteMeta;
  /** Hidden itself or under a hidden parent: not in the sidebar nor in the route search. */
  hidden: boolean;
  /** Titled ancestors, outermost first (for the breadcrumb). */
  parents: RouteTrailItem[];
}

/** A sidebar / top-menu entry: a page (`path`) or a submenu (`children`). */
export interface MenuNode {
  key: string;
  name?: string | undefined;
  title: string;
  icon?: string | undefined;
  path: string;
  /** External address (meta.link or an http(s) path): opens in a new tab. */
  link?: string | undefined;
  children?: MenuNode[] | undefined;
}

export interface BuiltMenus {
  routes: ShellRoute[];
  /** path → redirect target, e.g. '/' → '/index', '/setting' → '/setting/account'. */
  redirects: Record<string, string>;
  menus: MenuNode[];
}

export const isExternal = (path: string) => /^(https?:|mailto:|tel:)/.test(path);

/** Joins a parent and a child path the way the router does: an absolute child path wins. */
export function resolvePath(base: string, path: string): string {
  if (isExternal(path)) return path;
  if (path.startsWith('/')) return normalisePath(path);
  if (!path) return normalisePath(base || '/');
  return normalisePath(`${base}/${path}`);
}
const normalisePath = (path: string) => {
  const joined = path.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
};

/** Drops the routes named in the global config's notNeedMenus, at every level. */
export function hideNotNeeded(tree: MenuRoute[], notNeedMenus: readonly string[]): MenuRoute[] {
  if (!notNeedMenus.length) return tree;
  const hidden = new Set(notNeedMenus);
  return tree
    .filter((route) => !(route.name && hidden.has(route.name)))
    .map((route) => (route.children ? { ...route, children: hideNotNeeded(route.children, notNeedMenus) } : route));
}

/**
 * Children of a ParentView are lifted into its parent with the ParentView's path as prefix
 * (RuoYi's filterChildren), so a pass-through container never becomes a route of its own.
 */
export function flattenParentViews(children: MenuRoute[], prefix = ''): MenuRoute[] {
  const out: MenuRoute[] = [];
  for (const child of children) {
    const path = prefix && !child.path.startsWith('/') && !isExternal(child.path) ? `${prefix}/${child.path}` : child.path;
    if (child.component === PARENT_VIEW && child.children?.length) {
      out.push(...flattenParentViews(child.children, path));
    } else out.push({ ...child, path });
  }
  return out;
}

function collectRoutes(tree: MenuRoute[], base: string, parents: RouteTrailItem[], hidden: boolean, acc: BuiltMenus) {
  for (const route of tree) {
    const path = resolvePath(base, route.path);
    const isHidden = hidden || Boolean(route.hidden);
    if (route.redirect && route.redirect !== 'noRedirect' && !isExternal(path)) acc.redirects[path] = route.redirect;
    const trail = route.meta?.title
      ? [...parents, { name: route.name, path, title: route.meta.title, redirect: route.redirect, breadcrumb: route.meta.breadcrumb }]
      : parents;
    if (!isContainer(route.component) && route.meta) {
      acc.routes.push({
        name: route.name ?? path,
        path,
        component: route.component,
        meta: route.meta,
        hidden: isHidden,
        parents,
      });
    }
    if (route.children?.length) {
      const children = flattenParentViews(route.children);
      collectRoutes(children, path, trail, isHidden, acc);
    }
  }
}

const visibleChildren = (route: MenuRoute) => (route.children ?? []).filter((child) => !child.hidden);

function toMenuNode(route: MenuRoute, base: string): MenuNode | null {
  if (route.hidden) return null;
  const path = resolvePath(base, route.path);
  const link = route.meta?.link ?? (isExternal(route.path) ? route.path : undefined);
  const children = flattenParentViews(visibleChildren(route));
  // A single visible (leaf) child is shown as one entry in its parent's place, unless alwaysShow.
  if (children.length === 1 && !route.alwaysShow && !visibleChildren(children[0]!).length) {
    return toMenuNode({ ...children[0]!, children: undefined }, path);
  }
  if (children.length === 0) {
    if (!route.meta?.title || (isContainer(route.component) && !link)) return null;
    return { key: link ?? path, name: route.name, title: route.meta.title, icon: route.meta.icon, path, link };
  }
  const items = children.map((child) => toMenuNode(child, path)).filter((node): node is MenuNode => node !== null);
  if (!items.length) return null;
  if (!route.meta?.title) return items.length === 1 ? items[0]! : { key: path, title: '', path, children: items };
  return { key: path, name: route.name, title: route.meta.title, icon: route.meta.icon, path, children: items };
}

/** Splices untitled submenus (a Layout without meta holding several pages) into their parent list. */
const spliceUntitled = (nodes: MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => (node.title === '' && node.children ? spliceUntitled(node.children) : [node]));

/**
 * Spec point 2 "Menu building": turns the server's menu tree into the shell's routes (every page
 * with its absolute path and titled ancestors) and the sidebar entries. Pure, so it is unit tested.
 */
export function buildMenus(tree: MenuRoute[], notNeedMenus: readonly string[] = []): BuiltMenus {
  const kept = hideNotNeeded(tree, notNeedMenus);
  const acc: BuiltMenus = { routes: [], redirects: {}, menus: [] };
  collectRoutes(flattenParentViews(kept), '', [], false, acc);
  acc.menus = spliceUntitled(
    flattenParentViews(kept)
      .map((route) => toMenuNode(route, ''))
      .filter((node): node is MenuNode => node !== null),
  );
  return acc;
}
