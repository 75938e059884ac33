import net, { type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smtpMail } from './smtp.js';

const USER = 'mailer';
const PASS = 'smtp-test-password-do-not-log';

/** An in-process SMTP server with login, a refused mailbox and a parsed copy of every message. */
async function startSmtp() {
  const messages: { envelopeTo: string[]; mail: ParsedMail }[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASS) return callback(null, { user: USER });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refused@')) {
        return callback(Object.assign(new Error('5.1.1 Mailbox does not exist'), { responseCode: 550 }));
      }
      return callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.messages.length = 0;
});

const warnings: unknown[] = [];
const log = { warn: (obj: object, msg: string) => void warnings.push({ obj, msg }) };
const FROM = 'Cloud Phone <no-reply@cloudphone.test>';
const provider = (pass = PASS) => smtpMail({ url: `smtp://${USER}:${pass}@127.0.0.1:${smtp.port}`, from: FROM, timeoutMs: 3_000 }, log);

describe('SMTP mail provider', () => {
  it('sends the code in Chinese to a zh-CN reader, from MAIL_FROM, as text and HTML', async () => {
    await provider().sendCode({ email: 'alice@example.com', code: '482913', scene: 'register', minutes: 5, locale: 'zh-CN' });
    expect(smtp.messages).toHaveLength(1);
    const { envelopeTo, mail } = smtp.messages[0]!;
    expect(envelopeTo).toEqual(['alice@example.com']);
    expect(mail.from?.value).toEqual([{ address: 'no-reply@cloudphone.test', name: 'Cloud Phone' }]);
    expect(mail.subject).toBe('【云手机】邮箱验证码');
    expect(mail.text).toContain('您的验证码为 482913，5 分钟内有效');
    expect(mail.html).toContain('482913');
    expect(mail.html).toContain('lang="zh-CN"');
  });

  it('writes in English to an en-US reader', async () => {
    await provider().sendCode({ email: 'bob@example.com', code: '105577', scene: 'register', minutes: 10, locale: 'en-US' });
    const { mail } = smtp.messages[0]!;
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('bob@example.com');
    expect(mail.subject).toBe('[Cloud Phone] Your verification code');
    expect(mail.text).toContain('Your verification code is 105577, valid for 10 minutes');
    expect(mail.html).toContain('The code is valid for 10 minutes');
  });

  it('throws when the server refuses the recipient, and logs neither code nor password', async () => {
    warnings.length = 0;
    const sent = provider().sendCode({ email: 'refused@example.com', code: '730146', scene: 'register', minutes: 5, locale: 'zh-CN' });
    await expect(sent).rejects.toThrow(/550|Mailbox does not exist/);
    expect(smtp.messages).toHaveLength(0);
    const logged = JSON.stringify(warnings);
    expect(warnings).toHaveLength(1);
    expect(logged).toContain('r***@example.com');
    expect(logged).not.toContain('730146');
    expect(logged).not.toContain(PASS);
  });

  it('throws when the login is refused', async () => {
    const sent = provider('wrong-password').sendCode({
      email: 'carol@example.com',
      code: '220011',
      scene: 'register',
      minutes: 5,
      locale: 'zh-CN',
    });
    await expect(sent).rejects.toThrow(/EAUTH|Invalid/);
    expect(smtp.messages).toHaveLength(0);
  });

  it('gives up in bounded time on a server that accepts the connection but never greets', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const mute = smtpMail({ url: `smtp://${USER}:${PASS}@127.0.0.1:${port}`, from: FROM, timeoutMs: 300 });
      const started = Date.now();
      await expect(
        mute.sendCode({ email: 'dave@example.com', code: '310254', scene: 'register', minutes: 5, locale: 'en-US' }),
      ).rejects.toThrow(/greeting|ETIMEDOUT/i);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
