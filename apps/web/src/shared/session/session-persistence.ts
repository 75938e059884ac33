import { DEFAULT_CHANNEL_CODE, TOKEN_COOKIE } from '@cloudphone/contract';
import Cookies from 'js-cookie';

/**
 * Where each piece of the session lives between page loads (spec point 3): the access token in the
 * Admin-Token cookie (path /, so the console sees it on every route and the browser sends it with
 * the avatar images under /app-api, which an <img> cannot give a Bearer header), the refresh token,
 * user id, user info and channel code in localStorage.
 */
export const STORAGE_KEYS = {
  refreshToken: 'refresh-token',
  userId: 'user-id',
  userInfo: 'user-info',
  channelCode: 'channel-code',
} as const;

const COOKIE_OPTIONS: Cookies.CookieAttributes = { path: '/', sameSite: 'Lax' };
/** Where releases before 2.2 kept the cookie: cleared whenever ours is written or removed, so a stale one never shadows it. */
const LEGACY_COOKIE_OPTIONS: Cookies.CookieAttributes = { path: '/app' };

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the session still works for this page, it just does not survive a reload.
  }
}

export const persistence = {
  getToken: (): string | null => Cookies.get(TOKEN_COOKIE) ?? null,
  setToken: (token: string) => {
    Cookies.remove(TOKEN_COOKIE, LEGACY_COOKIE_OPTIONS);
    Cookies.set(TOKEN_COOKIE, token, { ...COOKIE_OPTIONS, secure: location.protocol === 'https:' });
  },
  removeToken: () => {
    Cookies.remove(TOKEN_COOKIE, COOKIE_OPTIONS);
    Cookies.remove(TOKEN_COOKIE, LEGACY_COOKIE_OPTIONS);
  },
  getRefreshToken: () => read(STORAGE_KEYS.refreshToken),
  setRefreshToken: (value: string | null) => write(STORAGE_KEYS.refreshToken, value),
  getUserId: (): number | null => {
    const raw = read(STORAGE_KEYS.userId);
    return raw && /^\d+$/.test(raw) ? Number(raw) : null;
  },
  setUserId: (value: number | null) => write(STORAGE_KEYS.userId, value === null ? null : String(value)),
  setUserInfo: (value: unknown) => write(STORAGE_KEYS.userInfo, value === null ? null : JSON.stringify(value)),
  getChannelCode: () => read(STORAGE_KEYS.channelCode) || DEFAULT_CHANNEL_CODE,
  setChannelCode: (value: string | null) => write(STORAGE_KEYS.channelCode, value),
};
