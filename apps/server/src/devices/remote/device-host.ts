import { createHash, timingSafeEqual } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { redactUrl } from '../../infra/redact.js';
import type { DeviceDriver } from '../driver.js';
import {
  CLOSE_UNAUTHORIZED,
  DEVICE_HOST_PATH,
  DeviceHostError,
  describeIssues,
  isRpcMethod,
  MAX_MESSAGE_BYTES,
  PARAMS,
  PROTOCOL_VERSION,
  RequestSchema,
  toErrorBody,
} from './protocol.js';
import { serveStreams } from './stream-host.js';
import { serveTransfers } from './transfer-host.js';

export interface DeviceHostOptions {
  /** The driver that owns the devices (the simulator, later ADB). The host does not close it. */
  driver: DeviceDriver;
  /** Shared secret the control plane presents as `Authorization: Bearer` (or `?token=`). */
  token: string;
  host?: string;
  /** 0 picks a free port (tests). */
  port?: number;
  /** Fastify's logger options; off by default. */
  logger?: boolean | Exclude<FastifyServerOptions['logger'], boolean | undefined>;
  /** How often clients are pinged; one missed pong ends the connection. */
  heartbeatMs?: number;
}

export interface DeviceHost {
  /** ws://host:port/device-host */
  url: string;
  close(): Promise<void>;
}

/** A client reading too slowly to keep up with events is cut off rather than buffered forever. */
const MAX_BUFFERED_BYTES = 64 * 1024 * 1024;

const digest = (value: string) => createHash('sha256').update(value).digest();
/** Equal-length digests, so the comparison takes the same time whatever the token. */
const sameSecret = (given: string, expected: Buffer) => timingSafeEqual(digest(given), expected);

function presentedToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const bearer = header?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (bearer) return bearer.trim();
  const query = request.query as { token?: unknown };
  return typeof query.token === 'string' && query.token ? query.token : null;
}

/**
 * A device host: the wrapped driver reachable over one WebSocket per client at `/device-host`,
 * calls answered in any order, every driver event pushed to every client; a WebSocket per open
 * stream at `/device-host/stream` (stream-host.ts); one per install or file push at
 * `/device-host/transfer` (transfer-host.ts); `/healthz` for probes.
 */
export async function startDeviceHost({
  driver,
  token,
  host = '127.0.0.1',
  port = 0,
  logger = false,
  heartbeatMs = 30_000,
}: DeviceHostOptions): Promise<DeviceHost> {
  if (!token) throw new Error('startDeviceHost: a token is required');
  const expected = digest(token);

  const app = Fastify({
    // The token never reaches a log line, whether it came in the header or the query.
    logger: logger && {
      redact: ['req.headers.authorization'],
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
      },
      ...(logger === true ? {} : logger),
    },
  });
  const log: FastifyBaseLogger = app.log;
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });

  const clients = new Map<WebSocket, { alive: boolean }>();

  const send = (socket: WebSocket, message: unknown) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      log.warn('device host: a client is not reading; disconnecting it');
      socket.terminate();
      return;
    }
    socket.send(JSON.stringify(message));
  };

  const unsubscribe = driver.onEvent((event) => {
    for (const socket of clients.keys()) send(socket, { event });
  });

  async function handle(socket: WebSocket, data: RawData, isBinary: boolean) {
    let raw: unknown;
    try {
      if (isBinary) throw new Error('binary');
      raw = JSON.parse(data.toString());
    } catch {
      send(socket, { id: null, error: toErrorBody(new DeviceHostError('bad-request', 'a message must be JSON text')) });
      return;
    }
    const request = RequestSchema.safeParse(raw);
    if (!request.success) {
      const id = (raw as { id?: unknown } | null)?.id;
      const replyId = typeof id === 'number' && Number.isInteger(id) ? id : null;
      send(socket, { id: replyId, error: toErrorBody(new DeviceHostError('bad-request', describeIssues(request.error))) });
      return;
    }
    const { id, method } = request.data;
    if (!isRpcMethod(method)) {
      send(socket, { id, error: toErrorBody(new DeviceHostError('unknown-method', `no method ${method}`)) });
      return;
    }
    const params = PARAMS[method].safeParse(request.data.params);
    if (!params.success) {
      send(socket, { id, error: toErrorBody(new DeviceHostError('bad-request', `${method}: ${describeIssues(params.error)}`)) });
      return;
    }
    try {
      const call = driver[method] as (...args: unknown[]) => Promise<unknown>;
      const result = await call.apply(driver, params.data);
      send(socket, { id, result: result ?? null });
    } catch (err) {
      const body = toErrorBody(err);
      if (body.reason === 'internal') log.error({ err, method }, 'device host: driver call failed');
      send(socket, { id, error: body });
    }
  }

  const isAuthorized = (request: FastifyRequest) => {
    const presented = presentedToken(request);
    return presented !== null && sameSecret(presented, expected);
  };
  const streams = serveStreams({ app, driver, isAuthorized, log });
  const transfers = serveTransfers({ app, driver, isAuthorized, log });

  app.get(DEVICE_HOST_PATH, { websocket: true }, (socket, request) => {
    if (!isAuthorized(request)) {
      log.warn({ ip: request.ip }, 'device host: refused a client without the right token');
      socket.close(CLOSE_UNAUTHORIZED, 'unauthorized');
      return;
    }
    const client = { alive: true };
    clients.set(socket, client);
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('message', (data, isBinary) => void handle(socket, data, isBinary));
    socket.on('error', (err) => log.warn({ err }, 'device host: client socket error'));
    socket.on('close', () => clients.delete(socket));
    send(socket, { ready: { protocol: PROTOCOL_VERSION, kind: driver.kind } });
  });

  app.get('/healthz', async () => ({ status: 'ok', kind: driver.kind, clients: clients.size }));

  const heartbeat = setInterval(() => {
    for (const [socket, client] of clients) {
      if (!client.alive) {
        socket.terminate();
        continue;
      }
      client.alive = false;
      socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  await app.listen({ host, port });
  const address = app.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  let closing: Promise<void> | null = null;
  return {
    url: `ws://${urlHost}:${boundPort}${DEVICE_HOST_PATH}`,
    close() {
      closing ??= (async () => {
        clearInterval(heartbeat);
        unsubscribe();
        for (const socket of clients.keys()) socket.close(1001, 'device host shutting down');
        streams.close();
        transfers.close();
        // A client that does not answer the closing handshake must not hold the port.
        const straggler = setTimeout(() => {
          for (const socket of clients.keys()) socket.terminate();
          streams.terminate();
          transfers.terminate();
        }, 1000);
        straggler.unref();
        await app.close();
        clearTimeout(straggler);
      })();
      return closing;
    },
  };
}
