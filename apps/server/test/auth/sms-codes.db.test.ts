import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../../src/db/schema.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { freshPhone, makeMember, snapshot } from '../kit/members.js';

let t: Harness;
beforeAll(async () => {
  t = await createHarness({ SMS_DAILY_LIMIT: '3', SMS_RESEND_INTERVAL_S: '60', SMS_IP_HOURLY_LIMIT: '1000' });
});
afterAll(() => t.close());

const send = (phone: string, lang = 'zh-CN', scene = 'login', ip?: string) =>
  t.call<{ resendAfterSeconds?: number }>({
    method: 'POST',
    url: '/app-api/member/captcha/sendSmsCode',
    payload: { phone, scene },
    headers: { 'accept-language': lang },
    ...(ip ? { remoteAddress: ip } : {}),
  });

describe('sending SMS codes', () => {
  it('sends a 6-digit code to the outbox and stores only its HMAC', async () => {
    const phone = freshPhone();
    expect((await send(phone)).code).toBe(0);
    const box = await t.call<{ code: string; text: string }[]>({ method: 'GET', url: `/dev-api/outbox?to=${phone}` });
    expect(box.data[0]!.code).toMatch(/^\d{6}$/);
    expect(box.data[0]!.text).toContain(box.data[0]!.code);
    const [row] = await t.deps.db.select().from(verificationCodes).where(eq(verificationCodes.target, phone));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(box.data[0]!.code);
  });

  it('waits 60 seconds between codes for one phone and says how long', async () => {
    const phone = freshPhone();
    await send(phone);
    t.clock.advance(20_000);
    const again = await send(phone);
    expect(again).toMatchObject({ status: 429, code: 1004003024, msg: '验证码发送过于频繁，请 40 秒后再试' });
    expect(again.data).toEqual({ resendAfterSeconds: 40 });
    t.clock.advance(40_000);
    expect((await send(phone)).code).toBe(0);
  });

  it('stops at the daily cap with the spec message, and resets on the next Shanghai day', async () => {
    const phone = freshPhone();
    // Start just after midnight in Shanghai so three sends stay on one day.
    t.clock.set(new Date('2026-11-23T16:05:00Z'));
    for (let i = 0; i < 3; i++) {
      expect((await send(phone)).code).toBe(0);
      t.clock.advance(61_000);
    }
    const before = await snapshot(t.deps.db);
    const zh = await send(phone);
    expect(zh).toMatchObject({ status: 429, code: 1004003023, msg: '今日获取验证码次数已达上限，请明日重试' });
    const en = await send(phone, 'en-US');
    expect(en.msg).toBe('The daily limit of verification codes has been reached, please try again tomorrow or use password login');
    expect(await snapshot(t.deps.db)).toEqual(before);
    const times = await t.call<{ sentToday: number; remaining: number }>({
      method: 'GET',
      url: `/app-api/member/captcha/sms-code-times?phone=${phone}`,
    });
    expect(times.data).toMatchObject({ sentToday: 3, remaining: 0, dailyLimit: 3 });
    t.clock.set(new Date('2026-11-24T16:01:00Z'));
    expect((await send(phone)).code).toBe(0);
  });

  it('is exact under concurrency: parallel requests never pass the daily cap', async () => {
    const phone = freshPhone();
    const c = await createHarness({ SMS_DAILY_LIMIT: '4', SMS_RESEND_INTERVAL_S: '0', SMS_IP_HOURLY_LIMIT: '1000' });
    try {
      const results = await Promise.all(
        Array.from({ length: 12 }, () => c.call({ method: 'POST', url: '/app-api/member/captcha/sendSmsCode', payload: { phone } })),
      );
      expect(results.filter((r) => r.code === 0)).toHaveLength(4);
      expect(results.filter((r) => r.code === 1004003023)).toHaveLength(8);
      const rows = await c.deps.db.select().from(verificationCodes).where(eq(verificationCodes.target, phone));
      expect(rows).toHaveLength(4);
    } finally {
      await c.close();
    }
  });

  it('limits codes per IP per hour', async () => {
    const c = await createHarness({ SMS_IP_HOURLY_LIMIT: '2', SMS_RESEND_INTERVAL_S: '0' });
    try {
      const call = (phone: string, ip: string) =>
        c.call({ method: 'POST', url: '/app-api/member/captcha/sendSmsCode', payload: { phone }, remoteAddress: ip });
      expect((await call(freshPhone(), '10.9.9.9')).code).toBe(0);
      expect((await call(freshPhone(), '10.9.9.9')).code).toBe(0);
      const third = await call(freshPhone(), '10.9.9.9');
      expect(third).toMatchObject({ code: 1004003025, msg: '当前网络获取验证码过于频繁，请稍后再试' });
      expect((await call(freshPhone(), '10.9.9.8')).code).toBe(0);
      c.clock.advance(3601_000);
      expect((await call(freshPhone(), '10.9.9.9')).code).toBe(0);
    } finally {
      await c.close();
    }
  });

  it.each([
    [{ phone: '12345' }, '请输入正确的手机号'],
    [{}, '请输入手机号'],
    [{ phone: '13800138000', scene: 'hack' }, '请求参数不正确'],
  ])('rejects %j with "%s" and sends nothing', async (payload, msg) => {
    const before = await snapshot(t.deps.db);
    const res = await t.call({ method: 'POST', url: '/app-api/member/captcha/sendSmsCode', payload });
    expect(res).toMatchObject({ status: 400, msg });
    expect(await snapshot(t.deps.db)).toEqual(before);
  });

  it('refuses a register code for a registered phone and a reset code for an unknown one', async () => {
    const m = await makeMember(t.deps.db);
    expect((await send(m.phone, 'zh-CN', 'register')).msg).toBe('该手机号已注册，请直接登录');
    expect((await send(freshPhone(), 'zh-CN', 'reset-password')).msg).toBe('该手机号未注册');
  });

  it('valid-sms-code checks a code without using it', async () => {
    const phone = freshPhone();
    t.clock.advance(61_000);
    await send(phone);
    const [box] = (await t.call<{ code: string }[]>({ method: 'GET', url: `/dev-api/outbox?to=${phone}` })).data;
    const check = (code: string) => t.call({ method: 'POST', url: '/app-api/member/captcha/valid-sms-code', payload: { phone, code } });
    expect((await check(box!.code)).code).toBe(0);
    expect((await check(box!.code)).code).toBe(0);
    const wrong = box!.code === '000000' ? '111111' : '000000';
    expect(await check(wrong)).toMatchObject({ code: 1004003020, msg: '验证码不正确' });
    const [row] = await t.deps.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, phone))
      .orderBy(desc(verificationCodes.id));
    expect(row!.usedAt).toBeNull();
    expect(await t.deps.kv.get(`code-guesses:${row!.id}`)).toBe('1');
  });
});
