import { createHash, createHmac } from 'node:crypto';
import { scriptedPeer, type PeerRequest } from './loopback.js';

/** The only key pair the peer accepts, spelt as TencentSmsOptions spells it. */
export const TENCENT_KEY = { secretId: 'AKIDtencentTestSecretId', secretKey: 'tencent-test-secret-do-not-log' };
/** The only SmsSdkAppId the peer sends for. */
export const TENCENT_APP_ID = '1400000001';

/** How the peer answers a well-signed SendSms; set through `state.answer`. */
export type TencentAnswer = 'ok' | 'dailyLimit' | 'apiError' | 'hang';

/** A SendSms body that passed the signature check. */
export interface TencentSendSmsBody {
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
function checkSignature({ headers, body }: PeerRequest): string | null {
  const auth =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      headers.authorization ?? '',
    );
  if (!auth) return 'AuthFailure.InvalidAuthorization';
  const [, secretId, date, service, signedList, signature] = auth;
  if (secretId !== TENCENT_KEY.secretId) return 'AuthFailure.SecretIdNotFound';
  const timestamp = Number(headers['x-tc-timestamp']);
  if (!(Math.abs(Date.now() / 1000 - timestamp) < 300)) return 'AuthFailure.SignatureExpire';
  if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return 'AuthFailure.SignatureFailure';
  const hostname = String(headers.host).replace(/:\d+$/, '');
  if (service !== hostname.split('.')[0]) return 'AuthFailure.SignatureFailure';
  const signed = signedList!.split(';');
  if (!signed.includes('host') || !signed.includes('content-type')) return 'AuthFailure.SignatureFailure';
  const header = (h: string) => (h === 'host' ? hostname : String(headers[h] ?? '')).trim().toLowerCase();
  const canonical = ['POST', '/', '', signed.map((h) => `${h}:${header(h)}\n`).join(''), signedList, sha256(body)].join('\n');
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${sha256(canonical)}`;
  const key = hmac(hmac(hmac(`TC3${TENCENT_KEY.secretKey}`, date!), service!), 'tc3_request');
  return createHmac('sha256', key).update(stringToSign).digest('hex') === signature ? null : 'AuthFailure.SignatureFailure';
}

/** One entry of SendStatusSet; serial number and fee only when the number was accepted. */
const sendStatus = (phone: string, Code: string, Message: string) => ({
  SerialNo: Code === 'Ok' ? '2640:1234567890' : '',
  PhoneNumber: phone,
  Fee: Code === 'Ok' ? 1 : 0,
  SessionContext: '',
  Code,
  Message,
  IsoCode: 'CN',
});

/**
 * A loopback Tencent Cloud SMS API that validates SendSms like Tencent and answers as told.
 * `received` holds every SendSms body that passed the signature check and parsed, oldest first,
 * even one refused after it.
 */
export function tencentPeer() {
  return scriptedPeer<TencentSendSmsBody, TencentAnswer>('ok', (req, res, received, answer) => {
    const RequestId = `mock-${received.length + 1}`;
    // Tencent answers 200 for API errors too; the error is inside Response.
    const reply = (response: object) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ Response: { ...response, RequestId } }));
    };
    const fail = (Code: string, Message: string) => reply({ Error: { Code, Message } });
    if (req.method !== 'POST') return fail('InvalidParameter', 'only POST is accepted here');
    const refused = checkSignature(req);
    if (refused) return fail(refused, 'The provided credentials could not be validated. Please check your signature is correct.');
    if (req.headers['x-tc-action'] !== 'SendSms') return fail('InvalidAction', `${String(req.headers['x-tc-action'])} is not found`);
    if (req.headers['x-tc-version'] !== '2021-01-11') return fail('InvalidParameterValue', 'version not supported');
    let body: TencentSendSmsBody;
    try {
      body = JSON.parse(req.body.toString('utf8')) as TencentSendSmsBody;
    } catch {
      return fail('InvalidParameter', 'body is not JSON');
    }
    received.push(body);
    for (const name of ['PhoneNumberSet', 'SmsSdkAppId', 'TemplateId'] as const) {
      if (!body[name]) return fail('MissingParameter', `The request is missing a required parameter \`${name}\`.`);
    }
    if (body.SmsSdkAppId !== TENCENT_APP_ID) return fail('UnauthorizedOperation.SmsSdkAppIdVerifyFail', 'SmsSdkAppId verify fail.');
    switch (answer) {
      case 'ok':
        return reply({ SendStatusSet: body.PhoneNumberSet!.map((p) => sendStatus(p, 'Ok', 'send success')) });
      case 'dailyLimit':
        return reply({
          SendStatusSet: body.PhoneNumberSet!.map((p) =>
            sendStatus(
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
}

export type TencentPeer = ReturnType<typeof tencentPeer>;
