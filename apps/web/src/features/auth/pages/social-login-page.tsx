import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirectTarget } from '../../../shared/redirect-target';
import { useSession } from '../../../shared/session/session-store';
import { socialLogin } from '../api/social';
import { AuthLayout } from '../components/auth-layout';
import { AuthStatus } from '../components/auth-status';
import { useChannelCode } from '../hooks/use-complete-sign-in';
import { describeError } from '../server-errors';
import { socialStorage } from '../social-storage';

/** /social-login: the provider's callback. Signs in, or hands the bind ticket to /bind. */
export function SocialLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const channelCode = useChannelCode();
  const type = params.get('type');
  const code = params.get('code');
  const state = params.get('state');
  const [error, setError] = useState<string | null>(type && code && state ? null : t('social.missingCode'));
  const started = useRef(false);

  useEffect(() => {
    if (!type || !code || !state || started.current) return;
    started.current = true; // the code is single-use: never post it twice
    socialLogin({ type, code, state, channelCode }).then(
      (result) => {
        if (result.bound) {
          useSession.getState().signIn(result, channelCode);
          void navigate(safeRedirectTarget(socialStorage.takeRedirect()), { replace: true });
          return;
        }
        const ticket = { bindTicket: result.bindTicket, nickname: result.nickname };
        socialStorage.saveBindTicket(ticket);
        void navigate('/bind', { replace: true, state: ticket });
      },
      (failure: unknown) => setError(describeError(failure).message || t('social.missingCode')),
    );
  }, [type, code, state, channelCode, navigate, t]);

  return (
    <AuthLayout title={t('auth.welcomeTitle')}>
      <AuthStatus message={t('social.completing')} error={error} />
    </AuthLayout>
  );
}
