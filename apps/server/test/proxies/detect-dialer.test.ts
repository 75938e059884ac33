import { describe, expect, it } from 'vitest';
import { dialEcho, firstIpv4, type DialOutcome } from '../../src/modules/proxies/detect/dialer.js';
import type { DialableProxy } from '../../src/modules/proxies/ports.js';
import { deadPort, httpProxyPeer, silentPeer } from '../peers/http-proxy-peer.js';
import { ipEchoPeer } from '../peers/ip-echo-peer.js';
import { LOOPBACK_TLS } from '../peers/loopback-tls.js';
import { socks5Peer } from '../peers/socks5-peer.js';
import { usePeer } from '../peers/use-peer.js';

/**
 * The dialer on its own (issue 17, decision 027): through real proxies on loopback — a SOCKS5
 * server with username/password, an HTTP proxy and an HTTPS proxy (TLS first) doing CONNECT — to
 * an IP echo over http:// and https://, and what each failure is called.
 */

const OUTBOUND = '203.0.113.7';
// Every character the credentials may hold, including the ones URLs and Basic auth treat specially.
const ODD_ACCOUNT = 'u!@#$%^&*();:.,/~+-_?<>[]=|{}';
const ODD_PASSWORD = 'p%41:/@x%';
// HTTP Basic credentials end the account at its first colon (RFC 7617): an HTTP proxy's account has none.
const ODD_HTTP_ACCOUNT = ODD_ACCOUNT.replace(':', '');
const USERS = { alice: 'Secret#1', [ODD_ACCOUNT]: ODD_PASSWORD, [ODD_HTTP_ACCOUNT]: ODD_PASSWORD };

const echo = usePeer(ipEchoPeer({ body: `${OUTBOUND}\n` }));
const tlsEcho = usePeer(ipEchoPeer({ body: OUTBOUND }, { tls: LOOPBACK_TLS }));
const socks = usePeer(socks5Peer(USERS));
const httpProxy = usePeer(httpProxyPeer(USERS));
const httpsProxy = usePeer(httpProxyPeer(USERS, { tls: LOOPBACK_TLS }));
const silent = usePeer(silentPeer());

const proxy = (protocol: DialableProxy['protocol'], port: number, over: Partial<DialableProxy> = {}): DialableProxy => ({
  id: 1,
  protocol,
  host: '127.0.0.1',
  port,
  account: 'alice',
  password: 'Secret#1',
  ...over,
});
const dial = (p: DialableProxy, url = echo.url, timeoutMs = 3000, ca?: string) => dialEcho(p, { url, timeoutMs, ...(ca ? { ca } : {}) });

const found = (ip = OUTBOUND): DialOutcome => ({ ok: true, ip });
const failed = (outcome: DialOutcome, reason: 'connect' | 'answer') => {
  expect(outcome.ok).toBe(false);
  if (outcome.ok) return '';
  expect(outcome.reason).toBe(reason);
  // What the logs get never holds the credentials.
  for (const secret of ['Secret#1', ODD_PASSWORD]) expect(outcome.cause).not.toContain(secret);
  return outcome.cause;
};

async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the first IPv4 of the echo answer', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['  8.8.8.8\r\n', '8.8.8.8'],
    ['{"ip":"81.2.69.160"}', '81.2.69.160'],
    ['ip=1.2.3.4.5 then 10.0.0.1', '10.0.0.1'],
    ['256.1.1.1', null],
    ['0.0.0.0', '0.0.0.0'],
    ['2001:db8::1', null],
    ['<html>no address</html>', null],
  ])('%j → %j', (text, ip) => {
    expect(firstIpv4(text)).toBe(ip);
  });
});

describe('SOCKS5 with username and password', () => {
  it('reaches the echo through the proxy and reads the outbound IP', async () => {
    expect(await dial(proxy('SOCKS5', socks.port))).toEqual(found());
    expect(socks.state.refused).toEqual([]);
    expect(socks.state.destinations).toEqual([new URL(echo.url).host]);
    expect(echo.state.requests).toBe(1);
  });

  it('sends credentials holding every allowed special character as they are', async () => {
    expect(await dial(proxy('SOCKS5', socks.port, { account: ODD_ACCOUNT, password: ODD_PASSWORD }))).toEqual(found());
    expect(socks.state.refused).toEqual([]);
  });

  it('calls a refused password a connection failure, and never reaches the echo', async () => {
    failed(await dial(proxy('SOCKS5', socks.port, { password: 'Wrong#1' })), 'connect');
    expect(socks.state.refused).toEqual(['alice']);
    expect(echo.state.requests).toBe(0);
  });

  it('reaches an https:// echo, checking its certificate', async () => {
    expect(await dial(proxy('SOCKS5', socks.port), tlsEcho.url, 3000, LOOPBACK_TLS.cert)).toEqual(found());
    // An echo whose certificate nobody vouches for is not believed.
    failed(await dial(proxy('SOCKS5', socks.port), tlsEcho.url), 'connect');
  });
});

describe('HTTP and HTTPS proxies (CONNECT)', () => {
  it('tunnels through an HTTP proxy with Basic credentials', async () => {
    expect(await dial(proxy('HTTP', httpProxy.port))).toEqual(found());
    expect(httpProxy.state.destinations).toEqual([new URL(echo.url).host]);
    expect(await dial(proxy('HTTP', httpProxy.port, { account: ODD_HTTP_ACCOUNT, password: ODD_PASSWORD }))).toEqual(found());
    expect(httpProxy.state.refused).toEqual([]);
  });

  it('tunnels to an https:// echo through an HTTP proxy', async () => {
    expect(await dial(proxy('HTTP', httpProxy.port), tlsEcho.url, 3000, LOOPBACK_TLS.cert)).toEqual(found());
  });

  it('speaks TLS to an HTTPS proxy before CONNECT', async () => {
    expect(await dial(proxy('HTTPS', httpsProxy.port), tlsEcho.url, 3000, LOOPBACK_TLS.cert)).toEqual(found());
    expect(await dial(proxy('HTTPS', httpsProxy.port))).toEqual(found());
    expect(httpsProxy.state.destinations).toHaveLength(2);
    // Plain HTTP to the TLS port goes nowhere.
    failed(await dial(proxy('HTTP', httpsProxy.port), echo.url, 1000), 'connect');
  });

  it('calls a 407 a connection failure, and never reaches the echo', async () => {
    const cause = failed(await dial(proxy('HTTP', httpProxy.port, { password: 'Wrong#1' })), 'connect');
    expect(cause).toContain('407');
    expect(httpProxy.state.refused).toEqual(['alice']);
    expect(echo.state.requests).toBe(0);
  });

  it('calls a target the proxy cannot reach a connection failure', async () => {
    const cause = failed(await dial(proxy('HTTP', httpProxy.port), `http://127.0.0.1:${await deadPort()}/ip`), 'connect');
    expect(cause).toContain('502');
  });
});

describe('dead and hanging proxies', () => {
  it.each(['SOCKS5', 'HTTP', 'HTTPS'] as const)('%s: a port nobody listens on is a connection failure', async (protocol) => {
    const cause = failed(await dial(proxy(protocol, await deadPort())), 'connect');
    expect(cause).toContain('ECONNREFUSED');
  });

  it.each(['SOCKS5', 'HTTP', 'HTTPS'] as const)(
    '%s: a proxy that accepts and never answers times out, and its connection is closed',
    async (protocol) => {
      const started = Date.now();
      expect(failed(await dial(proxy(protocol, silent.port), echo.url, 400), 'connect')).toBe('timed out');
      expect(Date.now() - started).toBeLessThan(2000);
      expect(silent.state.accepted).toBe(1);
      await until(() => silent.open === 0);
    },
  );

  it('a dial cancelled by its caller (the server closing) ends at once and closes its connection', async () => {
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 100);
    const outcome = await dialEcho(proxy('HTTP', silent.port), { url: echo.url, timeoutMs: 5000, signal: stop.signal });
    expect(failed(outcome, 'connect')).toBe('cancelled');
    await until(() => silent.open === 0);
  });

  it('an echo that never answers times out too', async () => {
    echo.state.answer = { body: OUTBOUND, hang: true };
    expect(failed(await dial(proxy('SOCKS5', socks.port), echo.url, 400), 'connect')).toBe('timed out');
    await until(() => socks.state.active === 0);
  });
});

describe('an echo that answers without an IPv4', () => {
  it('is a detection failure, not a connection failure', async () => {
    echo.state.answer = { body: 'rate limited, try later' };
    expect(failed(await dial(proxy('SOCKS5', socks.port)), 'answer')).toContain('no IPv4');
    echo.state.answer = { status: 503, body: OUTBOUND };
    expect(failed(await dial(proxy('HTTP', httpProxy.port)), 'answer')).toContain('503');
  });

  it('takes the first address of a long answer and reads no more than a few kilobytes', async () => {
    echo.state.answer = { body: `${'x'.repeat(100)} 198.51.100.9 ${'y'.repeat(100_000)}` };
    expect(await dial(proxy('SOCKS5', socks.port))).toEqual(found('198.51.100.9'));
    echo.state.answer = { body: `${'x'.repeat(100_000)} 198.51.100.9` };
    failed(await dial(proxy('SOCKS5', socks.port)), 'answer');
  });
});
