import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** The only login the peer accepts. */
export const SMTP_LOGIN = { user: 'mailer', pass: 'smtp-test-password-do-not-log' };

/** A message as the peer took it in: the envelope's recipients and the parsed mail. */
export interface SmtpMessage {
  envelopeTo: string[];
  mail: ParsedMail;
}

/**
 * An in-process SMTP server on a free loopback port: login required (plain, no TLS, as a relay on a
 * private network), every recipient whose address starts with `refused` turned down with 550 the
 * way a server answers for a mailbox it does not have, and a parsed copy of every message kept.
 * Made first and listening later, like the HTTP peers, so a test file can hold it in a const.
 */
export function smtpPeer() {
  const messages: SmtpMessage[] = [];
  let port: number | undefined;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_LOGIN.user && auth.password === SMTP_LOGIN.pass) return callback(null, { user: SMTP_LOGIN.user });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refused')) {
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
  return {
    /** Every message accepted, oldest first. */
    messages,
    /** The messages whose envelope names `address`, exactly as the app wrote it. */
    messagesTo: (address: string) => messages.filter((m) => m.envelopeTo.includes(address)),
    /** An SMTP_URL for this peer; another password stands for a misconfigured app. */
    smtpUrl(pass = SMTP_LOGIN.pass) {
      if (port === undefined) throw new Error('the SMTP peer is not listening yet');
      return `smtp://${SMTP_LOGIN.user}:${pass}@127.0.0.1:${port}`;
    },
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.server.address() as AddressInfo).port;
    },
    reset() {
      messages.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
