import { useNavigate } from 'react-router';
import { i18next } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/ui/overlay-store';
import { resetPassword } from '../api/reset-password';
import { confirmRule, newPasswordRule } from '../account-validators';
import { phoneCodeRules } from '../validators';
import { useAuthSubmit } from './use-auth-submit';
import { useCaptcha } from './use-captcha';
import { useForm } from './use-form';
import { useSmsCode } from './use-sms-code';

/** Reset password by SMS code (scene 'reset-password'); success says so and goes to /login. */
export function useResetPasswordForm() {
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const form = useForm(
    { phone: '', captcha: '', code: '', newPassword: '', confirmPassword: '' },
    { ...phoneCodeRules(captcha.enabled), newPassword: newPasswordRule, confirmPassword: confirmRule('newPassword') },
  );
  const { formError, setFormError, pending, handleSubmit } = useAuthSubmit(form, 'code', captcha.decided);
  const sms = useSmsCode(form, captcha, 'reset-password', setFormError);

  const onSubmit = handleSubmit({
    validate: () => form.validate(['phone', 'code', 'newPassword', 'confirmPassword']),
    send: async () => {
      const v = form.values;
      await resetPassword({ phone: v.phone.trim(), code: v.code.trim(), newPassword: v.newPassword, confirmPassword: v.confirmPassword });
      toast.success(i18next.t('reset.success'));
      void navigate('/login', { replace: true });
    },
  });

  return { form, captcha, sms, formError, pending, onSubmit };
}
