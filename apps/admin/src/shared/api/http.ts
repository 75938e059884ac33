import { isSuccessCode, operatorAuthApi, TERMINAL, translate, type AuthTokens, type Envelope } from '@cloudphone/contract';
import { createApiClient } from '@web/shared/api/client';
import { buildHeaders } from '@web/shared/api/headers';
import { withParams } from '@web/shared/api/params';
import { createTokenRefresher } from '@web/shared/api/token-refresher';
import { getLocale } from '@web/shared/i18n/locale';
import { i18next } from '../i18n/i18n';
import { session, storedTokens } from '../session/session-store';
import { ui } from '../ui/ui-bridge';
import { isOccupied } from './occupied';

/** No channel: operators are not members of a sales channel (the header then says `default`). */
export const context = () => ({ locale: getLocale(), token: session.get().token, channelCode: '' });

/**
 * The message of the answer that ended the session because the account signed in elsewhere; set
 * by `watchedFetch`, read (and reset) when the client reports the session's end.
 */
let occupiedMessage: string | null = null;

/** fetch, noting an "occupied" 401 on the way past (the client itself only sees a 401). */
export async function watchedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  if (response.status === 401) {
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as Partial<Envelope<unknown>> | null;
    if (isOccupied(response.status, body)) occupiedMessage = body!.msg!;
  }
  return response;
}

/** POST /admin-api/system/auth/refresh-token?refreshToken&clientSource=WEB, outside the client so a 401 here never recurses. */
async function callRefresh(refreshToken: string): Promise<AuthTokens> {
  // Signed in elsewhere: the session was ended, not just expired; a refresh would be refused.
  if (occupiedMessage) throw new Error(occupiedMessage);
  const { path, method } = operatorAuthApi.endpoints.refresh;
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
  readSharedToken: storedTokens.token,
  readSharedRefreshToken: storedTokens.refreshToken,
  storeTokens: (tokens) => session.get().setTokens(tokens),
  locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
});

/**
 * The session ended under the operator (refresh refused, or signed in elsewhere): it is cleared,
 * which sends the router to the sign-in page, and the operator is told why: "signed in on another
 * device" in a dialog (it needs reading), an expiry as a toast.
 */
export function endSession() {
  const occupied = occupiedMessage;
  occupiedMessage = null;
  session.get().clear();
  if (occupied) void ui.alert({ title: i18next.t('common.tip'), content: occupied, okText: i18next.t('common.confirm') });
  else ui.toastError(translate('session.expired', getLocale()));
}

/** A new sign-in starts clean. */
export const forgetOccupied = () => {
  occupiedMessage = null;
};

export const api = createApiClient({
  fetch: watchedFetch,
  context,
  refresher,
  onSessionExpired: endSession,
  ui,
  text: (key) => i18next.t(`common.${key}`),
});
