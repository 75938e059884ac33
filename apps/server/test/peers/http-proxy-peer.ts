import http from 'node:http';
import https from 'node:https';
import net, { type AddressInfo, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { freshProxyState } from './socks5-peer.js';

/**
 * An HTTP proxy on loopback that tunnels CONNECT requests (RFC 9110 §9.3.6), with Basic
 * Proxy-Authorization against `users`: a wrong or missing one gets 407, a target that refuses gets
 * 502. With `tls` it is an HTTPS proxy: the client speaks TLS to it before CONNECT.
 */
export function httpProxyPeer(users: Record<string, string>, options: { tls?: { key: string; cert: string } } = {}) {
  const state = freshProxyState();
  const sockets = new Set<Socket | Duplex>();
  let port: number | undefined;
  const track = (socket: Socket | Duplex) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  const refuse = (req: http.IncomingMessage, res: http.ServerResponse) => {
    req.resume();
    res.writeHead(405, { 'content-type': 'text/plain' }).end('CONNECT only');
  };
  const server = options.tls ? https.createServer({ ...options.tls }, refuse) : http.createServer(refuse);
  server.on('connection', (socket: Socket) => {
    state.connections++;
    track(socket);
  });
  server.on('connect', (req: http.IncomingMessage, client: Duplex, head: Buffer) => {
    track(client);
    client.on('error', () => undefined);
    const [scheme, encoded] = (req.headers['proxy-authorization'] ?? '').split(' ');
    const decoded = scheme === 'Basic' && encoded ? Buffer.from(encoded, 'base64').toString('utf8') : '';
    const colon = decoded.indexOf(':');
    const account = colon > 0 ? decoded.slice(0, colon) : decoded;
    const password = colon > 0 ? decoded.slice(colon + 1) : '';
    if (!Object.prototype.hasOwnProperty.call(users, account) || users[account] !== password) {
      state.refused.push(account);
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="test"\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const url = new URL(`http://${req.url ?? ''}`);
    state.destinations.push(`${url.hostname}:${url.port}`);
    const upstream = net.connect(Number(url.port), url.hostname);
    track(upstream);
    upstream.once('error', () => client.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n'));
    upstream.once('connect', () => {
      state.active++;
      state.maxActive = Math.max(state.maxActive, state.active);
      upstream.once('close', () => state.active--);
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client).pipe(upstream);
      client.once('close', () => upstream.destroy());
    });
  });

  return {
    state,
    get port() {
      if (port === undefined) throw new Error('the HTTP proxy peer is not listening yet');
      return port;
    },
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    },
    reset() {
      Object.assign(state, freshProxyState());
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type HttpProxyPeer = ReturnType<typeof httpProxyPeer>;

/**
 * A TCP server that accepts connections and never says a word: a proxy (or echo) that hangs, for
 * the timeouts. `open` is how many of its connections are still open, so a test can see that the
 * client gave up and closed them.
 */
export function silentPeer() {
  const sockets = new Set<Socket>();
  const state = { accepted: 0 };
  let port: number | undefined;
  const server = net.createServer((socket) => {
    state.accepted++;
    sockets.add(socket);
    socket.on('error', () => undefined);
    // Read (and drop) what arrives, or the client's close would never be noticed.
    socket.resume();
    socket.once('close', () => sockets.delete(socket));
  });
  return {
    state,
    get open() {
      return sockets.size;
    },
    get port() {
      if (port === undefined) throw new Error('the silent peer is not listening yet');
      return port;
    },
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    },
    reset() {
      state.accepted = 0;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback port with nothing listening on it (a dead proxy): taken, then freed. */
export async function deadPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
