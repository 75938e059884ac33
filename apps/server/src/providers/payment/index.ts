import { readFileSync } from 'node:fs';
import type { Config } from '../../config.js';
import type { Clock } from '../../infra/clock.js';
import type { Kv } from '../../infra/kv.js';
import { alipayPayments } from './alipay.js';
import { sandboxPayments, type SandboxPayments } from './sandbox.js';
import type { NotificationRequest, PaymentProvider } from './types.js';
import { wechatPayments } from './wechat.js';

type PaymentConfig = Pick<
  Config,
  | 'PAY_PROVIDERS'
  | 'PUBLIC_URL'
  | 'WECHAT_PAY_MCH_ID'
  | 'WECHAT_PAY_APP_ID'
  | 'WECHAT_PAY_API_V3_KEY'
  | 'WECHAT_PAY_PRIVATE_KEY_PATH'
  | 'WECHAT_PAY_CERT_SERIAL'
  | 'WECHAT_PAY_PUBLIC_KEY_PATH'
  | 'WECHAT_PAY_PUBLIC_KEY_ID'
  | 'WECHAT_PAY_API_URL'
  | 'ALIPAY_APP_ID'
  | 'ALIPAY_PRIVATE_KEY_PATH'
  | 'ALIPAY_PUBLIC_KEY_PATH'
  | 'ALIPAY_GATEWAY'
>;

/** loadConfig already insists on these for the named provider; this keeps the types honest. */
function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} is required for PAY_PROVIDERS`);
  return value;
}
const pem = (path: string | undefined, name: string) => readFileSync(required(path, name), 'utf8');

/**
 * The providers named by PAY_PROVIDERS. The sandbox (the default, refused in production by
 * loadConfig) sends its notifications through `notify`, the route a real provider's take.
 */
export function createPaymentProviders(
  config: PaymentConfig,
  deps: { kv: Kv; clock: Clock; secret: string; notify: (provider: string, request: NotificationRequest) => Promise<void> },
): { providers: PaymentProvider[]; sandbox: SandboxPayments | null } {
  const providers: PaymentProvider[] = [];
  let sandbox: SandboxPayments | null = null;
  for (const name of config.PAY_PROVIDERS) {
    if (name === 'sandbox') {
      sandbox = sandboxPayments({
        kv: deps.kv,
        clock: deps.clock,
        secret: deps.secret,
        publicUrl: config.PUBLIC_URL,
        send: (request) => deps.notify('sandbox', request),
      });
      providers.push(sandbox.provider);
    } else if (name === 'wechat')
      providers.push(
        wechatPayments({
          mchId: required(config.WECHAT_PAY_MCH_ID, 'WECHAT_PAY_MCH_ID'),
          appId: required(config.WECHAT_PAY_APP_ID, 'WECHAT_PAY_APP_ID'),
          apiV3Key: required(config.WECHAT_PAY_API_V3_KEY, 'WECHAT_PAY_API_V3_KEY'),
          privateKey: pem(config.WECHAT_PAY_PRIVATE_KEY_PATH, 'WECHAT_PAY_PRIVATE_KEY_PATH'),
          certSerial: required(config.WECHAT_PAY_CERT_SERIAL, 'WECHAT_PAY_CERT_SERIAL'),
          platformPublicKey: pem(config.WECHAT_PAY_PUBLIC_KEY_PATH, 'WECHAT_PAY_PUBLIC_KEY_PATH'),
          platformPublicKeyId: required(config.WECHAT_PAY_PUBLIC_KEY_ID, 'WECHAT_PAY_PUBLIC_KEY_ID'),
          apiUrl: config.WECHAT_PAY_API_URL,
          notifyUrl: `${config.PUBLIC_URL}/app-api/pay/notify/wechat`,
        }),
      );
    else
      providers.push(
        alipayPayments({
          appId: required(config.ALIPAY_APP_ID, 'ALIPAY_APP_ID'),
          privateKey: pem(config.ALIPAY_PRIVATE_KEY_PATH, 'ALIPAY_PRIVATE_KEY_PATH'),
          alipayPublicKey: pem(config.ALIPAY_PUBLIC_KEY_PATH, 'ALIPAY_PUBLIC_KEY_PATH'),
          gateway: config.ALIPAY_GATEWAY,
          notifyUrl: `${config.PUBLIC_URL}/app-api/pay/notify/alipay`,
        }),
      );
  }
  return { providers, sandbox };
}
