import { Activity, createElement, Suspense, useMemo } from 'react';
import { useLocation, useRoutes, type Location } from 'react-router';
import { LazyPopupNotices } from '../../features/popup-notices';
import { PageLoading } from '../pages/page-loading';
import type { ShellRoute } from './menu/menu-builder';
import { pageFor } from './menu/page-registry';
import { HOME_CRUMB } from './navbar/breadcrumb-trail';
import { useNavigationProgress } from './navigation-progress';
import { cachedViews } from './tags/tag-rules';
import { useTagsStore } from './tags/tags-store';
import { ViewRouteContext } from './view-context';

function ProgressFallback() {
  useNavigationProgress();
  return <PageLoading />;
}

/** One page, matched against its own location so a kept-alive page keeps its params and query. */
function ViewHost({ route, location }: { route: ShellRoute; location: Partial<Location> }) {
  // pageFor returns the same lazy component for a name every time (a module-level map).
  const element = useRoutes([{ path: route.path, element: createElement(pageFor(route.component)) }], location);
  return (
    <ViewRouteContext value={route}>
      <Suspense fallback={<ProgressFallback />}>
        {element}
        {/* Spec point 4: popup notices on /index, mounted with the page (not before it is ready). */}
        {route.path === HOME_CRUMB.path && <LazyPopupNotices />}
      </Suspense>
    </ViewRouteContext>
  );
}

interface AppMainProps {
  current: ShellRoute;
  routes: ShellRoute[];
  keepAlive: boolean;
}

/**
 * The page area. With the tag bar on, visited views without meta.noCache stay mounted but hidden
 * (React's Activity keeps their state and pauses their effects); the others mount afresh each visit.
 * "Refresh" in the tag bar bumps a key, which re-mounts the view.
 */
export function AppMain({ current, routes, keepAlive }: AppMainProps) {
  const location = useLocation();
  const views = useTagsStore((s) => s.views);
  const refreshKeys = useTagsStore((s) => s.refreshKeys);
  const byName = useMemo(() => new Map(routes.map((route) => [route.name, route])), [routes]);

  // One flat keyed list, in tag order, so a view keeps its instance when it turns hidden or visible.
  const entries: Array<{ key: string; route: ShellRoute; at: Partial<Location>; active: boolean }> = [];
  const alive = keepAlive ? cachedViews(views) : [];
  for (const view of alive) {
    const route = byName.get(view.name);
    const active = view.path === location.pathname;
    if (!route || (active && route !== current)) continue;
    const query = view.fullPath.indexOf('?');
    const at = active ? location : { pathname: view.path, search: query === -1 ? '' : view.fullPath.slice(query) };
    entries.push({ key: `${view.path}#${refreshKeys[view.path] ?? 0}`, route, at, active });
  }
  if (!entries.some((entry) => entry.active)) {
    entries.push({ key: `${location.pathname}#${refreshKeys[location.pathname] ?? 0}`, route: current, at: location, active: true });
  }

  return entries.map(({ key, route, at, active }) => (
    <Activity key={key} mode={active ? 'visible' : 'hidden'}>
      <ViewHost route={route} location={at} />
    </Activity>
  ));
}
