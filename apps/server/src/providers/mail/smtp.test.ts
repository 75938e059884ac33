import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SMTP_LOGIN, smtpPeer } from '../../../test/peers/smtp-peer.js';
import { usePeer } from '../../../test/peers/use-peer.js';
import { warningLog } from '../../../test/peers/warning-log.js';
import { smtpMail } from './smtp.js';

const smtp = usePeer(smtpPeer());
const { log, warnings } = warningLog();
const FROM = 'Cloud Phone <no-reply@cloudphone.test>';
const provider = (pass?: string) => smtpMail({ url: smtp.smtpUrl(pass), from: FROM, timeoutMs: 3_000 }, log);

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
    expect(logged).not.toContain(SMTP_LOGIN.pass);
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
      const mute = smtpMail({ url: `smtp://${SMTP_LOGIN.user}:${SMTP_LOGIN.pass}@127.0.0.1:${port}`, from: FROM, timeoutMs: 300 });
      const started = Date.now();
      await expect(
        mute.sendCode({ email: 'dave@example.com', code: '310254', scene: 'register', minutes: 5, locale: 'en-US' }),
      ).rejects.toThrow(/greeting|ETIMEDOUT/i);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
