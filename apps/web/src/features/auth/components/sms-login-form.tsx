import { useTranslation } from 'react-i18next';
import { prefetchSignedInArea } from '../../../shared/prefetch';
import { Button } from '../../../shared/ui/button';
import { smsLogin } from '../api/login';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { useCaptcha } from '../hooks/use-captcha';
import { useChannelCode, useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useForm } from '../hooks/use-form';
import { useSmsCode } from '../hooks/use-sms-code';
import { phoneCodeRules } from '../validators';
import { FormAlert } from './form-alert';
import type { LoginFormProps } from './login-form-props';
import { PhoneCodeFields } from './phone-fields';
import { ProtocolAgreement } from './protocol-agreement';

/** SMS sign-in: phone, image captcha (guards the code request), 6-digit code. New phones get an account. */
export function SmsLoginForm({ agreement, phone: initialPhone, onPhoneChange }: LoginFormProps) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const form = useForm({ phone: initialPhone, captcha: '', code: '' }, phoneCodeRules(captcha.enabled));
  const { formError, setFormError, pending, handleSubmit } = useAuthSubmit(form, 'code', captcha.decided);
  const sms = useSmsCode(form, captcha, 'login', setFormError);
  const complete = useCompleteSignIn();
  const channelCode = useChannelCode();

  const onSubmit = handleSubmit({
    // The captcha only guards sending the code; signing in needs phone and code.
    validate: () => form.validate(['phone', 'code']),
    agreement,
    send: async () => complete(await smsLogin({ phone: form.values.phone.trim(), code: form.values.code.trim(), channelCode })),
  });

  return (
    <form className="auth-form" method="post" onSubmit={onSubmit} onInput={prefetchSignedInArea} noValidate data-testid="sms-login-form">
      <PhoneCodeFields form={form} captcha={captcha} sms={sms} onPhoneChange={onPhoneChange} />
      <p className="auth-hint">{t('auth.smsHint')}</p>
      <ProtocolAgreement {...agreement} />
      <FormAlert message={formError} />
      <Button type="submit" variant="primary" size="lg" block loading={pending} data-testid="login-submit">
        {pending ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </form>
  );
}
