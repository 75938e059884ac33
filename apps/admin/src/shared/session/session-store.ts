import type { AuthTokens, PermissionInfo } from '@cloudphone/contract';
import { create } from 'zustand';

/**
 * Where the operator's tokens live: localStorage under keys of their own, never the member
 * console's `Admin-Token` cookie, so an operator and a member can be signed in in one browser.
 * localStorage is shared by the tabs, which the refresher relies on (a tab adopts a token another
 * tab refreshed).
 */
export const TOKEN_KEY = 'cp-admin-token';
export const REFRESH_TOKEN_KEY = 'cp-admin-refresh-token';

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage can be blocked
  }
};
const write = (key: string, value: string | null) => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // The session then lasts as long as the tab.
  }
};

export const storedTokens = { token: () => read(TOKEN_KEY), refreshToken: () => read(REFRESH_TOKEN_KEY) };

export interface OperatorSession {
  token: string | null;
  refreshToken: string | null;
  /** Who is signed in, once get-permission-info answered. */
  operator: PermissionInfo['user'] | null;
  roles: string[];
  permissions: string[];
  setTokens(tokens: Pick<AuthTokens, 'accessToken' | 'refreshToken'>): void;
  setProfile(info: PermissionInfo): void;
  /** Ends the session here (and, through storage, in the other tabs). */
  clear(): void;
}

export const useSession = create<OperatorSession>((set) => ({
  token: storedTokens.token(),
  refreshToken: storedTokens.refreshToken(),
  operator: null,
  roles: [],
  permissions: [],
  setTokens: ({ accessToken, refreshToken }) => {
    write(TOKEN_KEY, accessToken);
    write(REFRESH_TOKEN_KEY, refreshToken);
    set({ token: accessToken, refreshToken });
  },
  setProfile: ({ user, roles, permissions }) => set({ operator: user, roles, permissions }),
  clear: () => {
    write(TOKEN_KEY, null);
    write(REFRESH_TOKEN_KEY, null);
    set({ token: null, refreshToken: null, operator: null, roles: [], permissions: [] });
  },
}));

export const session = { get: useSession.getState };

/** Another tab signed out or in: follow it, so no tab keeps calling with a token that is gone. */
export function followOtherTabs(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window) {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TOKEN_KEY) return;
    if (!event.newValue) useSession.getState().clear();
    else if (event.newValue !== useSession.getState().token)
      useSession.setState({ token: event.newValue, refreshToken: storedTokens.refreshToken() });
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
