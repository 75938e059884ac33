import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { DeviceDriver, DeviceFrame, DeviceStream } from '../driver.js';
import { createFrameGate } from '../frame-gate.js';
import { CLOSE_UNAUTHORIZED, DeviceHostError, describeIssues, toErrorBody } from './protocol.js';
import {
  DEVICE_HOST_STREAM_PATH,
  encodeStreamFrame,
  STREAM_MESSAGE,
  STREAM_PROTOCOL_VERSION,
  StreamOpenQuerySchema,
  StreamUpSchema,
} from './stream-protocol.js';

/** Past this much unsent data a frame waits, and only the latest waiting frame is sent. */
const MAX_STREAM_BUFFERED_BYTES = 1024 * 1024;
const DRAIN_POLL_MS = 20;

export interface StreamHostOptions {
  app: FastifyInstance;
  driver: DeviceDriver;
  isAuthorized(request: FastifyRequest): boolean;
  log: FastifyBaseLogger;
}

/** Serves `openStream` of the wrapped driver at /device-host/stream, one WebSocket per stream. */
export function serveStreams({ app, driver, isAuthorized, log }: StreamHostOptions) {
  const sockets = new Set<WebSocket>();

  const sendText = (socket: WebSocket, message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };

  /** Frames to one socket: while it is backed up the latest JPEG waits, and H.264 drops to the next key frame. */
  function frameSender(socket: WebSocket, stream: DeviceStream) {
    let waiting: DeviceFrame | null = null;
    let timer: NodeJS.Timeout | null = null;
    const gate = createFrameGate(() => stream.requestKeyFrame?.());
    const isBackedUp = () => socket.bufferedAmount > MAX_STREAM_BUFFERED_BYTES;
    const poll = () => {
      timer = null;
      if (socket.readyState !== socket.OPEN) return;
      if (isBackedUp()) {
        timer = setTimeout(poll, DRAIN_POLL_MS);
        timer.unref();
        return;
      }
      gate.drained();
      const frame = waiting;
      waiting = null;
      if (frame) socket.send(encodeStreamFrame(STREAM_MESSAGE.frame, frame));
    };
    return {
      send(frame: DeviceFrame) {
        if (socket.readyState !== socket.OPEN) return;
        const verdict = gate.admit(frame, isBackedUp());
        if (verdict === 'send') socket.send(encodeStreamFrame(STREAM_MESSAGE.frame, frame));
        else if (verdict === 'hold') waiting = frame;
        if (verdict !== 'send' && !timer) poll();
      },
      stop() {
        if (timer) clearTimeout(timer);
      },
    };
  }

  function handleUp(socket: WebSocket, stream: DeviceStream, data: RawData, isBinary: boolean) {
    let raw: unknown;
    try {
      if (isBinary) throw new Error('binary');
      raw = JSON.parse(data.toString());
    } catch {
      log.warn('device host: dropped a malformed stream message');
      return;
    }
    const message = StreamUpSchema.safeParse(raw);
    if (!message.success) {
      log.warn(`device host: dropped a stream message: ${describeIssues(message.error)}`);
      return;
    }
    const up = message.data;
    if ('input' in up) stream.input(up.input);
    else if ('quality' in up) stream.setQuality(up.quality);
    else if ('keyFrame' in up) stream.requestKeyFrame?.();
    else {
      const id = up.screenshot;
      stream.screenshot().then(
        (jpeg) => {
          if (socket.readyState !== socket.OPEN) return;
          socket.send(
            encodeStreamFrame(STREAM_MESSAGE.screenshot, { seq: id, capturedAt: Date.now(), width: 0, height: 0, rotation: 0, jpeg }),
          );
        },
        (err: unknown) => sendText(socket, { screenshotError: { id, error: toErrorBody(err) } }),
      );
    }
  }

  app.get(DEVICE_HOST_STREAM_PATH, { websocket: true }, async (socket, request) => {
    if (!isAuthorized(request)) {
      socket.close(CLOSE_UNAUTHORIZED, 'unauthorized');
      return;
    }
    const query = StreamOpenQuerySchema.safeParse(request.query);
    if (!query.success) {
      sendText(socket, { error: toErrorBody(new DeviceHostError('bad-request', describeIssues(query.error))) });
      socket.close(1008, 'bad request');
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', (err) => log.warn({ err }, 'device host: stream socket error'));
    const { ref, maxSize, fps, codec } = query.data;
    let stream: DeviceStream;
    try {
      stream = await driver.openStream(ref, { maxSize, fps, ...(codec ? { codec } : {}) });
    } catch (err) {
      const body = toErrorBody(err);
      if (body.reason === 'internal') log.error({ err, ref }, 'device host: openStream failed');
      sendText(socket, { error: body });
      socket.close(1000, 'refused');
      return;
    }
    if (socket.readyState !== socket.OPEN) {
      stream.close();
      return;
    }
    const sender = frameSender(socket, stream);
    socket.on('close', () => {
      sender.stop();
      stream.close();
    });
    socket.on('message', (data, isBinary) => handleUp(socket, stream, data, isBinary));
    sendText(socket, { ready: { protocol: STREAM_PROTOCOL_VERSION } });
    stream.onFrame((frame) => sender.send(frame));
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
