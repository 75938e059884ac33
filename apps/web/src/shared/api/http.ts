import { memberAuthApi } from '@cloudphone/contract';
import { i18next } from '../i18n/i18n';
import { getLocale } from '../i18n/locale';
import { tm } from '../i18n/message';
import { currentAppPath, navigateTo } from '../navigation';
import { persistence } from '../session/session-persistence';
import { session } from '../session/session-store';
import { alertDialog, notify, toast } from '../ui/overlay-store';
import { createApiClient } from './client';
import { createSessionRefresher } from './session-refresher';

const context = () => {
  const { token, channelCode } = session.get();
  return { locale: getLocale(), token, channelCode };
};

export const refresher = createSessionRefresher({
  endpoint: memberAuthApi.endpoints.refresh,
  context,
  getToken: () => session.get().token,
  readSharedToken: persistence.getToken,
  readSharedRefreshToken: persistence.getRefreshToken,
  storeTokens: (tokens) => session.get().setTokens(tokens),
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
