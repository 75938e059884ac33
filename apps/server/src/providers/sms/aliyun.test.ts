import { createHash, createHmac, randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aliyunSms, type AliyunSmsOptions } from './aliyun.js';
import { redact, splitEndpoint } from './shared.js';

const KEY_ID = 'LTAI5tTestKeyId';
const KEY_SECRET = 'aliyun-test-secret-do-not-log';

type Answer = 'ok' | 'limit' | 'http500' | 'http502html' | 'hang';

interface Received {
  action: string;
  query: Record<string, string>;
  accessKeyId: string;
}

/** RFC 3986 encoding as Aliyun's V3 signature defines it. */
const pct = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Checks an ACS3-HMAC-SHA256 request the way Dysmsapi does (written from Aliyun's signature V3
 * documentation, not from the SDK) and returns why it is refused, or null when it is valid.
 */
function checkSignature(req: http.IncomingMessage, url: URL, body: Buffer): string | null {
  const auth = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(req.headers.authorization ?? '');
  if (!auth) return 'IncompleteSignature';
  const [, keyId, signedList, signature] = auth;
  if (keyId !== KEY_ID) return 'InvalidAccessKeyId.NotFound';
  const signed = signedList!.split(';');
  const mustSign = Object.keys(req.headers).filter((h) => h === 'host' || h.startsWith('x-acs-'));
  if (mustSign.some((h) => !signed.includes(h)) || [...signed].sort().join(';') !== signedList) return 'IncompleteSignature';
  if (req.headers['x-acs-content-sha256'] !== sha256(body)) return 'SignatureDoesNotMatch';
  const date = Date.parse(String(req.headers['x-acs-date']));
  if (!(Math.abs(Date.now() - date) < 15 * 60_000)) return 'InvalidTimeStamp.Expired';
  if (!req.headers['x-acs-signature-nonce']) return 'MissingSignatureNonce';
  const query = [...url.searchParams]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${pct(k)}=${pct(v)}`)
    .join('&');
  const headers = signed.map((h) => `${h}:${String(req.headers[h] ?? '').trim()}\n`).join('');
  const canonical = [req.method, url.pathname, query, headers, signedList, sha256(body)].join('\n');
  const expected = createHmac('sha256', KEY_SECRET)
    .update(`ACS3-HMAC-SHA256\n${sha256(canonical)}`)
    .digest('hex');
  return expected === signature ? null : 'SignatureDoesNotMatch';
}

/** A loopback Dysmsapi that validates SendSms like Aliyun and answers as told. */
async function startAliyunMock() {
  const received: Received[] = [];
  const state = { answer: 'ok' as Answer };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://mock');
      const requestId = `MOCK-${received.length + 1}`;
      const reply = (status: number, json: object) => {
        res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
        res.end(JSON.stringify({ RequestId: requestId, ...json }));
      };
      const refused = checkSignature(req, url, body);
      if (refused) return reply(400, { Code: refused, Message: 'Specified signature is not matched with our calculation.' });
      const q = Object.fromEntries(url.searchParams);
      const action = String(req.headers['x-acs-action']);
      received.push({ action, query: q, accessKeyId: KEY_ID });
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
      switch (state.answer) {
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

let mock: Awaited<ReturnType<typeof startAliyunMock>>;
beforeAll(async () => {
  mock = await startAliyunMock();
});
afterAll(() => mock.close());
beforeEach(() => {
  mock.received.length = 0;
  mock.state.answer = 'ok';
});

const warnings: unknown[] = [];
const log = { warn: (obj: object, msg: string) => void warnings.push({ obj, msg }) };
const provider = (overrides: Partial<AliyunSmsOptions> = {}) =>
  aliyunSms(
    {
      accessKeyId: KEY_ID,
      accessKeySecret: KEY_SECRET,
      signName: '云手机',
      templateCode: 'SMS_465300001',
      endpoint: mock.url,
      timeoutMs: 2_000,
      ...overrides,
    },
    log,
  );
const message = (code: string) => ({ phone: '13812345678', code, scene: 'login', minutes: 5, locale: 'zh-CN' as const });
const newCode = () => String(randomInt(100_000, 1_000_000));

describe('Aliyun SMS provider', () => {
  it('sends SendSms signed with the access key secret and the code in TemplateParam', async () => {
    const code = newCode();
    await provider().sendCode(message(code));
    expect(mock.received).toHaveLength(1);
    const { action, query } = mock.received[0]!;
    expect(action).toBe('SendSms');
    expect(query).toMatchObject({ PhoneNumbers: '13812345678', SignName: '云手机', TemplateCode: 'SMS_465300001' });
    expect(JSON.parse(query.TemplateParam!)).toEqual({ code });
  });

  it('is refused by the mock when signed with the wrong secret (the signature really is checked)', async () => {
    const sent = provider({ accessKeySecret: 'not-the-secret' }).sendCode(message(newCode()));
    await expect(sent).rejects.toThrow(/SignatureDoesNotMatch/);
    expect(mock.received).toHaveLength(0);
  });

  it('throws on a business error code such as isv.BUSINESS_LIMIT_CONTROL, logging neither code nor secret', async () => {
    mock.state.answer = 'limit';
    warnings.length = 0;
    const code = newCode();
    const error = await provider()
      .sendCode(message(code))
      .catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('isv.BUSINESS_LIMIT_CONTROL');
    expect((error as Error).message).not.toContain(code);
    expect(warnings).toHaveLength(1);
    const logged = JSON.stringify(warnings);
    expect(logged).toContain('isv.BUSINESS_LIMIT_CONTROL');
    expect(logged).toContain('138****5678');
    expect(logged).not.toContain(code);
    expect(logged).not.toContain(KEY_SECRET);
    expect(logged).not.toContain('13812345678');
  });

  it('throws on HTTP 500 without retrying (SendSms is not idempotent)', async () => {
    mock.state.answer = 'http500';
    await expect(provider().sendCode(message(newCode()))).rejects.toThrow(/500.*InternalError|InternalError/);
    expect(mock.received).toHaveLength(1);
  });

  it('throws when a gateway answers 502 with an HTML page', async () => {
    mock.state.answer = 'http502html';
    await expect(provider().sendCode(message(newCode()))).rejects.toThrow(/Aliyun SMS not sent/);
  });

  it('gives up after the configured timeout when Aliyun does not answer, without quoting the request', async () => {
    mock.state.answer = 'hang';
    warnings.length = 0;
    const code = newCode();
    const started = Date.now();
    const error = await provider({ timeoutMs: 300 })
      .sendCode(message(code))
      .catch((e: Error) => e);
    const took = Date.now() - started;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/timeout|timed out/i);
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(2_000);
    // The SDK's own timeout error quotes the URL, whose query carries TemplateParam and the phone.
    for (const text of [(error as Error).message, JSON.stringify(warnings)]) {
      expect(text).not.toContain(code);
      expect(text).not.toContain('13812345678');
    }
  });
});

describe('failure reasons', () => {
  it('drop query strings and mask the code wherever it appears', () => {
    const raw =
      'ReadTimeout(300). POST http://127.0.0.1:1/?PhoneNumbers=13812345678&TemplateParam=%7B%22code%22%3A%22482913%22%7D failed; code 482913';
    const clean = redact(raw, '482913');
    expect(clean).toBe('ReadTimeout(300). POST http://127.0.0.1:1/?… failed; code ******');
  });
});

describe('Aliyun endpoint setting', () => {
  it('reads a bare host as HTTPS and an http:// URL as plain HTTP to that host and port', () => {
    expect(splitEndpoint('dysmsapi.aliyuncs.com')).toEqual({ protocol: 'HTTPS', host: 'dysmsapi.aliyuncs.com' });
    expect(splitEndpoint('http://127.0.0.1:4010')).toEqual({ protocol: 'HTTP', host: '127.0.0.1:4010' });
    expect(splitEndpoint('https://dysmsapi.ap-southeast-1.aliyuncs.com/')).toEqual({
      protocol: 'HTTPS',
      host: 'dysmsapi.ap-southeast-1.aliyuncs.com',
    });
    expect(() => splitEndpoint('ftp://example.com')).toThrow(/endpoint/);
    expect(() => splitEndpoint('http://127.0.0.1:4010/some/path')).toThrow(/endpoint/);
  });
});
