import WebSocket, { type RawData } from 'ws';
import { DeviceRefused, isH264, type DeviceFrame, type DeviceStream, type StreamOptions } from '../driver.js';
import { CLOSE_UNAUTHORIZED, DeviceHostError, fromErrorBody, MAX_MESSAGE_BYTES } from './protocol.js';
import { decodeStreamFrame, parseStreamDown, STREAM_MESSAGE, type StreamUp } from './stream-protocol.js';

export interface RemoteStreamOptions {
  /** The host's RPC endpoint (ws://host:port/device-host); streams live under it at `/stream`. */
  endpoint: string;
  token: string;
  ref: string;
  options: StreamOptions;
  timeoutMs: number;
  minBackoffMs: number;
  maxBackoffMs: number;
  log: { info(message: string): void; warn(message: string): void };
}

interface Shot {
  resolve(jpeg: Buffer): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
}

const toBuffer = (data: RawData) => (Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data));

/**
 * A stream of a device on a device host, over its own WebSocket (stream-protocol.ts). Opening
 * fails as openStream does locally (DeviceRefused with the host's reason). After a drop it
 * reconnects with backoff, at the current quality; input sent while disconnected is dropped (a
 * stale tap is worse than none), and screenshots in flight fail with offline.
 */
export async function openRemoteStream({
  endpoint,
  token,
  ref,
  options,
  timeoutMs,
  minBackoffMs,
  maxBackoffMs,
  log,
}: RemoteStreamOptions): Promise<DeviceStream> {
  let quality: StreamOptions = { maxSize: options.maxSize, fps: options.fps };
  const listeners = new Set<(frame: DeviceFrame) => void>();
  let last: DeviceFrame | null = null;
  let socket: WebSocket | null = null;
  let isClosed = false;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let nextShot = 0;
  const shots = new Map<number, Shot>();

  const offline = () => new DeviceRefused('offline');

  function url() {
    const u = new URL(endpoint);
    u.pathname = `${u.pathname.replace(/\/$/, '')}/stream`;
    u.searchParams.set('ref', ref);
    u.searchParams.set('maxSize', String(quality.maxSize));
    u.searchParams.set('fps', String(quality.fps));
    if (options.codec) u.searchParams.set('codec', options.codec);
    return u.toString();
  }

  function failShots() {
    for (const [id, shot] of shots) {
      shots.delete(id);
      clearTimeout(shot.timer);
      shot.reject(offline());
    }
  }

  function onBinary(data: RawData) {
    const decoded = decodeStreamFrame(toBuffer(data));
    if (!decoded) {
      log.warn('remote device stream: dropped a malformed frame');
      return;
    }
    if (decoded.kind === STREAM_MESSAGE.frame) {
      last = decoded.frame;
      for (const listener of [...listeners]) listener(decoded.frame);
      return;
    }
    const shot = shots.get(decoded.frame.seq);
    if (!shot) return;
    shots.delete(decoded.frame.seq);
    clearTimeout(shot.timer);
    if (!isH264(decoded.frame)) shot.resolve(decoded.frame.jpeg);
    else shot.reject(offline());
  }

  /** Opens the socket; resolves once the host's driver accepted the stream. */
  function connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url(), {
        headers: { authorization: `Bearer ${token}` },
        maxPayload: MAX_MESSAGE_BYTES,
        handshakeTimeout: timeoutMs,
      });
      let isSettled = false;
      const settle = (err?: Error) => {
        if (isSettled) return;
        isSettled = true;
        clearTimeout(deadline);
        if (err) reject(err);
        else resolve();
      };
      const deadline = setTimeout(() => {
        settle(offline());
        ws.terminate();
      }, timeoutMs);
      ws.on('message', (data, isBinary) => {
        if (isBinary) {
          if (ws === socket) onBinary(data);
          return;
        }
        const message = parseStreamDown(data.toString());
        if (!message) log.warn('remote device stream: dropped a malformed message');
        else if ('ready' in message) {
          if (isClosed) {
            ws.close(1000, 'stream closed');
            settle(offline());
            return;
          }
          socket = ws;
          attempt = 0;
          settle();
        } else if ('error' in message) settle(fromErrorBody(message.error));
        else {
          const shot = shots.get(message.screenshotError.id);
          if (!shot) return;
          shots.delete(message.screenshotError.id);
          clearTimeout(shot.timer);
          shot.reject(fromErrorBody(message.screenshotError.error));
        }
      });
      ws.on('error', (err) => {
        if (attempt === 0 && isSettled) log.warn(`remote device stream ${ref}: ${err.message}`);
      });
      ws.on('close', (code) => {
        settle(
          code === CLOSE_UNAUTHORIZED
            ? new DeviceHostError('unauthorized', 'the device host refused the token (DEVICE_HOST_TOKEN)')
            : offline(),
        );
        if (ws !== socket) return;
        socket = null;
        failShots();
        if (!isClosed) {
          log.warn(`remote device stream ${ref}: lost the connection (${code}); reconnecting`);
          scheduleReconnect();
        }
      });
    });
  }

  function scheduleReconnect() {
    if (isClosed || reconnectTimer) return;
    const base = Math.min(maxBackoffMs, minBackoffMs * 2 ** attempt);
    attempt += 1;
    reconnectTimer = setTimeout(
      () => {
        reconnectTimer = null;
        connect().catch(() => scheduleReconnect());
      },
      base / 2 + (Math.random() * base) / 2,
    );
    reconnectTimer.unref();
  }

  const send = (message: StreamUp) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  await connect();

  const stream: DeviceStream = {
    onFrame(listener) {
      listeners.add(listener);
      const current = last;
      // An H.264 listener joining mid-stream needs a key frame, which only the host can make.
      if (current && isH264(current)) stream.requestKeyFrame!();
      else if (current) queueMicrotask(() => listeners.has(listener) && listener(current));
      return () => listeners.delete(listener);
    },
    requestKeyFrame() {
      send({ keyFrame: true });
    },
    input(message) {
      if (message.type === 'quality') stream.setQuality(message);
      else if (message.type !== 'screenshot') send({ input: message });
    },
    setQuality(next) {
      quality = { maxSize: next.maxSize, fps: next.fps };
      send({ quality });
    },
    screenshot() {
      if (isClosed || socket?.readyState !== WebSocket.OPEN) return Promise.reject(offline());
      const id = (nextShot = (nextShot + 1) >>> 0);
      return new Promise<Buffer>((resolve, reject) => {
        const timer = setTimeout(() => {
          shots.delete(id);
          reject(offline());
        }, timeoutMs);
        shots.set(id, { resolve, reject, timer });
        send({ screenshot: id });
      });
    },
    close() {
      if (isClosed) return;
      isClosed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      failShots();
      listeners.clear();
      const ws = socket;
      socket = null;
      ws?.close(1000, 'stream closed');
    },
  };
  return stream;
}
