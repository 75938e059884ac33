import { isSuccessCode, memberAuthApi, TERMINAL, type AuthTokens, type Envelope } from '@cloudphone/contract';
import { i18next } from '../i18n/i18n';
import { getLocale } from '../i18n/locale';
import { tm } from '../i18n/message';
import { currentAppPath, navigateTo } from '../navigation';
import { persistence } from '../session/session-persistence';
import { session } from '../session/session-store';
import { alertDialog, notify, toast } from '../ui/overlay-store';
import { createApiClient } from './client';
import { buildHeaders } from './headers';
import { withParams } from './params';
import { createTokenRefresher } from './token-refresher';

const context = () => {
  const { token, channelCode } = session.get();
  return { locale: getLocale(), token, channelCode };
};

/** POST /auth/refresh-token?refreshToken&clientSource=WEB, outside the client so a 401 here never recurses. */
async function callRefresh(refreshToken: string) {
  const { path, method } = memberAuthApi.endpoints.refresh;
  const url = withParams(path, { refreshToken, clientSource: TERMINAL });
  const response = await fetch(url, { method, headers: buildHeaders({ ...context(), token: null }, { json: false }) });
  const body = (await response.json().catch(() => null)) as Envelope<AuthTokens> | null;
  if (!response.ok || !body || !isSuccessCode(body.code) || !body.data?.accessToken)
    throw new Error(body?.msg || `refresh failed (${response.status})`);
  return body.data;
}

export const refresher = createTokenRefresher({
  callRefresh,
  getToken: () => session.get().token,
  readSharedToken: persistence.getToken,
  readSharedRefreshToken: persistence.getRefreshToken,
  storeTokens: (tokens) => session.get().setTokens(tokens),
  locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
});

/** Spec point 4: the refresh failed, so log out, tell the member, and send them to sign in again. */
export function expireSession() {
  const back = currentAppPath();
  session.get().clear();
  toast.error(tm('session.expired'));
  navigateTo(back.startsWith('/login') ? '/login' : `/login?redirect=${encodeURIComponent(back)}`, { replace: true });
}

export const api = createApiClient({
  fetch: (...args) => fetch(...args),
  context,
  refresher,
  onSessionExpired: expireSession,
  ui: { toastError: toast.error, notifyError: notify.error, alert: alertDialog },
  text: (key) => i18next.t(`common.${key}`),
});
