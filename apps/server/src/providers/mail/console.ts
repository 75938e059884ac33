import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../infra/clock.js';
import type { Outbox } from '../outbox.js';
import { codeText } from '../code-text.js';
import type { MailProvider } from './types.js';

/** Development mail: the message goes to the log and the dev outbox. */
export function consoleMail(outbox: Outbox, log: FastifyBaseLogger, clock: Clock): MailProvider {
  return {
    name: 'console',
    async sendCode({ email, code, minutes, locale, scene }) {
      const text = codeText(code, minutes, locale);
      log.info({ email, scene, code }, 'console mail provider: code sent');
      await outbox.add({ channel: 'email', to: email, text, code, createdAt: clock.now() });
    },
  };
}
