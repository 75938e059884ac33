import { Suspense, useEffect, useMemo } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router';
import { PageLoading } from '../pages/page-loading';
import { AppMain } from './app-main';
import { useAppStore } from './app-store';
import { ConsoleProviders } from './console-providers';
import { lazyPart } from '../../shared/lazy/lazy-part';
import type { BuiltMenus, ShellRoute } from './menu/menu-builder';
import { useMenuStore } from './menu/menu-store';
import { Navbar } from './navbar/navbar';
import { SettingsButton, SettingsDrawer } from './settings/settings-drawer';
import { useLayoutSettings } from './settings/layout-settings';
import { Sidebar } from './sidebar/sidebar';
import { TagsView } from './tags/tags-view';
import { useTagsStore } from './tags/tags-store';
import { useDeviceMode, useNavigationEffects } from './use-shell-effects';
import { useSessionBootstrap } from './use-session-bootstrap';
import './console-layout.css';

/** The sidebar in a drawer (antd Drawer) is only for phones and narrow windows; see lazy-part.ts. */
const sidebarDrawer = lazyPart('sidebar-drawer', () => import('./sidebar/sidebar-drawer').then((m) => m.SidebarDrawer));

/** What a click may need soon, fetched once the browser is idle after the shell's first paint. */

/** The page route for a path; static paths win over parameterised ones. */
function findRoute(routes: ShellRoute[], pathname: string): ShellRoute | undefined {
  return routes.find((route) => route.path === pathname) ?? routes.find((route) => matchPath(route.path, pathname));
}

function Shell({ built, current, user }: { built: BuiltMenus; current: ShellRoute; user: { phone: string; userId: number } | undefined }) {
  const settings = useLayoutSettings((s) => s.settings);
  const isMobile = useAppStore((s) => s.device === 'mobile');
  const opened = useAppStore((s) => s.sidebar.opened);
  const drawerOpen = useAppStore((s) => s.drawerOpen);
  const closeSidebar = useAppStore((s) => s.closeSidebar);
  useDeviceMode();
  useNavigationEffects(current);
  const { Component: SidebarDrawer } = sidebarDrawer;

  // The affixed views (/index) are always in the tag bar.
  useEffect(() => {
    useTagsStore.getState().init(
      built.routes
        .filter((route) => route.meta.affix && !route.path.includes(':'))
        .map((route) => ({
          path: route.path,
          fullPath: route.path,
          name: route.name,
          title: route.meta.title,
          affix: true,
          noCache: Boolean(route.meta.noCache),
        })),
    );
  }, [built]);

  const topNav = settings.topNav && !isMobile;
  const collapsed = !isMobile && !opened;
  const sidebar = <Sidebar menus={built.menus} collapsed={collapsed} />;
  return (
    <div
      className={[
        'cp-shell',
        isMobile ? 'is-mobile' : '',
        collapsed ? 'is-collapsed' : '',
        topNav ? 'is-topnav' : '',
        settings.fixedHeader ? 'is-fixed-header' : '',
        settings.showSettings && !isMobile ? 'has-right-panel' : '',
      ].join(' ')}
      style={{ ['--cp-primary' as string]: settings.theme }}
    >
      {isMobile ? (
        <Suspense fallback={null}>
          <SidebarDrawer menus={built.menus} open={drawerOpen} onClose={() => closeSidebar(false)} />
        </Suspense>
      ) : (
        !topNav && sidebar
      )}
      <div className="cp-main">
        <header className="cp-header">
          <Navbar route={current} menus={built.menus} phone={user?.phone} userId={user?.userId} />
          {settings.tagsView && <TagsView />}
        </header>
        <main className="cp-app-main">
          <AppMain current={current} routes={built.routes} keepAlive={settings.tagsView} />
        </main>
      </div>
      {!isMobile && <SettingsButton />}
      <SettingsDrawer />
    </div>
  );
}

/** Waits for the menus, then resolves the path: a page, a redirect ('/' → '/index') or /404. */
function ConsoleFrame() {
  const info = useSessionBootstrap();
  const status = useMenuStore((s) => s.status);
  const built = useMenuStore((s) => s.built);
  const { pathname, search } = useLocation();
  const permissions = info.data?.permissions;
  useEffect(() => {
    if (permissions) useMenuStore.getState().load(permissions);
  }, [permissions]);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const current = useMemo(() => findRoute(built.routes, path), [built, path]);

  if (status !== 'ready') return <PageLoading />;
  const redirect = built.redirects[path];
  if (!current && redirect) return <Navigate to={redirect + search} replace />;
  if (!current) return <Navigate to="/404" replace />;
  return <Shell built={built} current={current} user={info.data?.user} />;
}

/**
 * The signed-in area (spec point 2 "Shell"): the server's menus become the sidebar and the routes;
 * sidebar, top bar, tag bar, page area and settings drawer. Loaded only after sign-in (antd).
 */
export function ConsoleLayout() {
  return (
    <ConsoleProviders>
      <ConsoleFrame />
    </ConsoleProviders>
  );
}
