import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useGlobalConfig } from '../../../shared/branding/use-front-config';
import { i18next } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/ui/overlay-store';
import { resetPassword } from '../api/reset-password';
import { describeError } from '../server-errors';
import { captchaRule, confirmRule, newPasswordRule, phoneRule, smsCodeRule } from '../validators';
import { useCaptcha } from './use-captcha';
import { useForm } from './use-form';
import { useSmsCode } from './use-sms-code';
import { useSubmitGuard } from './use-submit-guard';

/** Reset password by SMS code (scene 'reset-password'); success says so and goes to /login. */
export function useResetPasswordForm() {
  const navigate = useNavigate();
  const { config, failed } = useGlobalConfig();
  const captcha = useCaptcha(config ? config.captchaEnabled : failed ? true : undefined);
  const form = useForm(
    { phone: '', captcha: '', code: '', newPassword: '', confirmPassword: '' },
    {
      phone: phoneRule,
      code: smsCodeRule,
      newPassword: newPasswordRule,
      confirmPassword: confirmRule('newPassword'),
      ...(captcha.enabled ? { captcha: captchaRule } : {}),
    },
  );
  const [formError, setFormError] = useState('');
  const sms = useSmsCode(form, captcha, 'reset-password', setFormError);
  const guard = useSubmitGuard();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    if (!form.validate(['phone', 'code', 'newPassword', 'confirmPassword'])) return;
    const v = form.values;
    // Only a submission that reaches the server starts the guard: a refused form can be fixed and sent at once.
    void guard.run(async () => {
      try {
        await resetPassword({ phone: v.phone.trim(), code: v.code.trim(), newPassword: v.newPassword, confirmPassword: v.confirmPassword });
        toast.success(i18next.t('reset.success'));
        void navigate('/login', { replace: true });
      } catch (error) {
        const described = describeError(error);
        if (described.field === 'code' && described.key) form.setFieldError('code', described.key);
        else setFormError(described.message);
      }
    });
  };

  return { form, captcha, sms, formError, pending: guard.pending, onSubmit };
}
