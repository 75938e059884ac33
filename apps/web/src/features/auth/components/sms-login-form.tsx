import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { prefetchSignedInArea } from '../../../shared/prefetch';
import { Button } from '../../../shared/ui/button';
import { PhoneIcon } from '../../../shared/ui/icons';
import { TextField } from '../../../shared/ui/text-field';
import { smsLogin } from '../api/login';
import type { AgreementState } from '../hooks/use-agreement';
import { useCaptcha } from '../hooks/use-captcha';
import { useChannelCode, useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useForm } from '../hooks/use-form';
import { useSmsCode } from '../hooks/use-sms-code';
import { useSubmitGuard } from '../hooks/use-submit-guard';
import { describeError } from '../server-errors';
import { captchaRule, phoneRule, smsCodeRule } from '../validators';
import { CaptchaField } from './captcha-field';
import { CodeField } from './code-field';
import { FormAlert } from './form-alert';
import { ProtocolAgreement } from './protocol-agreement';

interface Props {
  agreement: AgreementState;
  captchaEnabled: boolean | undefined;
  phone: string;
  onPhoneChange(phone: string): void;
}

/** SMS sign-in: phone, image captcha (guards the code request), 6-digit code. New phones get an account. */
export function SmsLoginForm({ agreement, captchaEnabled, phone: initialPhone, onPhoneChange }: Props) {
  const { t } = useTranslation();
  const captcha = useCaptcha(captchaEnabled);
  const form = useForm(
    { phone: initialPhone, captcha: '', code: '' },
    { phone: phoneRule, code: smsCodeRule, ...(captcha.enabled ? { captcha: captchaRule } : {}) },
  );
  const [formError, setFormError] = useState('');
  const sms = useSmsCode(form, captcha, 'login', setFormError);
  const guard = useSubmitGuard();
  const complete = useCompleteSignIn();
  const channelCode = useChannelCode();
  const phoneField = form.field('phone');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    // The captcha only guards sending the code; signing in needs phone and code.
    const valid = form.validate(['phone', 'code']);
    if (!agreement.check() || !valid) return;
    // Only a submission that reaches the server starts the guard: a refused form can be fixed and sent at once.
    void guard.run(async () => {
      try {
        complete(await smsLogin({ phone: form.values.phone.trim(), code: form.values.code.trim(), channelCode }));
      } catch (error) {
        const described = describeError(error);
        if (described.field === 'code' && described.key) form.setFieldError('code', described.key);
        else setFormError(described.message);
      }
    });
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} onInput={prefetchSignedInArea} noValidate data-testid="sms-login-form">
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
        autoComplete="tel"
        maxLength={11}
        data-testid="phone-input"
      />
      {captcha.enabled && <CaptchaField captcha={captcha} field={form.field('captcha')} />}
      <CodeField field={form.field('code')} sender={sms.sender} onSend={sms.send} />
      <p className="auth-hint">{t('auth.smsHint')}</p>
      <ProtocolAgreement {...agreement} />
      <FormAlert message={formError} />
      <Button type="submit" variant="primary" size="lg" block loading={guard.pending} data-testid="login-submit">
        {guard.pending ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </form>
  );
}
