import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../../src/db/schema.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { freshPhone, snapshot } from '../kit/members.js';
import { ALIYUN_KEY, aliyunPeer } from '../peers/aliyun-peer.js';
import { TENCENT_APP_ID, TENCENT_KEY, tencentPeer } from '../peers/tencent-peer.js';
import { usePeer } from '../peers/use-peer.js';

/**
 * Each case runs the app against the same loopback SMS API as the provider's own tests
 * (test/peers/), signature checks included, so a send only counts when the app signed it with the
 * keys from its environment. `sent` reads back what the peer accepted; `refuse` makes it turn
 * the number down the way each provider does (Aliyun by a business code, Tencent inside HTTP 200).
 */
const cases = [
  {
    name: 'aliyun',
    peer: () => {
      const peer = aliyunPeer();
      return {
        peer,
        sent: () =>
          peer.received.map(({ query }) => ({
            phone: query.PhoneNumbers ?? '',
            code: (JSON.parse(query.TemplateParam ?? '{}') as { code?: string }).code ?? '',
          })),
        refuse: (refused: boolean) => void (peer.state.answer = refused ? 'limit' : 'ok'),
      };
    },
    env: (url: string): Record<string, string> => ({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: ALIYUN_KEY.accessKeyId,
      ALIYUN_SMS_ACCESS_KEY_SECRET: ALIYUN_KEY.accessKeySecret,
      ALIYUN_SMS_SIGN_NAME: '云手机',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_465300001',
      ALIYUN_SMS_ENDPOINT: url,
    }),
    numberAsSent: (phone: string) => phone,
  },
  {
    name: 'tencent',
    peer: () => {
      const peer = tencentPeer();
      return {
        peer,
        sent: () => peer.received.map((body) => ({ phone: body.PhoneNumberSet?.[0] ?? '', code: body.TemplateParamSet?.[0] ?? '' })),
        refuse: (refused: boolean) => void (peer.state.answer = refused ? 'dailyLimit' : 'ok'),
      };
    },
    env: (url: string): Record<string, string> => ({
      SMS_PROVIDER: 'tencent',
      TENCENT_SMS_SECRET_ID: TENCENT_KEY.secretId,
      TENCENT_SMS_SECRET_KEY: TENCENT_KEY.secretKey,
      TENCENT_SMS_SDK_APP_ID: TENCENT_APP_ID,
      TENCENT_SMS_SIGN_NAME: '云手机',
      TENCENT_SMS_TEMPLATE_ID: '2089001',
      TENCENT_SMS_ENDPOINT: url,
    }),
    numberAsSent: (phone: string) => `+86${phone}`,
  },
];

describe.each(cases)('the app with SMS_PROVIDER=$name', (sms) => {
  const { peer, sent, refuse } = sms.peer();
  usePeer(peer);
  const receivedBy = (phone: string) => sent().filter((r) => r.phone === sms.numberAsSent(phone));
  let t: Harness;
  beforeAll(async () => {
    t = await createHarness(sms.env(peer.url));
  });
  afterAll(() => t?.close());

  const sendSmsCode = (phone: string, lang = 'zh-CN') =>
    t.call({
      method: 'POST',
      url: '/app-api/member/captcha/sendSmsCode',
      payload: { phone, scene: 'login' },
      headers: { 'accept-language': lang },
    });
  const smsLogin = (phone: string, code: string) =>
    t.call<{ accessToken: string; userId: number }>({ method: 'POST', url: '/app-api/member/auth/sms-login', payload: { phone, code } });
  const times = (phone: string) =>
    t.call<{ sentToday: number; remaining: number; resendAfterSeconds: number }>({
      method: 'GET',
      url: `/app-api/member/captcha/sms-code-times?phone=${phone}`,
    });

  it('sends the code through the provider, and the code the provider received signs the member in', async () => {
    refuse(false);
    const phone = freshPhone();
    const sent = await sendSmsCode(phone);
    expect(sent).toMatchObject({ status: 200, code: 0, data: true });
    const got = receivedBy(phone);
    expect(got).toHaveLength(1);
    expect(got[0]!.code).toMatch(/^\d{6}$/);
    // A real provider leaves no copy in the dev outbox (still served here: mail is on console).
    const box = await t.call<unknown[]>({ method: 'GET', url: `/dev-api/outbox?to=${phone}` });
    expect(box.status).toBe(200);
    expect(box.data).toEqual([]);
    const before = await snapshot(t.deps.db);
    const login = await smsLogin(phone, got[0]!.code);
    expect(login.code).toBe(0);
    expect(login.data.accessToken).toEqual(expect.any(String));
    expect(await snapshot(t.deps.db)).toEqual({ ...before, members: before.members + 1, sessions: before.sessions + 1 });
    expect((await times(phone)).data).toMatchObject({ sentToday: 1 });
  });

  it('answers sms.sendFailed when the provider refuses, and the refused code is neither usable nor counted', async () => {
    refuse(true);
    const phone = freshPhone();
    const before = await snapshot(t.deps.db);
    const zh = await sendSmsCode(phone);
    expect(zh).toMatchObject({ status: 502, code: 1004003026, msg: '验证码发送失败，请稍后再试' });
    const got = receivedBy(phone);
    expect(got).toHaveLength(1);
    // One row was written, marked as never sent.
    expect(await snapshot(t.deps.db)).toEqual({ ...before, codes: before.codes + 1 });
    const rows = await t.deps.db.select().from(verificationCodes).where(eq(verificationCodes.target, phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sendFailed).toBe(1);
    // The code reached the provider's side, but it opens nothing.
    const login = await smsLogin(phone, got[0]!.code);
    expect(login).toMatchObject({ status: 400, code: 1004003020, msg: '验证码不正确' });
    expect(await snapshot(t.deps.db)).toEqual({ ...before, codes: before.codes + 1 });
    expect((await times(phone)).data).toMatchObject({ sentToday: 0, resendAfterSeconds: 0 });
    // Nor does it hold the phone back: the member may ask again at once, in their language.
    const en = await sendSmsCode(phone, 'en-US');
    expect(en.msg).toBe('The verification code could not be sent, please try later');
    refuse(false);
    expect((await sendSmsCode(phone)).code).toBe(0);
    const good = receivedBy(phone).at(-1)!;
    expect((await smsLogin(phone, good.code)).code).toBe(0);
    expect((await times(phone)).data).toMatchObject({ sentToday: 1 });
  });
});
