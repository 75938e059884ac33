import { errorCatalogue } from '@cloudphone/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useGlobalConfig } from '../../../shared/branding/use-front-config';
import { safeRedirectTarget } from '../../../shared/redirect-target';
import { useSession } from '../../../shared/session/session-store';
import { socialBind } from '../api/social';
import { describeError } from '../server-errors';
import { socialStorage, type BindTicket } from '../social-storage';
import { captchaRule, phoneRule, smsCodeRule } from '../validators';
import { useAgreement } from './use-agreement';
import { useCaptcha } from './use-captcha';
import { useChannelCode } from './use-complete-sign-in';
import { useForm } from './use-form';
import { useSmsCode } from './use-sms-code';
import { useSubmitGuard } from './use-submit-guard';

/** Binds a phone (SMS scene 'bind') to a social identity that has none, then signs in. */
export function useBindForm(ticket: BindTicket | null) {
  const navigate = useNavigate();
  const { config, failed } = useGlobalConfig();
  const captcha = useCaptcha(config ? config.captchaEnabled : failed ? true : undefined);
  const form = useForm(
    { phone: '', captcha: '', code: '' },
    { phone: phoneRule, code: smsCodeRule, ...(captcha.enabled ? { captcha: captchaRule } : {}) },
  );
  const [formError, setFormError] = useState('');
  const [expired, setExpired] = useState(!ticket);
  const sms = useSmsCode(form, captcha, 'bind', setFormError);
  const agreement = useAgreement();
  const guard = useSubmitGuard();
  const channelCode = useChannelCode();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ticket) return;
    setFormError('');
    const valid = form.validate(['phone', 'code']);
    if (!agreement.check() || !valid) return;
    // Only a submission that reaches the server starts the guard: a refused form can be fixed and sent at once.
    void guard.run(async () => {
      try {
        const tokens = await socialBind({
          bindTicket: ticket.bindTicket,
          phone: form.values.phone.trim(),
          code: form.values.code.trim(),
          channelCode,
        });
        socialStorage.clearBindTicket();
        useSession.getState().signIn(tokens, channelCode);
        void navigate(safeRedirectTarget(socialStorage.takeRedirect()), { replace: true });
      } catch (error) {
        const described = describeError(error);
        if (described.code === errorCatalogue.SOCIAL_BIND_EXPIRED.code) {
          socialStorage.clearBindTicket();
          setExpired(true);
        }
        if (described.field === 'code' && described.key) form.setFieldError('code', described.key);
        else setFormError(described.message);
      }
    });
  };

  return { form, captcha, sms, agreement, formError, expired, pending: guard.pending, onSubmit };
}
