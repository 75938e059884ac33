import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useBranding } from '../../../shared/front/use-front-config';
import { Tabs } from '../../../shared/ui/tabs';
import { AuthLayout } from '../components/auth-layout';
import { PasswordLoginForm } from '../components/password-login-form';
import { SmsLoginForm } from '../components/sms-login-form';
import { SocialButtons } from '../components/social-buttons';
import { useAgreement } from '../hooks/use-agreement';

type LoginTab = 'password' | 'sms';

export const LOGIN_INTERACTIVE_MARK = 'cp:login-interactive';

/** /login: password and SMS sign-in tabs, protocols, links to register and reset, social logins. */
export function LoginPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [tab, setTab] = useState<LoginTab>('password');
  const agreement = useAgreement();
  const [phone, setPhone] = useState('');
  const branding = useBranding();
  const Form = tab === 'password' ? PasswordLoginForm : SmsLoginForm;
  // When the page answers input (after hydrating the pre-rendered HTML); bench/page-weight reads it.
  useEffect(() => void performance.mark(LOGIN_INTERACTIVE_MARK), []);

  return (
    <AuthLayout title={t('auth.welcomeTitle')} subtitle={t('auth.subtitle')}>
      <Tabs<LoginTab>
        idPrefix="login"
        active={tab}
        onChange={setTab}
        items={[
          { key: 'password', label: t('auth.tabPassword'), testId: 'tab-password' },
          { key: 'sms', label: t('auth.tabSms'), testId: 'tab-sms' },
        ]}
      />
      <div role="tabpanel" id="login-panel" aria-labelledby={`login-tab-${tab}`}>
        <Form key={tab} agreement={agreement} phone={phone} onPhoneChange={setPhone} />
      </div>
      <div className="auth-links">
        <span>
          {t('auth.noAccount')}
          <Link to={{ pathname: '/register', search }} data-testid="link-register">
            {t('auth.registerNow')}
          </Link>
        </span>
        <Link to="/restpassword" data-testid="link-forgot">
          {t('auth.forgot')}
        </Link>
      </div>
      <SocialButtons providers={branding?.socialProviders ?? []} redirect={new URLSearchParams(search).get('redirect')} />
    </AuthLayout>
  );
}
