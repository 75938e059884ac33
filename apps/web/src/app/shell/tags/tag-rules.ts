/** A visited view in the tag bar (spec point 2). */
export interface TagView {
  /** The pathname, the tag's identity (e.g. '/seeNotice/3'). */
  path: string;
  /** pathname + search + hash, where a click on the tag goes back to. */
  fullPath: string;
  name: string;
  /** i18n key from the route meta, or '' (shown as 'no-name'). */
  title: string;
  affix: boolean;
  noCache: boolean;
}

/** Adds a view, or refreshes the stored fullPath / title of one already visited. */
export function addView(views: TagView[], view: TagView): TagView[] {
  const index = views.findIndex((v) => v.path === view.path);
  if (index === -1) return [...views, view];
  const next = views.slice();
  next[index] = { ...views[index]!, fullPath: view.fullPath, title: view.title || views[index]!.title };
  return next;
}

/** Closes one view; an affixed view cannot be closed. */
export const closeView = (views: TagView[], path: string) => views.filter((v) => v.affix || v.path !== path);

/** Keeps the affixed views and the given one. */
export const closeOthers = (views: TagView[], path: string) => views.filter((v) => v.affix || v.path === path);

/** Closes every view to the right of the given one, except affixed ones. */
export function closeRight(views: TagView[], path: string): TagView[] {
  const index = views.findIndex((v) => v.path === path);
  if (index === -1) return views;
  return views.filter((v, i) => i <= index || v.affix);
}

/** Closes every view to the left of the given one, except affixed ones. */
export function closeLeft(views: TagView[], path: string): TagView[] {
  const index = views.findIndex((v) => v.path === path);
  if (index === -1) return views;
  return views.filter((v, i) => i >= index || v.affix);
}

/** Keeps only the affixed views. */
export const closeAll = (views: TagView[]) => views.filter((v) => v.affix);

/** Where to go after the active view was closed: the last remaining view, else home. */
export const lastViewPath = (views: TagView[], home = '/index') => views.at(-1)?.fullPath ?? home;

/** Views that stay mounted while hidden (keep-alive): visited and not noCache. */
export const cachedViews = (views: TagView[]) => views.filter((v) => !v.noCache);

/** Spec point 9: the tag bar scrolls horizontally by the wheel delta divided by 4. */
export const TAG_SCROLL_PADDING = 4;
export const wheelScrollDelta = (deltaY: number, deltaX = 0) => (Math.abs(deltaX) > Math.abs(deltaY) ? deltaX : deltaY) / 4;
