import { useTranslation } from 'react-i18next';
import { prefetchSignedInArea } from '../../../shared/prefetch';
import { Button } from '../../../shared/ui/button';
import { LockIcon } from '../../../shared/ui/icons';
import { PasswordField } from '../../../shared/ui/text-field';
import { passwordLogin } from '../api/login';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { useCaptcha } from '../hooks/use-captcha';
import { useChannelCode, useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useForm } from '../hooks/use-form';
import { captchaRule, passwordRule, phoneRule } from '../validators';
import { CaptchaField } from './captcha-field';
import { FormAlert } from './form-alert';
import type { LoginFormProps } from './login-form-props';
import { PhoneField } from './phone-fields';
import { ProtocolAgreement } from './protocol-agreement';

/** Password sign-in: phone, password, image captcha when enabled. */
export function PasswordLoginForm({ agreement, phone: initialPhone, onPhoneChange }: LoginFormProps) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const form = useForm(
    { phone: initialPhone, password: '', captcha: '' },
    { phone: phoneRule, password: passwordRule, ...(captcha.enabled ? { captcha: captchaRule } : {}) },
  );
  const { formError, pending, showFailure, handleSubmit } = useAuthSubmit(form, 'captcha', captcha.decided);
  const complete = useCompleteSignIn();
  const channelCode = useChannelCode();

  const onSubmit = handleSubmit({
    validate: () => form.validate(),
    agreement,
    send: async () => {
      const { phone, password, captcha: code } = form.values;
      const tokens = await passwordLogin({
        phone: phone.trim(),
        password,
        channelCode,
        ...(captcha.enabled ? { code: code.trim(), uuid: captcha.uuid } : {}),
      });
      complete(tokens);
    },
    onFailure: (error) => {
      // The attempt spent the captcha (each is single-use): clear the answer and show a new one.
      if (captcha.enabled) {
        form.setValue('captcha', '');
        captcha.refresh();
      }
      showFailure(error);
    },
  });

  return (
    <form
      className="auth-form"
      method="post"
      onSubmit={onSubmit}
      onInput={prefetchSignedInArea}
      noValidate
      data-testid="password-login-form"
    >
      <PhoneField field={form.field('phone')} autoComplete="username" onPhoneChange={onPhoneChange} />
      <PasswordField
        {...form.field('password')}
        label={t('auth.password')}
        placeholder={t('auth.passwordPlaceholder')}
        icon={<LockIcon />}
        autoComplete="current-password"
        maxLength={64}
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
        data-testid="password-input"
      />
      {captcha.enabled && <CaptchaField captcha={captcha} field={form.field('captcha')} />}
      <ProtocolAgreement {...agreement} />
      <FormAlert message={formError} />
      <Button type="submit" variant="primary" size="lg" block loading={pending} data-testid="login-submit">
        {pending ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </form>
  );
}
