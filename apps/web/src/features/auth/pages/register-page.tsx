import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { MailIcon, UserIcon } from '../../../shared/ui/icons';
import { TextField } from '../../../shared/ui/text-field';
import { AuthLayout } from '../components/auth-layout';
import { CaptchaField } from '../components/captcha-field';
import { CodeField } from '../components/code-field';
import { FormAlert } from '../components/form-alert';
import { NewPasswordFields } from '../components/new-password-fields';
import { PhoneField } from '../components/phone-fields';
import { ProtocolAgreement } from '../components/protocol-agreement';
import { useRegisterForm } from '../hooks/use-register-form';
import { useRegisterType } from '../hooks/use-register-type';

/** /register */
export function RegisterPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const registerType = useRegisterType();
  const { form, captcha, sender, agreement, formError, pending, onSubmit, byEmail } = useRegisterForm(registerType);

  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')}>
      <form className="auth-form" method="post" onSubmit={onSubmit} noValidate data-testid="register-form">
        <PhoneField field={form.field('phone')} />
        <TextField
          {...form.field('userName')}
          label={t('register.userName')}
          placeholder={t('register.userNamePlaceholder')}
          icon={<UserIcon />}
          autoComplete="nickname"
          maxLength={20}
          data-testid="username-input"
        />
        <NewPasswordFields
          password={form.field('password')}
          confirm={form.field('confirmPassword')}
          passwordLabel={t('register.password')}
        />
        {byEmail && (
          <TextField
            {...form.field('email')}
            label={t('register.email')}
            placeholder={t('register.emailPlaceholder')}
            icon={<MailIcon />}
            type="email"
            autoComplete="email"
            maxLength={100}
            data-testid="email-input"
          />
        )}
        {/* The code comes last here (it may go to the e-mail above), so the phone group is not used. */}
        {captcha.enabled && <CaptchaField captcha={captcha} field={form.field('captcha')} />}
        <CodeField
          field={form.field('code')}
          sender={sender.sender}
          onSend={sender.send}
          {...(byEmail ? { label: t('register.emailCode'), placeholder: t('register.emailCodePlaceholder'), icon: <MailIcon /> } : {})}
        />
        <ProtocolAgreement {...agreement} />
        <FormAlert message={formError} />
        <Button type="submit" variant="primary" size="lg" block loading={pending} disabled={!registerType} data-testid="register-submit">
          {pending ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
      <div className="auth-links">
        <span>
          {t('register.haveAccount')}
          <Link to={{ pathname: '/login', search }} data-testid="link-login">
            {t('register.signInNow')}
          </Link>
        </span>
      </div>
    </AuthLayout>
  );
}
