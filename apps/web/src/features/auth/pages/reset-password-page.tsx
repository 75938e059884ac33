import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { LockIcon, PhoneIcon } from '../../../shared/ui/icons';
import { PasswordField, TextField } from '../../../shared/ui/text-field';
import { AuthLayout } from '../components/auth-layout';
import { CaptchaField } from '../components/captcha-field';
import { CodeField } from '../components/code-field';
import { FormAlert } from '../components/form-alert';
import { useResetPasswordForm } from '../hooks/use-reset-password-form';

/** /restpassword (the spec's spelling of the route). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { form, captcha, sms, formError, pending, onSubmit } = useResetPasswordForm();
  const passwordLabels = { showLabel: t('auth.showPassword'), hideLabel: t('auth.hidePassword') };

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form className="auth-form" onSubmit={onSubmit} noValidate data-testid="reset-form">
        <TextField
          {...form.field('phone')}
          label={t('auth.phone')}
          placeholder={t('auth.phonePlaceholder')}
          icon={<PhoneIcon />}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          data-testid="phone-input"
        />
        {captcha.enabled && <CaptchaField captcha={captcha} field={form.field('captcha')} />}
        <CodeField field={form.field('code')} sender={sms.sender} onSend={sms.send} />
        <PasswordField
          {...form.field('newPassword')}
          {...passwordLabels}
          label={t('reset.newPassword')}
          placeholder={t('register.passwordPlaceholder')}
          icon={<LockIcon />}
          autoComplete="new-password"
          maxLength={20}
          data-testid="password-input"
        />
        <PasswordField
          {...form.field('confirmPassword')}
          {...passwordLabels}
          label={t('register.confirmPassword')}
          placeholder={t('register.confirmPlaceholder')}
          icon={<LockIcon />}
          autoComplete="new-password"
          maxLength={20}
          data-testid="confirm-password-input"
        />
        <FormAlert message={formError} />
        <Button type="submit" variant="primary" size="lg" block loading={pending} data-testid="reset-submit">
          {pending ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
      <div className="auth-links">
        <Link to="/login" data-testid="link-login">
          ← {t('reset.backToLogin')}
        </Link>
      </div>
    </AuthLayout>
  );
}
