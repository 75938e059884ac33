import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { shellApi } from '@cloudphone/contract';
import { call } from '../../shared/api/call';
import { MOBILE_BREAKPOINT, useAppStore } from './app-store';
import type { ShellRoute } from './menu/menu-builder';
import { holdProgress } from './navigation-progress';
import { useTagsStore } from './tags/tags-store';

/** Spec point 4: device mode follows the window width (992 px), but not while the tab is hidden. */
export function useDeviceMode() {
  useEffect(() => {
    const onResize = () => {
      if (document.hidden) return;
      const device = window.innerWidth < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
      if (useAppStore.getState().device !== device) useAppStore.getState().setDevice(device);
    };
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
}

/**
 * What happens on every navigation inside the shell: the progress bar, the page-view record
 * (POST /app-api/system/page-view, failures ignored), the visited view for the tag bar, and the
 * mobile drawer closing.
 */
export function useNavigationEffects(route: ShellRoute | undefined) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const title = route ? t(route.meta.title as never) : undefined;

  useEffect(() => {
    const release = holdProgress();
    const frame = requestAnimationFrame(release);
    return () => {
      cancelAnimationFrame(frame);
      release();
    };
  }, [pathname, search]);

  useEffect(() => {
    void call(shellApi.endpoints.pageView, { path: pathname, ...(title ? { title } : {}) }, { passErrors: true }).catch(() => undefined);
    // The title is read when the path changes; a language switch reloads the page anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  useEffect(() => {
    if (!route) return;
    useTagsStore.getState().add({
      path: pathname,
      fullPath: pathname + search + hash,
      name: route.name,
      title: route.meta.title,
      affix: Boolean(route.meta.affix),
      noCache: Boolean(route.meta.noCache),
    });
  }, [route, pathname, search, hash]);

  useEffect(() => {
    const app = useAppStore.getState();
    if (app.device === 'mobile' && app.drawerOpen) app.closeSidebar(false);
  }, [pathname]);
}
