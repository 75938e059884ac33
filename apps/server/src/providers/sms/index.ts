import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Clock } from '../../infra/clock.js';
import type { Outbox } from '../outbox.js';
import { aliyunSms } from './aliyun.js';
import { consoleSms } from './console.js';
import { tencentSms } from './tencent.js';
import type { SmsProvider } from './types.js';

/** loadConfig already insists on these for the chosen provider; this keeps the types honest. */
function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} is required for SMS_PROVIDER`);
  return value;
}

/** Picks the SMS provider named by SMS_PROVIDER. */
export function createSmsProvider(
  config: Config,
  { outbox, log, clock }: { outbox: Outbox; log: FastifyBaseLogger; clock: Clock },
): SmsProvider {
  switch (config.SMS_PROVIDER) {
    case 'console':
      return consoleSms(outbox, log, clock);
    case 'aliyun':
      return aliyunSms(
        {
          accessKeyId: required(config.ALIYUN_SMS_ACCESS_KEY_ID, 'ALIYUN_SMS_ACCESS_KEY_ID'),
          accessKeySecret: required(config.ALIYUN_SMS_ACCESS_KEY_SECRET, 'ALIYUN_SMS_ACCESS_KEY_SECRET'),
          signName: required(config.ALIYUN_SMS_SIGN_NAME, 'ALIYUN_SMS_SIGN_NAME'),
          templateCode: required(config.ALIYUN_SMS_TEMPLATE_CODE, 'ALIYUN_SMS_TEMPLATE_CODE'),
          endpoint: config.ALIYUN_SMS_ENDPOINT,
        },
        log,
      );
    case 'tencent':
      return tencentSms(
        {
          secretId: required(config.TENCENT_SMS_SECRET_ID, 'TENCENT_SMS_SECRET_ID'),
          secretKey: required(config.TENCENT_SMS_SECRET_KEY, 'TENCENT_SMS_SECRET_KEY'),
          sdkAppId: required(config.TENCENT_SMS_SDK_APP_ID, 'TENCENT_SMS_SDK_APP_ID'),
          signName: required(config.TENCENT_SMS_SIGN_NAME, 'TENCENT_SMS_SIGN_NAME'),
          templateId: required(config.TENCENT_SMS_TEMPLATE_ID, 'TENCENT_SMS_TEMPLATE_ID'),
          region: config.TENCENT_SMS_REGION,
          endpoint: config.TENCENT_SMS_ENDPOINT,
        },
        log,
      );
  }
}
