import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Clock } from '../../infra/clock.js';
import type { OutboxRepo } from '../../modules/dev/outbox.repo.js';
import { consoleSms } from './console.js';
import type { SmsProvider } from './types.js';

/** Picks the SMS provider named by SMS_PROVIDER. */
export function createSmsProvider(config: Config, { outbox, log, clock }: { outbox: OutboxRepo; log: FastifyBaseLogger; clock: Clock }): SmsProvider {
  switch (config.SMS_PROVIDER) {
    case 'console':
      return consoleSms(outbox, log, clock);
    case 'aliyun':
    case 'tencent':
      throw new Error(`SMS_PROVIDER=${config.SMS_PROVIDER} is not wired yet`);
  }
}
