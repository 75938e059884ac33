import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../src/db/schema.js';
import { createHarness, type Harness } from './harness.js';
import { freshPhone, snapshot } from './members.js';

/**
 * Loopback stand-ins for the two SMS APIs, only as strict as this level needs: they read what the
 * SDK sent and answer success or a refusal. Signatures are checked in depth by the providers' own
 * tests (src/providers/sms/*.test.ts).
 */
interface SmsPeer {
  url: string;
  /** Every SendSms seen: the number as sent and the code inside the template parameters. */
  received: { phone: string; code: string }[];
  state: { fail: boolean };
  close(): Promise<void>;
}

async function listen(
  handle: (req: http.IncomingMessage, body: string, url: URL) => { status: number; json: object },
): Promise<Omit<SmsPeer, 'received' | 'state'>> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      const { status, json } = handle(req, body, new URL(req.url ?? '/', 'http://peer'));
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function aliyunPeer(): Promise<SmsPeer> {
  const received: SmsPeer['received'] = [];
  const state = { fail: false };
  const peer = await listen((req, _body, url) => {
    const q = Object.fromEntries(url.searchParams);
    const signed = /^ACS3-HMAC-SHA256 Credential=LTAIappTest,/.test(req.headers.authorization ?? '');
    if (!signed || req.headers['x-acs-action'] !== 'SendSms')
      return { status: 400, json: { Code: 'IncompleteSignature', Message: 'bad request' } };
    received.push({ phone: q.PhoneNumbers ?? '', code: (JSON.parse(q.TemplateParam ?? '{}') as { code?: string }).code ?? '' });
    return state.fail
      ? { status: 200, json: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发小时级流控Permits:5', RequestId: 'r' } }
      : { status: 200, json: { Code: 'OK', Message: 'OK', BizId: '1^0', RequestId: 'r' } };
  });
  return { ...peer, received, state };
}

async function tencentPeer(): Promise<SmsPeer> {
  const received: SmsPeer['received'] = [];
  const state = { fail: false };
  const peer = await listen((req, body) => {
    const signed = /^TC3-HMAC-SHA256 Credential=AKIDappTest\//.test(req.headers.authorization ?? '');
    if (!signed || req.headers['x-tc-action'] !== 'SendSms') {
      return {
        status: 200,
        json: { Response: { Error: { Code: 'AuthFailure.InvalidAuthorization', Message: 'bad request' }, RequestId: 'r' } },
      };
    }
    const input = JSON.parse(body) as { PhoneNumberSet: string[]; TemplateParamSet: string[] };
    const phone = input.PhoneNumberSet[0]!;
    received.push({ phone, code: input.TemplateParamSet[0]! });
    // Tencent's own habit: HTTP 200 and no Error even when the number was refused.
    const status = state.fail
      ? {
          Code: 'LimitExceeded.PhoneNumberDailyLimit',
          Message: 'the number of sms messages sent from a single mobile number every day exceeds the upper limit',
        }
      : { Code: 'Ok', Message: 'send success' };
    return {
      status: 200,
      json: {
        Response: {
          SendStatusSet: [{ SerialNo: '', PhoneNumber: phone, Fee: state.fail ? 0 : 1, SessionContext: '', IsoCode: 'CN', ...status }],
          RequestId: 'r',
        },
      },
    };
  });
  return { ...peer, received, state };
}

const cases = [
  {
    name: 'aliyun',
    start: aliyunPeer,
    env: (url: string): Record<string, string> => ({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'LTAIappTest',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'aliyun-app-test-secret',
      ALIYUN_SMS_SIGN_NAME: '云手机',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_465300001',
      ALIYUN_SMS_ENDPOINT: url,
    }),
    numberAsSent: (phone: string) => phone,
  },
  {
    name: 'tencent',
    start: tencentPeer,
    env: (url: string): Record<string, string> => ({
      SMS_PROVIDER: 'tencent',
      TENCENT_SMS_SECRET_ID: 'AKIDappTest',
      TENCENT_SMS_SECRET_KEY: 'tencent-app-test-secret',
      TENCENT_SMS_SDK_APP_ID: '1400000001',
      TENCENT_SMS_SIGN_NAME: '云手机',
      TENCENT_SMS_TEMPLATE_ID: '2089001',
      TENCENT_SMS_ENDPOINT: url,
    }),
    numberAsSent: (phone: string) => `+86${phone}`,
  },
];

describe.each(cases)('the app with SMS_PROVIDER=$name', ({ start, env, numberAsSent }) => {
  let peer: SmsPeer;
  let t: Harness;
  beforeAll(async () => {
    peer = await start();
    t = await createHarness(env(peer.url));
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

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
    peer.state.fail = false;
    const phone = freshPhone();
    const sent = await sendSmsCode(phone);
    expect(sent).toMatchObject({ status: 200, code: 0, data: true });
    const got = peer.received.filter((r) => r.phone === numberAsSent(phone));
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
    peer.state.fail = true;
    const phone = freshPhone();
    const before = await snapshot(t.deps.db);
    const zh = await sendSmsCode(phone);
    expect(zh).toMatchObject({ status: 502, code: 1004003026, msg: '验证码发送失败，请稍后再试' });
    const got = peer.received.filter((r) => r.phone === numberAsSent(phone));
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
    peer.state.fail = false;
    expect((await sendSmsCode(phone)).code).toBe(0);
    const good = peer.received.filter((r) => r.phone === numberAsSent(phone)).at(-1)!;
    expect((await smsLogin(phone, good.code)).code).toBe(0);
    expect((await times(phone)).data).toMatchObject({ sentToday: 1 });
  });
});
