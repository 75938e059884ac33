import * as tencentcloud from 'tencentcloud-sdk-nodejs-sms';
// Endpoint parsing, masking and the deadline are the same for every SMS provider; they live with
// the first one until a shared module is agreed.
import { maskPhone, redact, splitEndpoint, withDeadline, type SmsFailureLog } from './shared.js';
import type { SmsProvider } from './types.js';

export interface TencentSmsOptions {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  /** A verification-code template with two variables: {1} the code, {2} the minutes it stays valid. */
  templateId: string;
  region: string;
  /** `sms.tencentcloudapi.com` (HTTPS), or a URL such as `http://127.0.0.1:8080` for a local peer. */
  endpoint: string;
  /** Bound on one SendSms call, connect to last byte; 10 s unless told. */
  timeoutMs?: number;
}

// CommonJS package: the namespace's `sms` is there under Node's ESM loader, bundlers and vitest alike.
const SmsClient = tencentcloud.sms.v20210111.Client;

/** Mainland numbers are stored as 11 digits; Tencent wants E.164. */
export const toE164 = (phone: string) => (phone.startsWith('+') ? phone : `+86${phone}`);

function describeSdkError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const e = err as Error & { code?: unknown; httpCode?: unknown; requestId?: unknown };
  const parts = [
    e.httpCode ? `HTTP ${String(e.httpCode)}` : '',
    typeof e.code === 'string' && e.code ? `${e.code}:` : '',
    e.message,
    typeof e.requestId === 'string' && e.requestId ? `(RequestId ${e.requestId})` : '',
  ];
  return parts.filter(Boolean).join(' ').slice(0, 300);
}

/**
 * Tencent Cloud SMS (API 2021-01-11) through the official SDK. Tencent answers HTTP 200 even when a
 * number was refused, so success means this number's SendStatus says `Ok`, not merely no Error.
 */
export function tencentSms(options: TencentSmsOptions, log?: SmsFailureLog): SmsProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const { protocol, host } = splitEndpoint(options.endpoint);
  const client = new SmsClient({
    credential: { secretId: options.secretId, secretKey: options.secretKey },
    region: options.region,
    profile: {
      signMethod: 'TC3-HMAC-SHA256',
      httpProfile: {
        reqMethod: 'POST',
        endpoint: host,
        protocol: protocol === 'HTTP' ? 'http://' : 'https://',
        reqTimeout: timeoutMs / 1000,
      },
    },
  });

  return {
    name: 'tencent',
    async sendCode({ phone, code, minutes, scene }) {
      const e164 = toE164(phone);
      let reason: string;
      try {
        // No retry here: SendSms is not idempotent, and the caller marks the code unusable on failure.
        const response = await withDeadline(
          client.SendSms({
            PhoneNumberSet: [e164],
            SmsSdkAppId: options.sdkAppId,
            SignName: options.signName,
            TemplateId: options.templateId,
            TemplateParamSet: [code, String(minutes)],
          }),
          timeoutMs + 500,
          'Tencent SendSms',
        );
        const status = response.SendStatusSet?.find((s) => s.PhoneNumber === e164) ?? response.SendStatusSet?.[0];
        if (status?.Code === 'Ok') return;
        reason = status
          ? `${status.Code ?? 'no Code'}: ${status.Message ?? 'no Message'} (RequestId ${response.RequestId ?? '?'})`
          : `no SendStatus for the number (RequestId ${response.RequestId ?? '?'})`;
      } catch (err) {
        reason = describeSdkError(err);
      }
      reason = redact(reason, code);
      log?.warn({ provider: 'tencent', phone: maskPhone(phone), scene, reason }, 'SMS provider refused the message');
      throw new Error(`Tencent SMS not sent: ${reason}`);
    },
  };
}
