import type { MessageKey, SmsScene } from '@cloudphone/contract';
import { tm } from '../../../shared/i18n/message';
import { sendSmsCode } from '../api/codes';
import type { Captcha } from './use-captcha';
import { useCodeSender } from './use-code-sender';

/** The parts of a useForm the code flow touches: a phone (or e-mail) field and the captcha answer. */
export interface CodeForm<T extends 'phone' | 'email'> {
  values: Record<T | 'captcha', string>;
  validate(names?: Array<T | 'captcha'>): boolean;
  setValue(name: 'captcha', value: string): void;
  setFieldError(name: 'captcha', error: MessageKey | null): void;
}

/**
 * "Get code": checks the target and the image captcha, sends, then clears and renews the captcha
 * (each one is single-use). A wrong captcha shows under the captcha, other failures in the banner.
 */
export function useCodeFlow<T extends 'phone' | 'email'>(
  target: T,
  form: CodeForm<T>,
  captcha: Captcha,
  setFormError: (message: string) => void,
  request: (to: string, captchaPart: { code?: string; uuid?: string }) => Promise<unknown>,
  sentKey: MessageKey,
) {
  const sender = useCodeSender();
  const send = () => {
    if (sender.sending || sender.running) return;
    if (!form.validate(captcha.enabled ? [target, 'captcha'] : [target])) return;
    setFormError('');
    const to = form.values[target].trim();
    const captchaPart = captcha.enabled ? { code: form.values.captcha.trim(), uuid: captcha.uuid } : {};
    let captchaError: MessageKey | null = null;
    void sender
      .send({
        request: () => request(to, captchaPart),
        sentText: tm(sentKey),
        phone: target === 'phone' ? to : undefined,
        onFailure: (error) => {
          if (error.field === 'captcha' && error.key) captchaError = error.key;
          else if (error.message) setFormError(error.message);
        },
      })
      .then(() => {
        if (!captcha.enabled) return;
        form.setValue('captcha', '');
        if (captchaError) form.setFieldError('captcha', captchaError);
        captcha.refresh();
      });
  };
  return { sender, send };
}

export type CodeFlow = ReturnType<typeof useCodeFlow>;

/** SMS code for a scene: login, register, reset-password or bind. */
export const useSmsCode = (form: CodeForm<'phone'>, captcha: Captcha, scene: SmsScene, setFormError: (message: string) => void) =>
  useCodeFlow('phone', form, captcha, setFormError, (phone, part) => sendSmsCode({ phone, scene, ...part }), 'sms.sent');
