import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Clock } from '../../infra/clock.js';
import type { OutboxRepo } from '../../modules/dev/outbox.repo.js';
import { consoleMail } from './console.js';
import type { MailProvider } from './types.js';

/** Picks the mail provider named by MAIL_PROVIDER. */
export function createMailProvider(config: Config, { outbox, log, clock }: { outbox: OutboxRepo; log: FastifyBaseLogger; clock: Clock }): MailProvider {
  switch (config.MAIL_PROVIDER) {
    case 'console':
      return consoleMail(outbox, log, clock);
    case 'smtp':
      throw new Error('MAIL_PROVIDER=smtp is not wired yet');
  }
}
