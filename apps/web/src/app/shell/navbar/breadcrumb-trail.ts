import type { RouteTrailItem, ShellRoute } from '../menu/menu-builder';

export interface Crumb {
  title: string;
  /** Where a click goes; null when the crumb is plain text (the last one, or a no-redirect one). */
  to: string | null;
}

export const HOME_CRUMB: RouteTrailItem = { name: 'Index', path: '/index', title: 'menu.home' };

const isHome = (item: RouteTrailItem | undefined) => Boolean(item && (item.name === 'Index' || item.path === '/index'));

/**
 * Spec point 2 breadcrumb: the matched titles (titled ancestors, then the page), home first unless
 * the first already is home, items with meta.breadcrumb === false left out; nothing on /redirect/*.
 * The last item and 'noRedirect' items are text; the others link to their redirect or path.
 */
export function buildBreadcrumb(route: ShellRoute | undefined, pathname: string): Crumb[] {
  if (!route || pathname.startsWith('/redirect/')) return [];
  let matched: RouteTrailItem[] = [
    ...route.parents,
    { name: route.name, path: pathname, title: route.meta.title, breadcrumb: route.meta.breadcrumb },
  ];
  if (!isHome(matched[0])) matched = [HOME_CRUMB, ...matched];
  const visible = matched.filter((item) => item.title && item.breadcrumb !== false);
  return visible.map((item, index) => ({
    title: item.title,
    to: index === visible.length - 1 || item.redirect === 'noRedirect' ? null : (item.redirect ?? item.path),
  }));
}
