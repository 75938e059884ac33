import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, verificationCodes } from '../../src/db/schema.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { freshPhone, makeMember, PASSWORD, snapshot } from '../kit/members.js';
import { smtpPeer } from '../peers/smtp-peer.js';
import { usePeer } from '../peers/use-peer.js';
import { trialPhonesOf } from '../kit/trial-phones.js';

const smtp = usePeer(smtpPeer());
let t: Harness;
let emailCounter = 0;
const freshEmail = (prefix = 'member') => `${prefix}${Date.now().toString(36)}${emailCounter++}@example.com`;

beforeAll(async () => {
  t = await createHarness({
    REGISTER_TYPE: 'email',
    MAIL_PROVIDER: 'smtp',
    SMTP_URL: smtp.smtpUrl(),
    MAIL_FROM: 'Cloud Phone <no-reply@cloudphone.test>',
  });
});
afterAll(() => t?.close());

const sendEmailCode = (h: Harness, email: string, lang = 'zh-CN') =>
  h.call({ method: 'POST', url: '/app-api/member/captcha/sendEmailCode', payload: { email }, headers: { 'accept-language': lang } });

const register = (payload: Record<string, unknown>, lang = 'zh-CN') =>
  t.call<{ accessToken: string; refreshToken: string; userId: number; expiresTime: number }>({
    method: 'POST',
    url: '/app-api/member/auth/register',
    payload,
    headers: { 'accept-language': lang },
  });

/** Asks for a code through the API and reads it out of the mail the SMTP server received. */
async function mailedCode(email: string, lang = 'zh-CN'): Promise<{ code: string; mail: ParsedMail }> {
  const sent = await sendEmailCode(t, email, lang);
  expect(sent).toMatchObject({ status: 200, code: 0, data: true });
  const received = smtp.messagesTo(email);
  expect(received).toHaveLength(1);
  const mail = received[0]!.mail;
  const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the mail to ${email}`);
  return { code, mail };
}

const newMember = (email: string, code: string) => ({ phone: freshPhone(), userName: 'Mail Member', password: PASSWORD, code, email });

describe('registering by e-mail through a real SMTP server', () => {
  it("mails a code in the reader's language and registers with it, returning tokens", async () => {
    const email = freshEmail();
    const { code, mail } = await mailedCode(email, 'en-US');
    expect(mail.subject).toBe('[Cloud Phone] Your verification code');
    expect(mail.from?.value[0]?.address).toBe('no-reply@cloudphone.test');
    const before = await snapshot(t.deps.db);
    const input = newMember(email, code);
    const res = await register(input);
    expect(res.status).toBe(200);
    expect(res.code).toBe(0);
    expect(res.data.accessToken).toEqual(expect.any(String));
    expect(res.data.refreshToken).toEqual(expect.any(String));
    expect(res.data.expiresTime).toBeGreaterThan(t.clock.now().getTime());
    expect(await snapshot(t.deps.db)).toEqual({ ...before, members: before.members + 1, sessions: before.sessions + 1 });
    const [row] = await t.deps.db.select().from(members).where(eq(members.id, res.data.userId));
    expect(row).toMatchObject({ phone: input.phone, email, nickname: 'Mail Member' });
    const info = await t.call<{ phone: string }>({
      method: 'GET',
      url: '/app-api/member/member/currentMemberInfo',
      headers: { authorization: `Bearer ${res.data.accessToken}` },
    });
    expect(info.data.phone).toBe(input.phone);
    expect(await trialPhonesOf(t, res.data.userId)).toHaveLength(1);
  });

  it('refuses a wrong code and writes nothing', async () => {
    const email = freshEmail();
    const { code } = await mailedCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const before = await snapshot(t.deps.db);
    const res = await register(newMember(email, wrong));
    expect(res).toMatchObject({ status: 400, code: 1004003020, msg: '验证码不正确' });
    const en = await register(newMember(email, wrong), 'en-US');
    expect(en.msg).toBe('The verification code is incorrect');
    expect(await snapshot(t.deps.db)).toEqual(before);
    // The right code still works afterwards: a wrong guess does not burn it.
    expect((await register(newMember(email, code))).code).toBe(0);
  });

  it('refuses a code that was already used and writes nothing', async () => {
    const email = freshEmail();
    const { code } = await mailedCode(email);
    expect((await register(newMember(email, code))).code).toBe(0);
    const before = await snapshot(t.deps.db);
    const again = await register(newMember(email, code));
    // The address now belongs to the first account, which is what the member is told.
    expect(again).toMatchObject({ status: 409, code: 1004003032, msg: '该邮箱已被使用' });
    expect(await snapshot(t.deps.db)).toEqual(before);
  });

  it('lets only one of two simultaneous registrations use the same code', async () => {
    const email = freshEmail();
    const { code } = await mailedCode(email);
    const before = await snapshot(t.deps.db);
    const results = await Promise.all([register(newMember(email, code)), register(newMember(email, code))]);
    const won = results.filter((r) => r.code === 0);
    const lost = results.filter((r) => r.code !== 0);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]).toMatchObject({ status: 400, code: 1004003022, msg: '验证码已使用，请重新获取' });
    expect(await snapshot(t.deps.db)).toEqual({ ...before, members: before.members + 1, sessions: before.sessions + 1 });
  });

  it('refuses an address that already has an account, both when asking for a code and when registering', async () => {
    const owner = await makeMember(t.deps.db);
    const email = freshEmail('Owner');
    await t.deps.db.update(members).set({ email: email.toLowerCase() }).where(eq(members.id, owner.id));
    const before = await snapshot(t.deps.db);
    const ask = await sendEmailCode(t, email.toUpperCase());
    expect(ask).toMatchObject({ status: 409, code: 1004003032, msg: '该邮箱已被使用' });
    const reg = await register(newMember(email, '123456'), 'en-US');
    expect(reg).toMatchObject({ status: 409, code: 1004003032, msg: 'This e-mail address is already in use' });
    expect(await snapshot(t.deps.db)).toEqual(before);
    expect(smtp.messages.filter((m) => m.envelopeTo.some((to) => to.toLowerCase() === email.toLowerCase()))).toHaveLength(0);
  });

  it('refuses a registration without an e-mail address (a sign-up by SMS) and writes nothing', async () => {
    const email = freshEmail();
    const { code } = await mailedCode(email);
    const before = await snapshot(t.deps.db);
    const { email: _omitted, ...withoutEmail } = newMember(email, code);
    const res = await register(withoutEmail);
    expect(res).toMatchObject({ status: 400, code: 1004003033, msg: '当前注册方式不可用' });
    expect(await snapshot(t.deps.db)).toEqual(before);
  });

  it('answers mail.sendFailed when the server refuses the address, and the code it made is never usable', async () => {
    const email = freshEmail('refused'); // the SMTP peer turns these addresses down
    const before = await snapshot(t.deps.db);
    const res = await sendEmailCode(t, email);
    expect(res).toMatchObject({ status: 502, code: 1004003027, msg: '邮件发送失败，请稍后再试' });
    const [row] = await t.deps.db.select().from(verificationCodes).where(eq(verificationCodes.target, email));
    expect(row).toMatchObject({ channel: 'email', sendFailed: 1 });
    expect(await snapshot(t.deps.db)).toEqual({ ...before, codes: before.codes + 1 });
    // The failed send does not hold the address back for the resend interval either.
    expect((await sendEmailCode(t, email)).code).toBe(1004003027);
  });
});

describe('asking for an e-mail code when members register by phone', () => {
  let phoneOnly: Harness;
  beforeAll(async () => {
    phoneOnly = await createHarness({ REGISTER_TYPE: 'phone', MAIL_PROVIDER: 'smtp', SMTP_URL: smtp.smtpUrl() });
  });
  afterAll(() => phoneOnly?.close());

  it('is refused with register.closed, sends no mail and writes nothing', async () => {
    const email = freshEmail();
    const before = await snapshot(phoneOnly.deps.db);
    const zh = await sendEmailCode(phoneOnly, email);
    expect(zh).toMatchObject({ status: 400, code: 1004003033, msg: '当前注册方式不可用' });
    const en = await sendEmailCode(phoneOnly, email, 'en-US');
    expect(en.msg).toBe('This registration method is not available');
    expect(await snapshot(phoneOnly.deps.db)).toEqual(before);
    expect(smtp.messagesTo(email)).toHaveLength(0);
  });
});
