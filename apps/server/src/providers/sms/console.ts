import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../infra/clock.js';
import type { Outbox } from '../outbox.js';
import { codeText } from '../code-text.js';
import type { SmsProvider } from './types.js';

/** Development SMS: the message goes to the log and the dev outbox, never to a phone. */
export function consoleSms(outbox: Outbox, log: FastifyBaseLogger, clock: Clock): SmsProvider {
  return {
    name: 'console',
    async sendCode({ phone, code, minutes, locale, scene }) {
      const text = codeText(code, minutes, locale);
      log.info({ phone, scene, code }, 'console SMS provider: code sent');
      await outbox.add({ channel: 'sms', to: phone, text, code, createdAt: clock.now() });
    },
  };
}
