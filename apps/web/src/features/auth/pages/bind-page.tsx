import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { AuthLayout } from '../components/auth-layout';
import { AuthStatus } from '../components/auth-status';
import { FormAlert } from '../components/form-alert';
import { PhoneCodeFields } from '../components/phone-fields';
import { ProtocolAgreement } from '../components/protocol-agreement';
import { useBindForm } from '../hooks/use-bind-form';
import { socialStorage, type BindTicket } from '../social-storage';

const isTicket = (value: unknown): value is BindTicket => typeof (value as BindTicket | null)?.bindTicket === 'string';

/** /bind: the ticket comes in router state from /social-login, or from sessionStorage after a reload. */
export function BindPage() {
  const { t } = useTranslation();
  const { state } = useLocation();
  const [ticket] = useState(() => (isTicket(state) ? state : socialStorage.readBindTicket()));
  const { form, captcha, sms, agreement, formError, expired, pending, onSubmit } = useBindForm(ticket);
  const subtitle = ticket?.nickname ? t('social.bindSubtitleNamed', { name: ticket.nickname }) : t('social.bindSubtitle');

  return (
    <AuthLayout title={t('social.bindTitle')} subtitle={expired ? undefined : subtitle}>
      {expired ? (
        <AuthStatus message="" error={formError || t('social.bindMissing')} />
      ) : (
        <form className="auth-form" method="post" onSubmit={onSubmit} noValidate data-testid="bind-form">
          <PhoneCodeFields form={form} captcha={captcha} sms={sms} />
          <ProtocolAgreement {...agreement} />
          <FormAlert message={formError} />
          <Button type="submit" variant="primary" size="lg" block loading={pending} data-testid="bind-submit">
            {t('social.bindSubmit')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
