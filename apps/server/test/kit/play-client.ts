import {
  FRAME_HEADER_BYTES,
  FRAME_KIND,
  readFrameHeader,
  type FrameConfig,
  type FrameHeader,
  type GroupEvent,
  type StartPhoneResult,
  type StreamControl,
} from '@cloudphone/contract';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { createHarness, type Harness } from './harness.js';
import { bearer } from './members.js';

export interface ReceivedFrame extends FrameHeader {
  payload: Buffer;
  /** The CONFIG payload, parsed. */
  config?: FrameConfig;
}

/** What comes down as text: the play stream's control messages, and group control's events. */
type Control = StreamControl | GroupEvent;

export interface StreamClient {
  controls: Control[];
  frames: ReceivedFrame[];
  closed: Promise<{ code: number; reason: string }>;
  /** The first control message of that type (already received or the next one), or a rejection after `ms`. */
  next<T extends Control['type']>(type: T, ms?: number): Promise<Extract<Control, { type: T }>>;
  /** How the session started: its `ready`, or the `error` that refused it. */
  outcome(ms?: number): Promise<'ready' | 'error'>;
  /** The first frame from index `from` on that matches. */
  frame(match: (f: ReceivedFrame) => boolean, opts?: { from?: number; ms?: number }): Promise<ReceivedFrame>;
  send(message: unknown): void;
  sendRaw(text: string): void;
  close(): void;
}

/** POST startPhone as the holder of `token`. */
export const startPhone = (t: Harness, token: string, phoneId: unknown, lang = 'zh-CN') =>
  t.call<StartPhoneResult>({
    method: 'POST',
    url: '/app-api/infra/cacloud-resource/phone/startPhone',
    payload: { phoneId },
    headers: { ...bearer(token), 'accept-language': lang },
  });

/** Opens the stream websocket the way the browser does: `url` from startPhone, resolved against the server. */
export function openStream(baseUrl: string, url: string): StreamClient {
  const socket = new WebSocket(new URL(url, baseUrl.replace(/^http/, 'ws')));
  const controls: Control[] = [];
  const frames: ReceivedFrame[] = [];
  const listeners = new Set<() => void>();
  socket.on('message', (raw: Buffer, isBinary) => {
    if (isBinary) {
      const header = readFrameHeader(new DataView(raw.buffer, raw.byteOffset, FRAME_HEADER_BYTES));
      const payload = raw.subarray(FRAME_HEADER_BYTES);
      const config = header.kind === FRAME_KIND.config ? (JSON.parse(payload.toString()) as FrameConfig) : undefined;
      frames.push({ ...header, payload, ...(config ? { config } : {}) });
    } else {
      controls.push(JSON.parse(raw.toString()) as Control);
    }
    for (const listener of listeners) listener();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  socket.on('error', () => undefined);

  function waitFor<T>(find: () => T | undefined, ms: number, what: () => string): Promise<T> {
    const found = find();
    if (found !== undefined) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const check = () => {
        const hit = find();
        if (hit === undefined) return;
        clearTimeout(timer);
        listeners.delete(check);
        resolve(hit);
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`${what()} within ${ms} ms; controls ${JSON.stringify(controls)}`));
      }, ms);
      listeners.add(check);
    });
  }

  return {
    controls,
    frames,
    closed,
    next(type, ms = 5000) {
      return waitFor(
        () => controls.find((c) => c.type === type) as never,
        ms,
        () => `no ${type} message`,
      );
    },
    outcome(ms = 5000) {
      return waitFor(
        () => controls.find((c) => c.type === 'ready' || c.type === 'error')?.type as 'ready' | 'error' | undefined,
        ms,
        () => 'neither ready nor error',
      );
    },
    frame(match, { from = 0, ms = 5000 } = {}) {
      return waitFor(
        () => frames.slice(from).find(match),
        ms,
        () => `no matching frame among ${frames.length - from} (kinds ${frames.map((f) => `${f.kind}/${f.seq}`).join(',')})`,
      );
    },
    send(message) {
      socket.send(JSON.stringify(message));
    },
    sendRaw(text) {
      socket.send(text);
    },
    close: () => socket.close(),
  };
}

/**
 * A harness listening on a loopback port, as stream tests need (streams are real websockets):
 * `ready` hands it over once it listens; the stream clients pushed to the returned list are closed,
 * then the harness, after the file's tests.
 */
export function useStreamHarness(ready: (t: Harness, baseUrl: string) => void, env: Record<string, string> = {}): StreamClient[] {
  const open: StreamClient[] = [];
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await createHarness(env);
    ready(harness, await harness.app.listen({ host: '127.0.0.1', port: 0 }));
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await harness?.close();
  });
  return open;
}
