import type { IFuseOptions } from 'fuse.js';
import type { MenuRoute } from '@cloudphone/contract';
import { flattenParentViews, isExternal, resolvePath } from '../menu/menu-builder';

/** One entry of the route search: the titles from the top (translated by the caller) and where it goes. */
export interface SearchEntry {
  path: string;
  /** i18n keys, outermost first; shown joined with ' > '. */
  titles: string[];
}

/** A search entry with its translated title path, as Fuse indexes it. */
export interface SearchItem {
  path: string;
  title: string;
}

/** Spec point 9, route search: threshold 0.4, title weight 0.7, path weight 0.3, max pattern length 32. */
export const SEARCH_MAX_PATTERN_LENGTH = 32;
export const SEARCH_OPTIONS: IFuseOptions<SearchItem> = {
  shouldSort: true,
  threshold: 0.4,
  location: 0,
  distance: 100,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

/** Fuse 7 dropped maxPatternLength; the query is cut to 32 characters instead (the same limit). */
export const searchQuery = (query: string) => query.trim().slice(0, SEARCH_MAX_PATTERN_LENGTH);

/**
 * The visible routes with their title paths (RuoYi's HeaderSearch.generateRoutes): hidden routes
 * and everything under them are left out; untitled containers add no title.
 */
export function searchEntries(tree: MenuRoute[], base = '', prefix: string[] = []): SearchEntry[] {
  const out: SearchEntry[] = [];
  for (const route of flattenParentViews(tree)) {
    if (route.hidden) continue;
    const link = route.meta?.link;
    const path = link ?? resolvePath(base, route.path);
    const titles = route.meta?.title ? [...prefix, route.meta.title] : prefix;
    if (route.meta?.title && route.redirect !== 'noRedirect' && route.component !== 'ParentView') {
      const isGroup = Boolean(route.children?.some((child) => !child.hidden)) && !link;
      if (!isGroup) out.push({ path, titles });
    }
    if (route.children && !isExternal(path)) out.push(...searchEntries(route.children, path, titles));
  }
  return out;
}
