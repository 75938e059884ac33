import { isSuccessCode, TERMINAL, type AuthTokens, type Envelope } from '@cloudphone/contract';
import { buildHeaders, type HeaderContext } from './headers';
import { withParams } from './params';
import { createTokenRefresher, type TokenRefresherDeps } from './token-refresher';

export interface SessionRefresherDeps extends Omit<TokenRefresherDeps, 'callRefresh' | 'locks'> {
  /** The console's refresh-token endpoint (the member's or the operator's). */
  endpoint: { path: string; method: string };
  /** The request context (language, channel) of the console's API client. */
  context: () => HeaderContext;
  /** Throws to refuse the refresh before asking (a session that is over for good). */
  beforeRefresh?: () => void;
}

/**
 * A console's token refresher (createTokenRefresher): its refresh call is
 * `POST <endpoint>?refreshToken&clientSource=WEB`, sent outside the API client so a 401 there
 * never recurses; tabs take turns through navigator.locks where the browser has it. Shared by the
 * member console and the operator console, each with its own endpoint and session.
 */
export function createSessionRefresher({ endpoint, context, beforeRefresh, ...session }: SessionRefresherDeps) {
  async function callRefresh(refreshToken: string): Promise<AuthTokens> {
    beforeRefresh?.();
    const url = withParams(endpoint.path, { refreshToken, clientSource: TERMINAL });
    const response = await fetch(url, { method: endpoint.method, headers: buildHeaders({ ...context(), token: null }, { json: false }) });
    const body = (await response.json().catch(() => null)) as Envelope<AuthTokens> | null;
    if (!response.ok || !body || !isSuccessCode(body.code) || !body.data?.accessToken)
      throw new Error(body?.msg || `refresh failed (${response.status})`);
    return body.data;
  }
  return createTokenRefresher({
    ...session,
    callRefresh,
    locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
  });
}
