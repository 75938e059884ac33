import http from 'node:http';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';

/** What the echo answers; tests set it, `reset()` puts the first one back. */
export interface EchoAnswer {
  /** Default 200. */
  status?: number;
  /** Default the IP the test wants seen as the proxy's outbound address. */
  body: string;
  /** Held this long before answering (to see how many detections run at once). */
  delayMs?: number;
  /** Never answers (a detection must time out). */
  hang?: boolean;
}

/**
 * The IP-echo service for the detection tests, on loopback: it answers every GET with the IP the
 * test chose, as plain text (everything arrives from 127.0.0.1, so the real caller's IP would tell
 * nothing). It counts the requests being answered at once, the bound that detection's concurrency
 * must keep. With `tls`, it serves https:// with that certificate.
 */
export function ipEchoPeer(firstAnswer: EchoAnswer, options: { tls?: { key: string; cert: string } } = {}) {
  const state = { answer: firstAnswer, requests: 0, active: 0, maxActive: 0 };
  const sockets = new Set<Socket>();
  let port: number | undefined;

  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const answer = state.answer;
    state.requests++;
    state.active++;
    state.maxActive = Math.max(state.maxActive, state.active);
    let open = true;
    res.on('close', () => {
      if (open) state.active--;
      open = false;
    });
    req.resume();
    if (answer.hang) return;
    const send = () => {
      res.writeHead(answer.status ?? 200, { 'content-type': 'text/plain' });
      res.end(answer.body);
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  };
  const server = options.tls ? https.createServer({ ...options.tls }, handle) : http.createServer(handle);
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  return {
    state,
    get url() {
      if (port === undefined) throw new Error('the echo peer is not listening yet');
      return `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}/ip`;
    },
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    },
    reset() {
      Object.assign(state, { answer: firstAnswer, requests: 0, active: 0, maxActive: 0 });
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type IpEchoPeer = ReturnType<typeof ipEchoPeer>;
