import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ALIYUN_KEY, aliyunPeer } from '../../../test/peers/aliyun-peer.js';
import { usePeer } from '../../../test/peers/use-peer.js';
import { warningLog } from '../../../test/peers/warning-log.js';
import { aliyunSms, type AliyunSmsOptions } from './aliyun.js';
import { redact, splitEndpoint } from './shared.js';

const mock = usePeer(aliyunPeer());
const { log, warnings } = warningLog();
const provider = (overrides: Partial<AliyunSmsOptions> = {}) =>
  aliyunSms(
    {
      ...ALIYUN_KEY,
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
    expect(logged).not.toContain(ALIYUN_KEY.accessKeySecret);
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
    expect(took).toBeLessThan(5_000);
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
