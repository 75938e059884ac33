import type { Branding } from '@cloudphone/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** One button per social login the server offers (branding.socialProviders); each starts /auth-redirect. */
export function SocialButtons({ providers, redirect }: { providers: Branding['socialProviders']; redirect?: string | null }) {
  const { t } = useTranslation();
  if (!providers.length) return null;
  return (
    <div className="auth-social">
      <div className="auth-social__divider">
        <span>{t('auth.otherWays')}</span>
      </div>
      <div className="auth-social__list">
        {providers.map((provider) => (
          <Link
            key={provider.type}
            to={`/auth-redirect?${new URLSearchParams(redirect ? { type: provider.type, redirect } : { type: provider.type }).toString()}`}
            className="auth-social__item"
            title={t('auth.withProvider', { name: provider.name })}
            data-testid={`social-${provider.type}`}
          >
            <span className="auth-social__icon" aria-hidden>
              {provider.name.slice(0, 1).toUpperCase()}
            </span>
            <span>{provider.name}</span>
          </Link>
        ))}
      </div>
    </div>
  );
}
