import * as dysms from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import { maskPhone, redact, splitEndpoint, withDeadline, type SmsFailureLog } from './shared.js';
import type { SmsProvider } from './types.js';

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** A verification-code template whose only variable is `${code}`. */
  templateCode: string;
  /** `dysmsapi.aliyuncs.com` (HTTPS), or a URL such as `http://127.0.0.1:8080` for a local peer. */
  endpoint: string;
  /** Bound on one SendSms call, connect to last byte; 10 s unless told. */
  timeoutMs?: number;
}

// The SDK is CommonJS with `exports.default = Client`: Node's ESM loader hands back the whole
// exports object as the default, bundlers and vitest hand back the class. Accept both.
const DysmsClient: typeof dysms.default = (dysms.default as unknown as { default?: typeof dysms.default }).default ?? dysms.default;

/** What went wrong, from an SDK error, without its request (which holds the code and signature). */
function describeSdkError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const e = err as Error & { code?: unknown; statusCode?: unknown };
  const parts = [e.statusCode ? `HTTP ${String(e.statusCode)}` : '', typeof e.code === 'string' ? e.code : '', e.message];
  return parts.filter(Boolean).join(' ').slice(0, 300);
}

/**
 * Aliyun (Alibaba Cloud) Dysmsapi through the official SDK. The template is fixed on Aliyun's side,
 * so `locale` does not change the text; the code goes in TemplateParam `{"code": "..."}`.
 */
export function aliyunSms(options: AliyunSmsOptions, log?: SmsFailureLog): SmsProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const { protocol, host } = splitEndpoint(options.endpoint);
  const client = new DysmsClient(
    new $OpenApiUtil.Config({
      accessKeyId: options.accessKeyId,
      accessKeySecret: options.accessKeySecret,
      endpoint: host,
      protocol,
      connectTimeout: timeoutMs,
      readTimeout: timeoutMs,
    }),
  );

  return {
    name: 'aliyun',
    async sendCode({ phone, code, scene }) {
      const request = new dysms.SendSmsRequest({
        phoneNumbers: phone,
        signName: options.signName,
        templateCode: options.templateCode,
        templateParam: JSON.stringify({ code }),
      });
      let reason: string;
      try {
        // No retry here: SendSms is not idempotent, and the caller marks the code unusable on failure.
        const response = await withDeadline(client.sendSms(request), timeoutMs + 500, 'Aliyun SendSms');
        const body = response.body;
        if (body?.code === 'OK') return;
        reason = `${body?.code ?? 'no Code'}: ${body?.message ?? 'no Message'} (RequestId ${body?.requestId ?? '?'})`;
      } catch (err) {
        reason = describeSdkError(err);
      }
      reason = redact(reason, code);
      log?.warn({ provider: 'aliyun', phone: maskPhone(phone), scene, reason }, 'SMS provider refused the message');
      throw new Error(`Aliyun SMS not sent: ${reason}`);
    },
  };
}
