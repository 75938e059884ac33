import { sendEmailCode } from '../api/email-code';
import type { Captcha } from './use-captcha';
import { useCodeFlow, type CodeForm } from './use-sms-code';

// Apart from use-sms-code so that /login, which sends only SMS codes, does not load the e-mail path.

/** E-mail code for e-mail registration. */
export const useEmailCode = (form: CodeForm<'email'>, captcha: Captcha, setFormError: (message: string) => void) =>
  useCodeFlow('email', form, captcha, setFormError, (email, part) => sendEmailCode({ email, ...part }), 'mail.sent');
