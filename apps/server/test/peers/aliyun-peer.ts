import { createHash, createHmac } from 'node:crypto';
import { scriptedPeer, type PeerRequest } from './loopback.js';

/** The only key pair the peer accepts, spelt as AliyunSmsOptions spells it. */
export const ALIYUN_KEY = { accessKeyId: 'LTAI5tTestKeyId', accessKeySecret: 'aliyun-test-secret-do-not-log' };

/** How the peer answers a well-signed SendSms; set through `state.answer`. */
export type AliyunAnswer = 'ok' | 'limit' | 'http500' | 'http502html' | 'hang';

/** A request that passed the signature check. */
export interface AliyunReceived {
  action: string;
  query: Record<string, string>;
}

/** RFC 3986 encoding as Aliyun's V3 signature defines it. */
const pct = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Checks an ACS3-HMAC-SHA256 request the way Dysmsapi does (written from Aliyun's signature V3
 * documentation, not from the SDK) and returns why it is refused, or null when it is valid.
 */
function checkSignature({ method, path, query, headers, body }: PeerRequest): string | null {
  const auth = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(headers.authorization ?? '');
  if (!auth) return 'IncompleteSignature';
  const [, keyId, signedList, signature] = auth;
  if (keyId !== ALIYUN_KEY.accessKeyId) return 'InvalidAccessKeyId.NotFound';
  const signed = signedList!.split(';');
  const mustSign = Object.keys(headers).filter((h) => h === 'host' || h.startsWith('x-acs-'));
  if (mustSign.some((h) => !signed.includes(h)) || [...signed].sort().join(';') !== signedList) return 'IncompleteSignature';
  if (headers['x-acs-content-sha256'] !== sha256(body)) return 'SignatureDoesNotMatch';
  const date = Date.parse(String(headers['x-acs-date']));
  if (!(Math.abs(Date.now() - date) < 15 * 60_000)) return 'InvalidTimeStamp.Expired';
  if (!headers['x-acs-signature-nonce']) return 'MissingSignatureNonce';
  const canonicalQuery = [...query]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${pct(k)}=${pct(v)}`)
    .join('&');
  const canonicalHeaders = signed.map((h) => `${h}:${String(headers[h] ?? '').trim()}\n`).join('');
  const canonical = [method, path, canonicalQuery, canonicalHeaders, signedList, sha256(body)].join('\n');
  const expected = createHmac('sha256', ALIYUN_KEY.accessKeySecret)
    .update(`ACS3-HMAC-SHA256\n${sha256(canonical)}`)
    .digest('hex');
  return expected === signature ? null : 'SignatureDoesNotMatch';
}

/**
 * A loopback Dysmsapi that validates SendSms like Aliyun and answers as told. `received` holds
 * every request that passed the signature check, oldest first, even one refused after it.
 */
export function aliyunPeer() {
  return scriptedPeer<AliyunReceived, AliyunAnswer>('ok', (req, res, received, answer) => {
    const requestId = `MOCK-${received.length + 1}`;
    const reply = (status: number, json: object) => {
      res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
      res.end(JSON.stringify({ RequestId: requestId, ...json }));
    };
    const refused = checkSignature(req);
    if (refused) return reply(400, { Code: refused, Message: 'Specified signature is not matched with our calculation.' });
    const q = Object.fromEntries(req.query);
    const action = String(req.headers['x-acs-action']);
    received.push({ action, query: q });
    if (req.method !== 'POST' || action !== 'SendSms' || req.headers['x-acs-version'] !== '2017-05-25') {
      return reply(404, { Code: 'InvalidAction.NotFound', Message: 'Specified api is not found' });
    }
    for (const name of ['PhoneNumbers', 'SignName', 'TemplateCode']) {
      if (!q[name]) return reply(400, { Code: `Missing${name}`, Message: `${name} is mandatory for this action.` });
    }
    try {
      JSON.parse(q.TemplateParam ?? '');
    } catch {
      return reply(200, { Code: 'isv.INVALID_JSON_PARAM', Message: 'JSON参数不合法，只接受字符串值' });
    }
    switch (answer) {
      case 'ok':
        return reply(200, { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0' });
      case 'limit':
        return reply(200, { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发天级流控Permits:10' });
      case 'http500':
        return reply(500, { Code: 'InternalError', Message: 'The request processing has failed due to some unknown error.' });
      case 'http502html':
        res.writeHead(502, { 'content-type': 'text/html' });
        return res.end('<html><body>502 Bad Gateway</body></html>');
      case 'hang':
        return; // never answers
    }
  });
}

export type AliyunPeer = ReturnType<typeof aliyunPeer>;
