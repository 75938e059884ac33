import { allowedRoutes, type MenuRoute } from '@cloudphone/contract';
import { create } from 'zustand';
import { takeEarly } from '../../../shared/api/early-requests';
import { loadGlobalConfig } from '../../../shared/front/front-config';
import { i18next } from '../../../shared/i18n/i18n';
import { session } from '../../../shared/session/session-store';
import { signOutAfterFailure } from '../../../shared/session/sign-out-after-failure';
import { getRouters } from './menu-api';
import { buildMenus, type BuiltMenus } from './menu-builder';

interface MenuState {
  status: 'idle' | 'loading' | 'ready';
  tree: MenuRoute[];
  built: BuiltMenus;
  /**
   * Loads the global config and the menu tree once per session, keeping the routes the member's
   * permissions allow (spec point 4, first navigation with a token).
   */
  load(permissions: readonly string[]): void;
}

const EMPTY: BuiltMenus = { routes: [], redirects: {}, menus: [] };

export const useMenuStore = create<MenuState>()((set, get) => ({
  status: 'idle',
  tree: [],
  built: EMPTY,
  load(permissions) {
    if (get().status !== 'idle') return;
    set({ status: 'loading' });
    Promise.all([loadGlobalConfig(), takeEarly('getRouters', getRouters)]).then(
      ([config, served]) => {
        const tree = allowedRoutes(served, permissions);
        set({ status: 'ready', tree, built: buildMenus(tree, config.notNeedMenus) });
      },
      (error: unknown) => {
        set({ status: 'idle' });
        // The member is signed out, told why, and sent to sign in again (RuoYi's permission guard does the same).
        void signOutAfterFailure(error, i18next.t('shell.menusFailed'));
      },
    );
  },
}));

// A new session (sign-in after a sign-out in the same page) loads its own menus.
session.subscribe((state, previous) => {
  if (!state.token && previous.token) useMenuStore.setState({ status: 'idle', tree: [], built: EMPTY });
});
