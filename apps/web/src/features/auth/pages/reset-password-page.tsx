import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { NewPasswordFields } from '../components/new-password-fields';
import { PhoneCodeFields } from '../components/phone-fields';
import { useResetPasswordForm } from '../hooks/use-reset-password-form';

/** /restpassword (the spec's spelling of the route). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { form, captcha, sms, formError, pending, onSubmit } = useResetPasswordForm();

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form className="auth-form" method="post" onSubmit={onSubmit} noValidate data-testid="reset-form">
        <PhoneCodeFields form={form} captcha={captcha} sms={sms} />
        <NewPasswordFields
          password={form.field('newPassword')}
          confirm={form.field('confirmPassword')}
          passwordLabel={t('reset.newPassword')}
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
