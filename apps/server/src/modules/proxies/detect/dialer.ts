import http from 'node:http';
import https from 'node:https';
import { checkServerIdentity } from 'node:tls';
import { HttpsProxyAgent, type HttpsProxyAgentOptions } from 'https-proxy-agent';
import { SocksProxyAgent } from 'socks-proxy-agent';
import type { DialableProxy } from '../ports.js';

/** What the echo may send before we stop reading: an IP is a few bytes, a page of HTML is not wanted. */
const ECHO_BODY_MAX = 4096;
/** A dotted quad standing alone (not part of a longer run of digits and dots). */
const IPV4_IN_TEXT = /(?<![\d.])(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?![\d.])/;

/**
 * Why a dial failed: `connect` — the proxy could not be reached, refused the credentials, could not
 * reach the echo, or something took too long; `answer` — the echo answered, but not with an IPv4.
 * `cause` is for the logs: a short description that never holds the credentials.
 */
export type DialOutcome = { ok: true; ip: string } | { ok: false; reason: 'connect' | 'answer'; cause: string };

export interface DialOptions {
  /** The IP-echo URL (http:// or https://); it answers the caller's IP as plain text. */
  url: string;
  /** The whole exchange — proxy connection, handshake and authentication, tunnel, TLS, answer — must end within this. */
  timeoutMs: number;
  /** Ends the dial early (the server is closing). */
  signal?: AbortSignal;
  /** Extra certificate authorities trusted for an https:// echo (tests); the system's otherwise. */
  ca?: string;
}

/** The first IPv4 address in the text, or null. */
export function firstIpv4(text: string): string | null {
  return IPV4_IN_TEXT.exec(text)?.[0] ?? null;
}

/**
 * Connects through the proxy to the IP-echo service and reads the outbound IP it reports
 * (decision 027). SOCKS5 goes through `socks-proxy-agent` (username/password, the proxy resolves
 * the echo's name), HTTP and HTTPS proxies through `https-proxy-agent` (a CONNECT tunnel; to an
 * HTTPS proxy over TLS first). One deadline covers every step, and every socket opened for the
 * dial is destroyed when it passes (or when `signal` aborts).
 */
export function dialEcho(proxy: DialableProxy, options: DialOptions): Promise<DialOutcome> {
  const target = new URL(options.url);
  // One controller per dial: the deadline and the caller's signal abort it, and both are let go
  // of when the dial ends (no timer or listener outlives it).
  const controller = new AbortController();
  const { signal } = controller;
  let timedOut = false;
  const deadline = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel, { once: true });
  if (options.signal?.aborted) cancel();
  const agent = agentFor(proxy, options.timeoutMs, signal);
  const client = target.protocol === 'https:' ? https : http;
  const secrets = [proxy.account, proxy.password].filter((s) => s.length > 0);

  return new Promise<DialOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: DialOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      options.signal?.removeEventListener('abort', cancel);
      req.destroy();
      agent.destroy();
      resolve(outcome);
    };
    const failed = (err: unknown, stage: 'connect' | 'answer') =>
      finish(
        signal.aborted
          ? { ok: false, reason: 'connect', cause: timedOut ? 'timed out' : 'cancelled' }
          : { ok: false, reason: stage, cause: describe(err, secrets) },
      );
    // Set by https-proxy-agent once the proxy has answered the CONNECT request.
    let tunnelStatus: number | undefined;
    let answered = false;

    const req = client.request(
      target,
      {
        agent,
        signal,
        headers: { accept: 'text/plain, */*', 'user-agent': 'cloudphone-proxy-detect/1', connection: 'close' },
        // The agents hand TLS to the echo a socket, not a host, so node would check the
        // certificate against "localhost": it must name the echo's host.
        checkServerIdentity: (_host, cert) => checkServerIdentity(target.hostname, cert),
        ...(options.ca ? { ca: options.ca } : {}),
      },
      (res) => {
        answered = true;
        // The agent replays a refused CONNECT's answer (407, 502, …) as if the echo had sent it.
        if (tunnelStatus !== undefined && tunnelStatus !== 200)
          return finish({ ok: false, reason: 'connect', cause: `proxy answered CONNECT with ${tunnelStatus}` });
        const status = res.statusCode ?? 0;
        if (status < 200 || status > 299) return finish({ ok: false, reason: 'answer', cause: `echo answered ${status}` });
        const chunks: Buffer[] = [];
        let size = 0;
        const settle = () => {
          const ip = firstIpv4(Buffer.concat(chunks).toString('latin1'));
          finish(ip ? { ok: true, ip } : { ok: false, reason: 'answer', cause: 'no IPv4 in the echo answer' });
        };
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= ECHO_BODY_MAX) settle();
        });
        res.on('end', settle);
        res.on('error', (err) => failed(err, 'answer'));
        res.on('close', () => {
          if (!res.complete) failed(new Error('echo answer cut short'), 'answer');
        });
      },
    );
    req.on('proxyConnect', (connect: { statusCode?: number }) => {
      tunnelStatus = connect.statusCode;
    });
    // Before an answer, whatever fails (refused, reset, authentication, TLS, deadline) is the connection.
    req.on('error', (err) => failed(err, 'connect'));
    // Closed with no error and no answer (an agent may destroy the request quietly): the same.
    req.on('close', () => {
      if (!answered) failed(new Error('closed before an answer'), 'connect');
    });
    req.end();
  });
}

function agentFor(proxy: DialableProxy, timeoutMs: number, signal: AbortSignal): http.Agent {
  if (proxy.protocol === 'SOCKS5') {
    // socks5h: the proxy resolves the echo's host name, as the phone's traffic will be.
    const url = new URL(`socks5h://${proxy.host}:${proxy.port}`);
    // Percent-encoded here and decoded by the agent: credentials may hold % : @ / and the like.
    url.username = encodeURIComponent(proxy.account);
    url.password = encodeURIComponent(proxy.password);
    // The agent's `timeout` bounds the SOCKS connection and handshake (it cannot take a signal).
    return new SocksProxyAgent(url, { timeout: timeoutMs });
  }
  // The credentials travel in a header, so that the proxy's URL (which the agent keeps and may
  // print under DEBUG) holds none. The signal destroys the socket to the proxy at the deadline,
  // also while the proxy has not answered the CONNECT yet.
  const basic = Buffer.from(`${proxy.account}:${proxy.password}`, 'utf8').toString('base64');
  const headers = { 'Proxy-Authorization': `Basic ${basic}` };
  const address = `${proxy.host}:${proxy.port}`;
  if (proxy.protocol === 'HTTP') return new HttpsProxyAgent(`http://${address}` as `http://${string}`, { headers, signal });
  // The hop to an HTTPS proxy (addressed by IP, rarely with a certificate for it) is encrypted
  // but not verified, as a plain HTTP proxy's is not either; the echo's certificate is (decision 027).
  // tls.connect takes the signal as net.connect does, though its options' type does not list it.
  const tlsOptions: HttpsProxyAgentOptions<`https://${string}`> & { signal: AbortSignal } = { headers, signal, rejectUnauthorized: false };
  return new HttpsProxyAgent(`https://${address}` as `https://${string}`, tlsOptions);
}

/** A short, credential-free description of a failure, for the logs. */
function describe(err: unknown, secrets: string[]): string {
  if (!(err instanceof Error)) return 'failed';
  const code = (err as NodeJS.ErrnoException).code;
  let text = code ? `${code}: ${err.message}` : err.message || err.name;
  for (const secret of secrets) text = text.split(secret).join('***');
  // Nothing that looks like a URL with user information survives either.
  return text.replace(/\/\/[^\s/@]*@/g, '//***@').slice(0, 200);
}
