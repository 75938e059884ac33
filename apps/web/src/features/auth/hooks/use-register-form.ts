import type { RegisterType } from '@cloudphone/contract';
import { i18next } from '../../../shared/i18n/i18n';
import { tm } from '../../../shared/i18n/message';
import { toast } from '../../../shared/ui/overlay-store';
import { register } from '../api/register';
import { confirmRule, emailRule, newPasswordRule, userNameRule } from '../account-validators';
import { phoneCodeRules } from '../validators';
import { useAgreement } from './use-agreement';
import { useAuthSubmit } from './use-auth-submit';
import { useCaptcha } from './use-captcha';
import { useChannelCode, useCompleteSignIn } from './use-complete-sign-in';
import { useForm } from './use-form';
import { useEmailCode } from './use-email-code';
import { useSmsCode } from './use-sms-code';

/**
 * Register (spec points 4, 5): phone, user name, password + confirmation, the code (SMS to the
 * phone, or e-mail when the server registers by e-mail) and the protocols. Success signs in.
 */
export function useRegisterForm(registerType: RegisterType | null) {
  const byEmail = registerType === 'email';
  const captcha = useCaptcha();
  const form = useForm(
    { phone: '', userName: '', password: '', confirmPassword: '', email: '', captcha: '', code: '' },
    {
      ...phoneCodeRules(captcha.enabled),
      userName: userNameRule,
      password: newPasswordRule,
      confirmPassword: confirmRule('password'),
      ...(byEmail ? { email: emailRule } : {}),
    },
  );
  const { formError, setFormError, pending, handleSubmit } = useAuthSubmit(form, 'code', captcha.decided);
  const sms = useSmsCode(form, captcha, 'register', setFormError);
  const mail = useEmailCode(form, captcha, setFormError);
  const agreement = useAgreement();
  const complete = useCompleteSignIn();
  const channelCode = useChannelCode();

  const onSubmit = handleSubmit({
    validate: () => form.validate(['phone', 'userName', 'password', 'confirmPassword', 'code', ...(byEmail ? (['email'] as const) : [])]),
    agreement,
    send: async () => {
      const v = form.values;
      const tokens = await register({
        phone: v.phone.trim(),
        userName: v.userName.trim(),
        password: v.password,
        confirmPassword: v.confirmPassword,
        code: v.code.trim(),
        channelCode,
        ...(byEmail ? { email: v.email.trim() } : {}),
      });
      toast.success(i18next.t('register.success'));
      complete(tokens);
    },
    onFailure: (error) => {
      if (error.field === 'code' && error.key) form.setFieldError('code', error.key);
      // Unlike the other forms, an already-handled failure leaves the banner alone, and one with no text at all still says so.
      else if (error.message || !error.code) setFormError(error.message || tm('register.failed'));
    },
  });

  return { form, captcha, sender: byEmail ? mail : sms, agreement, formError, pending, onSubmit, byEmail };
}
