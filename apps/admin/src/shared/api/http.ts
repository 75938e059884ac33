import { operatorAuthApi, translate, type Envelope } from '@cloudphone/contract';
import { createApiClient } from '@web/shared/api/client';
import { createSessionRefresher } from '@web/shared/api/session-refresher';
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

export const refresher = createSessionRefresher({
  endpoint: operatorAuthApi.endpoints.refresh,
  context,
  // Signed in elsewhere: the session was ended, not just expired; a refresh would be refused.
  beforeRefresh: () => {
    if (occupiedMessage) throw new Error(occupiedMessage);
  },
  getToken: () => session.get().token,
  readSharedToken: storedTokens.token,
  readSharedRefreshToken: storedTokens.refreshToken,
  storeTokens: (tokens) => session.get().setTokens(tokens),
});

/**
 * The session ended under the operator (refresh refused, or signed in elsewhere): it is cleared,
 * which sends the router to the sign-in page, and the operator is told why: "signed in on another
 * device" in a dialog (it needs reading), an expiry as a toast. Said once, however many requests
 * were under way.
 */
export function endSession() {
  const occupied = occupiedMessage;
  occupiedMessage = null;
  // Ended already: a late answer to a request sent before the end; the operator has been told once.
  if (!session.get().token) return;
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
