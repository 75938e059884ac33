import { createHash, createHmac, randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tencentSms, toE164, type TencentSmsOptions } from './tencent.js';

const SECRET_ID = 'AKIDtencentTestSecretId';
const SECRET_KEY = 'tencent-test-secret-do-not-log';
const APP_ID = '1400000001';

type Answer = 'ok' | 'dailyLimit' | 'apiError' | 'hang';

interface SendSmsBody {
  PhoneNumberSet?: string[];
  SmsSdkAppId?: string;
  SignName?: string;
  TemplateId?: string;
  TemplateParamSet?: string[];
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * Checks a TC3-HMAC-SHA256 request the way Tencent Cloud API 3.0 does (written from Tencent's
 * signature v3 documentation, not from the SDK); returns the Error.Code to answer, or null.
 * The credential scope's service must be the endpoint's first label: `sms` on
 * sms.tencentcloudapi.com, `127` on a loopback address, as the SDK derives it.
 */
function checkSignature(req: http.IncomingMessage, body: Buffer): string | null {
  const auth =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
  if (!auth) return 'AuthFailure.InvalidAuthorization';
  const [, secretId, date, service, signedList, signature] = auth;
  if (secretId !== SECRET_ID) return 'AuthFailure.SecretIdNotFound';
  const timestamp = Number(req.headers['x-tc-timestamp']);
  if (!(Math.abs(Date.now() / 1000 - timestamp) < 300)) return 'AuthFailure.SignatureExpire';
  if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return 'AuthFailure.SignatureFailure';
  const hostname = String(req.headers.host).replace(/:\d+$/, '');
  if (service !== hostname.split('.')[0]) return 'AuthFailure.SignatureFailure';
  const signed = signedList!.split(';');
  if (!signed.includes('host') || !signed.includes('content-type')) return 'AuthFailure.SignatureFailure';
  const header = (h: string) => (h === 'host' ? hostname : String(req.headers[h] ?? '')).trim().toLowerCase();
  const canonical = ['POST', '/', '', signed.map((h) => `${h}:${header(h)}\n`).join(''), signedList, sha256(body)].join('\n');
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${sha256(canonical)}`;
  const key = hmac(hmac(hmac(`TC3${SECRET_KEY}`, date!), service!), 'tc3_request');
  return createHmac('sha256', key).update(stringToSign).digest('hex') === signature ? null : 'AuthFailure.SignatureFailure';
}

/** A loopback Tencent Cloud SMS API that validates SendSms like Tencent and answers as told. */
async function startTencentMock() {
  const received: SendSmsBody[] = [];
  const state = { answer: 'ok' as Answer };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const RequestId = `mock-${received.length + 1}`;
      // Tencent answers 200 for API errors too; the error is inside Response.
      const reply = (response: object) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ Response: { ...response, RequestId } }));
      };
      const fail = (Code: string, Message: string) => reply({ Error: { Code, Message } });
      if (req.method !== 'POST') return fail('InvalidParameter', 'only POST is accepted here');
      const refused = checkSignature(req, raw);
      if (refused) return fail(refused, 'The provided credentials could not be validated. Please check your signature is correct.');
      if (req.headers['x-tc-action'] !== 'SendSms') return fail('InvalidAction', `${String(req.headers['x-tc-action'])} is not found`);
      if (req.headers['x-tc-version'] !== '2021-01-11') return fail('InvalidParameterValue', 'version not supported');
      let body: SendSmsBody;
      try {
        body = JSON.parse(raw.toString('utf8')) as SendSmsBody;
      } catch {
        return fail('InvalidParameter', 'body is not JSON');
      }
      received.push(body);
      for (const name of ['PhoneNumberSet', 'SmsSdkAppId', 'TemplateId'] as const) {
        if (!body[name]) return fail('MissingParameter', `The request is missing a required parameter \`${name}\`.`);
      }
      if (body.SmsSdkAppId !== APP_ID) return fail('UnauthorizedOperation.SmsSdkAppIdVerifyFail', 'SmsSdkAppId verify fail.');
      const status = (phone: string, Code: string, Message: string) => ({
        SerialNo: Code === 'Ok' ? '2640:1234567890' : '',
        PhoneNumber: phone,
        Fee: Code === 'Ok' ? 1 : 0,
        SessionContext: '',
        Code,
        Message,
        IsoCode: 'CN',
      });
      switch (state.answer) {
        case 'ok':
          return reply({ SendStatusSet: body.PhoneNumberSet!.map((p) => status(p, 'Ok', 'send success')) });
        case 'dailyLimit':
          return reply({
            SendStatusSet: body.PhoneNumberSet!.map((p) =>
              status(
                p,
                'LimitExceeded.PhoneNumberDailyLimit',
                'the number of sms messages sent from a single mobile number every day exceeds the upper limit',
              ),
            ),
          });
        case 'apiError':
          return fail(
            'FailedOperation.TemplateIncorrectOrUnapproved',
            'template is not approved or request content does not match the approved template content.',
          );
        case 'hang':
          return; // never answers
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    state,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

let mock: Awaited<ReturnType<typeof startTencentMock>>;
beforeAll(async () => {
  mock = await startTencentMock();
});
afterAll(() => mock.close());
beforeEach(() => {
  mock.received.length = 0;
  mock.state.answer = 'ok';
});

const warnings: unknown[] = [];
const log = { warn: (obj: object, msg: string) => void warnings.push({ obj, msg }) };
const provider = (overrides: Partial<TencentSmsOptions> = {}) =>
  tencentSms(
    {
      secretId: SECRET_ID,
      secretKey: SECRET_KEY,
      sdkAppId: APP_ID,
      signName: '云手机',
      templateId: '2089001',
      region: 'ap-guangzhou',
      endpoint: mock.url,
      timeoutMs: 2_000,
      ...overrides,
    },
    log,
  );
const message = (code: string) => ({ phone: '13812345678', code, scene: 'login', minutes: 5, locale: 'en-US' as const });
const newCode = () => String(randomInt(100_000, 1_000_000));

describe('Tencent SMS provider', () => {
  it('sends SendSms signed with TC3-HMAC-SHA256, the phone in E.164 and [code, minutes] as parameters', async () => {
    const code = newCode();
    await provider().sendCode(message(code));
    expect(mock.received).toEqual([
      { PhoneNumberSet: ['+8613812345678'], SmsSdkAppId: APP_ID, SignName: '云手机', TemplateId: '2089001', TemplateParamSet: [code, '5'] },
    ]);
  });

  it('is refused by the mock when signed with the wrong secret key (the signature really is checked)', async () => {
    await expect(provider({ secretKey: 'not-the-key' }).sendCode(message(newCode()))).rejects.toThrow(/AuthFailure\.SignatureFailure/);
    expect(mock.received).toHaveLength(0);
  });

  it('throws when Tencent answers 200 but the number failed (LimitExceeded.PhoneNumberDailyLimit)', async () => {
    mock.state.answer = 'dailyLimit';
    warnings.length = 0;
    const code = newCode();
    const error = await provider()
      .sendCode(message(code))
      .catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('LimitExceeded.PhoneNumberDailyLimit');
    const logged = JSON.stringify(warnings);
    expect(warnings).toHaveLength(1);
    expect(logged).toContain('LimitExceeded.PhoneNumberDailyLimit');
    for (const secret of [code, SECRET_KEY, '13812345678']) {
      expect(logged).not.toContain(secret);
      expect((error as Error).message).not.toContain(secret);
    }
  });

  it('throws on an API error inside the response', async () => {
    mock.state.answer = 'apiError';
    await expect(provider().sendCode(message(newCode()))).rejects.toThrow(/FailedOperation\.TemplateIncorrectOrUnapproved/);
  });

  it('throws on a wrong SmsSdkAppId', async () => {
    await expect(provider({ sdkAppId: '1400999999' }).sendCode(message(newCode()))).rejects.toThrow(/SmsSdkAppIdVerifyFail/);
  });

  it('gives up after the configured timeout when Tencent does not answer', async () => {
    mock.state.answer = 'hang';
    const code = newCode();
    const started = Date.now();
    const error = await provider({ timeoutMs: 300 })
      .sendCode(message(code))
      .catch((e: Error) => e);
    const took = Date.now() - started;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/timeout|timed out/i);
    expect((error as Error).message).not.toContain(code);
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(2_000);
    expect(mock.received).toHaveLength(1);
  });
});

describe('phone numbers for Tencent', () => {
  it('turns an 11-digit mainland number into +86… and leaves E.164 alone', () => {
    expect(toE164('13812345678')).toBe('+8613812345678');
    expect(toE164('+85261234567')).toBe('+85261234567');
  });
});
