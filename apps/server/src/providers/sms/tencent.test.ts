import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TENCENT_APP_ID, TENCENT_KEY, tencentPeer } from '../../../test/peers/tencent-peer.js';
import { usePeer } from '../../../test/peers/use-peer.js';
import { warningLog } from '../../../test/peers/warning-log.js';
import { tencentSms, toE164, type TencentSmsOptions } from './tencent.js';

const mock = usePeer(tencentPeer());
const { log, warnings } = warningLog();
const provider = (overrides: Partial<TencentSmsOptions> = {}) =>
  tencentSms(
    {
      ...TENCENT_KEY,
      sdkAppId: TENCENT_APP_ID,
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
      {
        PhoneNumberSet: ['+8613812345678'],
        SmsSdkAppId: TENCENT_APP_ID,
        SignName: '云手机',
        TemplateId: '2089001',
        TemplateParamSet: [code, '5'],
      },
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
    for (const secret of [code, TENCENT_KEY.secretKey, '13812345678']) {
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
    expect(took).toBeLessThan(5_000);
    expect(mock.received).toHaveLength(1);
  });
});

describe('phone numbers for Tencent', () => {
  it('turns an 11-digit mainland number into +86… and leaves E.164 alone', () => {
    expect(toE164('13812345678')).toBe('+8613812345678');
    expect(toE164('+85261234567')).toBe('+85261234567');
  });
});
