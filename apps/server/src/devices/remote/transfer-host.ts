import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { DeviceContent, DeviceDriver, DeviceState, InstalledApp } from '../driver.js';
import { CLOSE_UNAUTHORIZED, DeviceHostError, describeIssues, toErrorBody } from './protocol.js';
import { DEVICE_HOST_TRANSFER_PATH, TransferBeginSchema, TransferEndSchema, type TransferBegin } from './transfer-protocol.js';

/** Progress goes to the client at most this often (and always at the end). */
const PROGRESS_EVERY_MS = 100;

export interface TransferHostOptions {
  app: FastifyInstance;
  driver: DeviceDriver;
  isAuthorized(request: FastifyRequest): boolean;
  log: FastifyBaseLogger;
}

const toBuffer = (data: RawData) => (Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data));

/** Serves `install` and `pushFile` of the wrapped driver at /device-host/transfer (transfer-protocol.ts). */
export function serveTransfers({ app, driver, isAuthorized, log }: TransferHostOptions) {
  const sockets = new Set<WebSocket>();
  const send = (socket: WebSocket, message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };

  /** Runs the driver call with the socket's bytes as its content; answers the result or the error and closes. */
  function run(socket: WebSocket, { begin, size, sha256 }: TransferBegin, body: Readable) {
    let opened = false;
    const content: DeviceContent = {
      size,
      sha256,
      async open() {
        if (opened) throw new DeviceHostError('bad-request', 'a transfer can be read once');
        opened = true;
        return body;
      },
    };
    let lastSent = 0;
    const onProgress = (fraction: number) => {
      const now = Date.now();
      if (now - lastSent < PROGRESS_EVERY_MS && fraction < 1) return;
      lastSent = now;
      send(socket, { progress: Math.min(1, Math.max(0, fraction)) });
    };
    const call: Promise<DeviceState> =
      begin.method === 'install'
        ? driver.install(begin.ref, begin.app as InstalledApp, content, onProgress)
        : driver.pushFile(begin.ref, begin.path, content, onProgress);
    call
      .then(
        (result) => send(socket, { result }),
        (err: unknown) => {
          const error = toErrorBody(err);
          if (error.reason === 'internal') log.error({ err, method: begin.method }, 'device host: transfer failed');
          send(socket, { error });
        },
      )
      .finally(() => {
        // Read (and drop) whatever is still coming, so the client's close is seen at once.
        body.destroy();
        socket.resume();
        socket.close(1000, 'done');
      });
  }

  app.get(DEVICE_HOST_TRANSFER_PATH, { websocket: true }, (socket, request) => {
    if (!isAuthorized(request)) {
      socket.close(CLOSE_UNAUTHORIZED, 'unauthorized');
      return;
    }
    sockets.add(socket);
    socket.on('error', (err) => log.warn({ err }, 'device host: transfer socket error'));
    // The bytes as the driver reads them: reading is paused while the driver is behind (TCP pushes back).
    const body = new Readable({ highWaterMark: 1024 * 1024, read: () => socket.resume() });
    socket.on('close', () => {
      sockets.delete(socket);
      body.destroy(new Error('the transfer connection closed'));
    });
    let begun = false;
    const refuse = (message: string) => {
      send(socket, { error: toErrorBody(new DeviceHostError('bad-request', message)) });
      socket.close(1008, 'bad request');
    };
    socket.on('message', (data, isBinary) => {
      if (begun && isBinary) {
        if (!body.destroyed && !body.push(toBuffer(data))) socket.pause();
        return;
      }
      let raw: unknown;
      try {
        if (isBinary) throw new Error('binary before begin');
        raw = JSON.parse(data.toString());
      } catch {
        refuse('a transfer starts with a JSON begin message');
        return;
      }
      if (begun) {
        if (TransferEndSchema.safeParse(raw).success) body.push(null);
        else refuse('only { end: true } may follow the bytes');
        return;
      }
      const begin = TransferBeginSchema.safeParse(raw);
      if (!begin.success) {
        refuse(describeIssues(begin.error));
        return;
      }
      begun = true;
      run(socket, begin.data, body);
    });
  });

  return {
    close() {
      for (const socket of sockets) socket.close(1001, 'device host shutting down');
    },
    terminate() {
      for (const socket of sockets) socket.terminate();
    },
  };
}
