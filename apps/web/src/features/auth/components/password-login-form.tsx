import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { prefetchSignedInArea } from '../../../shared/prefetch';
import { Button } from '../../../shared/ui/button';
import { LockIcon, PhoneIcon } from '../../../shared/ui/icons';
import { PasswordField, TextField } from '../../../shared/ui/text-field';
import { passwordLogin } from '../api/login';
import type { AgreementState } from '../hooks/use-agreement';
import { useCaptcha } from '../hooks/use-captcha';
import { useChannelCode, useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useForm } from '../hooks/use-form';
import { useSubmitGuard } from '../hooks/use-submit-guard';
import { describeError } from '../server-errors';
import { captchaRule, passwordRule, phoneRule } from '../validators';
import { CaptchaField } from './captcha-field';
import { FormAlert } from './form-alert';
import { ProtocolAgreement } from './protocol-agreement';

interface Props {
  agreement: AgreementState;
  captchaEnabled: boolean | undefined;
  /** The phone typed on either tab, so switching tabs keeps it. */
  phone: string;
  onPhoneChange(phone: string): void;
}

/** Password sign-in: phone, password, image captcha when enabled. */
export function PasswordLoginForm({ agreement, captchaEnabled, phone: initialPhone, onPhoneChange }: Props) {
  const { t } = useTranslation();
  const captcha = useCaptcha(captchaEnabled);
  const form = useForm(
    { phone: initialPhone, password: '', captcha: '' },
    { phone: phoneRule, password: passwordRule, ...(captcha.enabled ? { captcha: captchaRule } : {}) },
  );
  const [formError, setFormError] = useState('');
  const guard = useSubmitGuard();
  const complete = useCompleteSignIn();
  const channelCode = useChannelCode();
  const phoneField = form.field('phone');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const valid = form.validate();
    if (!agreement.check() || !valid) return;
    const { phone, password, captcha: code } = form.values;
    // Only a submission that reaches the server starts the guard: a refused form can be fixed and sent at once.
    void guard.run(async () => {
      try {
        const tokens = await passwordLogin({
          phone: phone.trim(),
          password,
          channelCode,
          ...(captcha.enabled ? { code: code.trim(), uuid: captcha.uuid } : {}),
        });
        complete(tokens);
      } catch (error) {
        const described = describeError(error);
        if (captcha.enabled) {
          form.setValue('captcha', '');
          captcha.refresh();
        }
        if (described.field === 'captcha' && described.key) form.setFieldError('captcha', described.key);
        else setFormError(described.message);
      }
    });
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} onInput={prefetchSignedInArea} noValidate data-testid="password-login-form">
      <TextField
        {...phoneField}
        onChange={(event) => {
          phoneField.onChange(event);
          onPhoneChange(event.target.value);
        }}
        label={t('auth.phone')}
        placeholder={t('auth.phonePlaceholder')}
        icon={<PhoneIcon />}
        type="tel"
        inputMode="numeric"
        autoComplete="username"
        maxLength={11}
        data-testid="phone-input"
      />
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
      <Button type="submit" variant="primary" size="lg" block loading={guard.pending} data-testid="login-submit">
        {guard.pending ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </form>
  );
}
