import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getSocialAuthRedirect } from '../api/social';
import { AuthLayout } from '../components/auth-layout';
import { AuthStatus } from '../components/auth-status';
import { describeError } from '../server-errors';
import { socialStorage } from '../social-storage';

/** /auth-redirect?type=X: asks the server for the provider's authorize URL and leaves for it. */
export function AuthRedirectPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const type = params.get('type');
  const [error, setError] = useState<string | null>(type ? null : t('social.missingType'));
  const started = useRef(false);

  useEffect(() => {
    if (!type || started.current) return;
    started.current = true;
    socialStorage.saveRedirect(params.get('redirect'));
    const redirectUri = `${window.location.origin}/app/social-login?type=${encodeURIComponent(type)}`;
    getSocialAuthRedirect(type, redirectUri).then(
      (url) => window.location.assign(url),
      (failure: unknown) => setError(describeError(failure).message || t('social.missingCode')),
    );
  }, [type, params, t]);

  return (
    <AuthLayout title={t('auth.welcomeTitle')}>
      <AuthStatus message={t('social.redirecting')} error={error} />
    </AuthLayout>
  );
}
