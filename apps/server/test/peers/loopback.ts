import http, { type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as a loopback peer received it, its body read in full. */
export interface PeerRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface LoopbackPeer {
  /** `http://127.0.0.1:<port>`, the base URL to hand to the client under test; known once listening. */
  readonly url: string;
  /** Every request received, oldest first, whatever the handler made of it. */
  requests: PeerRequest[];
  listen(): Promise<void>;
  close(): Promise<void>;
}

/**
 * An HTTP server on a free loopback port that stands in for a third-party API. It is made first and
 * listens later, so that a test file can hold it in a const and start it in beforeAll. The handler
 * gets each request once its body has arrived, and may leave it unanswered to play a peer that
 * hangs: `close()` drops open connections first, so such a request cannot keep the test run alive.
 */
export function loopback(handle: (req: PeerRequest, res: ServerResponse) => void): LoopbackPeer {
  const requests: PeerRequest[] = [];
  let port: number | undefined;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      // The base only lets URL parse the path and query; the host the client used is in headers.
      const url = new URL(req.url ?? '/', 'http://peer');
      const request = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(request);
      handle(request, res);
    });
  });
  return {
    get url() {
      if (port === undefined) throw new Error('the loopback peer is not listening yet');
      return `http://127.0.0.1:${port}`;
    },
    requests,
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A loopback peer with a script, for the APIs whose failures the tests provoke on purpose: the
 * handler answers as `state.answer` says and pushes what it accepted onto `received`; `reset()`
 * puts both back, so that each test starts from the first answer with nothing received.
 */
export function scriptedPeer<Received, Answer>(
  firstAnswer: Answer,
  handle: (req: PeerRequest, res: ServerResponse, received: Received[], answer: Answer) => void,
) {
  const received: Received[] = [];
  const state = { answer: firstAnswer };
  const server = loopback((req, res) => handle(req, res, received, state.answer));
  return Object.assign(server, {
    received,
    state,
    reset() {
      received.length = 0;
      state.answer = firstAnswer;
    },
  });
}
