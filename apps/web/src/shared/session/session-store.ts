import { DEFAULT_CHANNEL_CODE, type AuthTokens, type GetInfo } from '@cloudphone/contract';
import { create } from 'zustand';
import { persistence } from './session-persistence';

/** Session state of spec point 3. Captcha code/uuid stay in the sign-in forms, where they are used. */
export interface SessionState {
  token: string | null;
  refreshToken: string | null;
  userId: number | null;
  name: string;
  avatar: string;
  roles: string[];
  permissions: string[];
  channelCode: string;
  /** The push socket flag: set on sign-in, mirrored by the push channel while it is connected. */
  wsopen: boolean;
}

interface SessionActions {
  /** Login or register succeeded: keep the tokens and the user id, raise the socket flag. */
  signIn(tokens: Pick<AuthTokens, 'accessToken' | 'refreshToken' | 'userId'>, channelCode?: string): void;
  /** A refresh rotated the tokens (here, or in another tab that we adopt). */
  setTokens(tokens: { accessToken: string; refreshToken: string }): void;
  setProfile(info: GetInfo): void;
  setChannelCode(code: string): void;
  setWsOpen(open: boolean): void;
  /** Front-end-only forced logout (spec point 4): clears just the token. */
  clearToken(): void;
  /** Full logout: token, channel code, refresh token, roles, permissions, user id, user info, cookie. */
  clear(): void;
}

export type SessionStore = SessionState & SessionActions;

const initialState = (): SessionState => ({
  token: persistence.getToken(),
  refreshToken: persistence.getRefreshToken(),
  userId: persistence.getUserId(),
  name: '',
  avatar: '',
  roles: [],
  permissions: [],
  channelCode: persistence.getChannelCode(),
  wsopen: false,
});

export const useSession = create<SessionStore>()((set) => ({
  ...initialState(),
  signIn({ accessToken, refreshToken, userId }, channelCode) {
    persistence.setToken(accessToken);
    persistence.setRefreshToken(refreshToken);
    persistence.setUserId(userId);
    if (channelCode) persistence.setChannelCode(channelCode);
    set((s) => ({ token: accessToken, refreshToken, userId, wsopen: true, channelCode: channelCode ?? s.channelCode }));
  },
  setTokens({ accessToken, refreshToken }) {
    persistence.setToken(accessToken);
    persistence.setRefreshToken(refreshToken);
    set({ token: accessToken, refreshToken });
  },
  setProfile({ user, roles, permissions }) {
    persistence.setUserInfo(user);
    // Spec point 3: the third avatarList entry is the avatar.
    const avatar = user.avatarList[2]?.avatarUrl ?? user.avatar ?? '';
    set({ name: user.nickname || user.phone, avatar, roles, permissions, userId: user.userId });
  },
  setChannelCode(code) {
    persistence.setChannelCode(code);
    set({ channelCode: code });
  },
  setWsOpen(open) {
    set({ wsopen: open });
  },
  clearToken() {
    persistence.removeToken();
    set({ token: null });
  },
  clear() {
    persistence.removeToken();
    persistence.setRefreshToken(null);
    persistence.setUserId(null);
    persistence.setUserInfo(null);
    persistence.setChannelCode(null);
    set({
      token: null,
      refreshToken: null,
      userId: null,
      name: '',
      avatar: '',
      roles: [],
      permissions: [],
      channelCode: DEFAULT_CHANNEL_CODE,
      wsopen: false,
    });
  },
}));

/** For code outside React (API client, push channel). */
export const session = {
  get: () => useSession.getState(),
  subscribe: useSession.subscribe,
};
