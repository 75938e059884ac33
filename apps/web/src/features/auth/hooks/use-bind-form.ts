import { errorCatalogue } from '@cloudphone/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { safeRedirectTarget } from '../../../shared/redirect-target';
import { useSession } from '../../../shared/session/session-store';
import { socialBind } from '../api/social';
import { socialStorage, type BindTicket } from '../social-storage';
import { phoneCodeRules } from '../validators';
import { useAgreement } from './use-agreement';
import { useAuthSubmit } from './use-auth-submit';
import { useCaptcha } from './use-captcha';
import { useChannelCode } from './use-complete-sign-in';
import { useForm } from './use-form';
import { useSmsCode } from './use-sms-code';

/** Binds a phone (SMS scene 'bind') to a social identity that has none, then signs in. */
export function useBindForm(ticket: BindTicket | null) {
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const form = useForm({ phone: '', captcha: '', code: '' }, phoneCodeRules(captcha.enabled));
  const { formError, setFormError, pending, showFailure, handleSubmit } = useAuthSubmit(form, 'code', captcha.decided);
  const [expired, setExpired] = useState(!ticket);
  const sms = useSmsCode(form, captcha, 'bind', setFormError);
  const agreement = useAgreement();
  const channelCode = useChannelCode();

  // Without a ticket the page shows the expiry notice instead of the form: there is nothing to send.
  const onSubmit = ticket
    ? handleSubmit({
        validate: () => form.validate(['phone', 'code']),
        agreement,
        send: async () => {
          const tokens = await socialBind({
            bindTicket: ticket.bindTicket,
            phone: form.values.phone.trim(),
            code: form.values.code.trim(),
            channelCode,
          });
          socialStorage.clearBindTicket();
          useSession.getState().signIn(tokens, channelCode);
          void navigate(safeRedirectTarget(socialStorage.takeRedirect()), { replace: true });
        },
        onFailure: (error) => {
          if (error.code === errorCatalogue.SOCIAL_BIND_EXPIRED.code) {
            socialStorage.clearBindTicket();
            setExpired(true);
          }
          showFailure(error);
        },
      })
    : (event: FormEvent) => event.preventDefault();

  return { form, captcha, sms, agreement, formError, expired, pending, onSubmit };
}
