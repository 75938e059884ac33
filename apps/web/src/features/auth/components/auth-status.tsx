import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A waiting state (spinner) or a failure with the way back to sign-in, for the social login steps. */
export function AuthStatus({ message, error }: { message: string; error?: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="auth-status" aria-live="polite">
      {error ? (
        <>
          <div className="auth-alert" role="alert" data-testid="form-error">
            {error}
          </div>
          <Link to="/login" className="cp-btn cp-btn--primary cp-btn--md" data-testid="link-login">
            {t('social.backToLogin')}
          </Link>
        </>
      ) : (
        <>
          <span className="cp-spinner" aria-hidden />
          <span>{message}</span>
        </>
      )}
    </div>
  );
}
