export interface RotatedTokens {
  accessToken: string;
  refreshToken: string;
}

export interface TokenRefresherDeps {
  /** Calls POST /auth/refresh-token; resolves with the rotated pair or rejects. */
  callRefresh(refreshToken: string): Promise<RotatedTokens>;
  /** The token this tab currently sends. */
  getToken(): string | null;
  /** The token and refresh token as stored for every tab (cookie, localStorage). */
  readSharedToken(): string | null;
  readSharedRefreshToken(): string | null;
  storeTokens(tokens: RotatedTokens): void;
  /** navigator.locks, when the browser has it, so tabs refresh one after another. */
  locks?: Pick<LockManager, 'request'> | undefined;
}

const LOCK_NAME = 'cloudphone:token-refresh';

/**
 * One token refresh at a time. The refresh token rotates and reusing an old one ends the session,
 * so two refreshes with the same refresh token would sign the member out: concurrent callers in a
 * tab share one promise, and across tabs a Web Lock serialises the call and the second tab adopts
 * the token the first one stored instead of refreshing again.
 */
export function createTokenRefresher(deps: TokenRefresherDeps) {
  let inflight: Promise<string> | null = null;

  const critical = async (staleToken: string | null): Promise<string> => {
    const shared = deps.readSharedToken();
    const sharedRefresh = deps.readSharedRefreshToken();
    if (shared && shared !== staleToken && sharedRefresh) {
      deps.storeTokens({ accessToken: shared, refreshToken: sharedRefresh });
      return shared;
    }
    if (!sharedRefresh) throw new Error('no refresh token');
    const tokens = await deps.callRefresh(sharedRefresh);
    deps.storeTokens(tokens);
    return tokens.accessToken;
  };

  return {
    /**
     * Resolves with a token newer than `staleToken`. Callers that arrive while a refresh runs get
     * the same promise (identity matters: the client uses it to report an expiry only once).
     */
    refresh(staleToken: string | null): Promise<string> {
      const current = deps.getToken();
      if (current && current !== staleToken) return Promise.resolve(current);
      if (!inflight) {
        // LockManager.request resolves with the callback's (awaited) result; its DOM typing nests the promise.
        const run = deps.locks
          ? (deps.locks.request(LOCK_NAME, () => critical(staleToken)) as unknown as Promise<string>)
          : critical(staleToken);
        inflight = run.finally(() => {
          inflight = null;
        });
      }
      return inflight;
    },
  };
}

export type TokenRefresher = ReturnType<typeof createTokenRefresher>;
