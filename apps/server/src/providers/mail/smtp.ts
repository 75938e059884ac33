import type { Locale } from '@cloudphone/contract';
import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { codeText } from '../code-text.js';
import type { MailCodeMessage, MailProvider } from './types.js';

export interface SmtpMailOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465` (TLS from the start). */
  url: string;
  /** The From header, e.g. `Cloud Phone <no-reply@example.com>`. */
  from: string;
  /** Bound on connecting, the greeting and each later wait on the server; 10 s unless told. */
  timeoutMs?: number;
}

/** Where failures are reported: never the code, never the SMTP password. */
export interface MailFailureLog {
  warn(obj: object, msg: string): void;
}

const words = {
  'zh-CN': {
    subject: '【云手机】邮箱验证码',
    heading: '邮箱验证码',
    validFor: (minutes: number) => `验证码 ${minutes} 分钟内有效，请勿泄露给他人。`,
    ignore: '如果这不是您本人的操作，请忽略本邮件。',
  },
  'en-US': {
    subject: '[Cloud Phone] Your verification code',
    heading: 'Your verification code',
    validFor: (minutes: number) => `The code is valid for ${minutes} minutes. Do not share it with anyone.`,
    ignore: 'If you did not ask for this code, you can ignore this e-mail.',
  },
} satisfies Record<Locale, unknown>;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Subject, plain text and HTML of a code e-mail in the reader's language. */
export function codeMail({ code, minutes, locale }: Pick<MailCodeMessage, 'code' | 'minutes' | 'locale'>) {
  const w = words[locale];
  const text = `${codeText(code, minutes, locale)}\n\n${w.ignore}\n`;
  const html = `<!doctype html>
<html lang="${locale}"><body style="margin:0;padding:24px;background:#f5f6f8;font-family:-apple-system,'Segoe UI','PingFang SC','Microsoft YaHei',sans-serif;color:#1f2329">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(w.heading)}</h1>
<p style="font-size:32px;letter-spacing:8px;font-weight:600;margin:0 0 16px">${escapeHtml(code)}</p>
<p style="margin:0 0 8px">${escapeHtml(w.validFor(minutes))}</p>
<p style="margin:0;color:#8f959e;font-size:12px">${escapeHtml(w.ignore)}</p>
</div></body></html>`;
  return { subject: w.subject, text, html };
}

/** a.person@example.com → a***@example.com */
export const maskEmail = (email: string) => email.replace(/^(.)[^@]*@/, '$1***@');

/**
 * Mail through any SMTP server with nodemailer. Resolves once the server accepted the message
 * for the recipient; a refused recipient, login or connection rejects.
 */
export function smtpMail(options: SmtpMailOptions, log?: MailFailureLog): MailProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  // Built by hand because createTransport({ url, ... }) keeps only the URL and drops every other
  // option (nodemailer 8), which would leave the 30 s greeting and 10 min socket defaults.
  // SMTPTransport merges both; a setting in the URL's query still wins.
  const transport = nodemailer.createTransport(
    new SMTPTransport({ url: options.url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs }),
  );

  return {
    name: 'smtp',
    async sendCode({ email, code, minutes, locale, scene }) {
      const { subject, text, html } = codeMail({ code, minutes, locale });
      let reason: string;
      try {
        const info = await transport.sendMail({ from: options.from, to: email, subject, text, html });
        if (info.rejected.length === 0 && info.accepted.length > 0) return;
        reason = `recipient not accepted: ${info.response}`;
      } catch (err) {
        const e = err as Error & { code?: unknown; responseCode?: unknown };
        reason = [typeof e.code === 'string' ? e.code : '', e.responseCode ? String(e.responseCode) : '', e.message]
          .filter(Boolean)
          .join(' ')
          .slice(0, 300);
      }
      // Servers may quote what they refused; the code must not reach a log even so.
      if (code.length >= 4) reason = reason.split(code).join('******');
      log?.warn({ provider: 'smtp', email: maskEmail(email), scene, reason }, 'mail server refused the message');
      throw new Error(`Mail not sent: ${reason}`);
    },
  };
}
