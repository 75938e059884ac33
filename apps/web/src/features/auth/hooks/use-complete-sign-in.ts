import type { AuthTokens } from '@cloudphone/contract';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { channelCodeFrom, safeRedirectTarget } from '../../../shared/redirect-target';
import { useSession } from '../../../shared/session/session-store';

/** The channel code to send with a sign-in: a campaign link's ?channelCode=, else the stored one. */
export function useChannelCode(): string {
  const [search] = useSearchParams();
  const stored = useSession((s) => s.channelCode);
  return channelCodeFrom(search) ?? stored;
}

/** After login or register: keep the session (spec point 4) and go to the `redirect` target, or '/'. */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const channelCode = useChannelCode();
  return useCallback(
    (tokens: Pick<AuthTokens, 'accessToken' | 'refreshToken' | 'userId'>) => {
      useSession.getState().signIn(tokens, channelCode);
      void navigate(safeRedirectTarget(search.get('redirect')), { replace: true });
    },
    [navigate, search, channelCode],
  );
}
