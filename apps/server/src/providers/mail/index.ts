import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Clock } from '../../infra/clock.js';
import type { Outbox } from '../outbox.js';
import { consoleMail } from './console.js';
import { smtpMail } from './smtp.js';
import type { MailProvider } from './types.js';

/** Picks the mail provider named by MAIL_PROVIDER. */
export function createMailProvider(
  config: Config,
  { outbox, log, clock }: { outbox: Outbox; log: FastifyBaseLogger; clock: Clock },
): MailProvider {
  switch (config.MAIL_PROVIDER) {
    case 'console':
      return consoleMail(outbox, log, clock);
    case 'smtp':
      // loadConfig insists on SMTP_URL when MAIL_PROVIDER=smtp.
      if (!config.SMTP_URL) throw new Error('SMTP_URL is required for MAIL_PROVIDER=smtp');
      return smtpMail({ url: config.SMTP_URL, from: config.MAIL_FROM }, log);
  }
}
