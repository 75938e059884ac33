import type { RegisterType } from '@cloudphone/contract';
import { useState, type FormEvent } from 'react';
import { useGlobalConfig } from '../../../shared/branding/use-front-config';
import { tm } from '../../../shared/i18n/message';
import { toast } from '../../../shared/ui/overlay-store';
import { register } from '../api/register';
import { useAgreement } from './use-agreement';
import { useCaptcha } from './use-captcha';
import { useChannelCode, useCompleteSignIn } from './use-complete-sign-in';
import { useForm } from './use-form';
import { useEmailCode, useSmsCode } from './use-sms-code';
import { useSubmitGuard } from './use-submit-guard';
import { describeError } from '../server-errors';
import { captchaRule, confirmRule, emailRule, newPasswordRule, phoneRule, smsCodeRule, userNameRule } from '../validators';
import { i18next } from '../../../shared/i18n/i18n';

/**
 * Register (spec points 4, 5): phone, user name, password + confirmation, the code (SMS to the
 * phone, or e-mail when the server registers by e-mail) and the protocols. Success signs in.
 */
export function useRegisterForm(registerType: RegisterType | null) {
  const byEmail = registerType === 'email';
  const { config, failed } = useGlobalConfig();
  const captcha = useCaptcha(config ? config.captchaEnabled : failed ? true : undefined);
  const form = useForm(
    { phone: '', userName: '', password: '', confirmPassword: '', email: '', captcha: '', code: '' },
    {
      phone: phoneRule,
      userName: userNameRule,
      password: newPasswordRule,
      confirmPassword: confirmRule('password'),
      code: smsCodeRule,
      ...(byEmail ? { email: emailRule } : {}),
      ...(captcha.enabled ? { captcha: captchaRule } : {}),
    },
  );
  const [formError, setFormError] = useState('');
  const sms = useSmsCode(form, captcha, 'register', setFormError);
  const mail = useEmailCode(form, captcha, setFormError);
  const agreement = useAgreement();
  const guard = useSubmitGuard();
  const complete = useCompleteSignIn();
  const channelCode = useChannelCode();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const fields = ['phone', 'userName', 'password', 'confirmPassword', 'code', ...(byEmail ? (['email'] as const) : [])] as const;
    const valid = form.validate([...fields]);
    if (!agreement.check() || !valid) return;
    const v = form.values;
    // Only a submission that reaches the server starts the guard: a refused form can be fixed and sent at once.
    void guard.run(async () => {
      try {
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
      } catch (error) {
        const described = describeError(error);
        if (described.field === 'code' && described.key) form.setFieldError('code', described.key);
        else if (described.message || !described.code) setFormError(described.message || tm('register.failed'));
      }
    });
  };

  return { form, captcha, sender: byEmail ? mail : sms, agreement, formError, pending: guard.pending, onSubmit, byEmail };
}
