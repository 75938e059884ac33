import { EventEmitter } from 'node:events';
import { FRAME_HEADER_BYTES, FRAME_KIND, readFrameHeader } from '@cloudphone/contract';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { DeviceDriver, DeviceFrame, DeviceStream } from '../../devices/driver.js';
import { fakeClock } from '../../infra/clock.js';
import { FRAME_HIGH_WATER_BYTES } from './frame-mux.js';
import { createPlaySession } from './play-session.js';

/** A socket whose queue the test controls: sends wait until `flush` calls their callbacks. */
function fakeSocket() {
  const socket = Object.assign(new EventEmitter(), {
    readyState: WebSocket.OPEN as number,
    bufferedAmount: 0,
    sent: [] as Array<Buffer | string>,
    callbacks: [] as Array<() => void>,
    send(data: Buffer | string, cb?: () => void) {
      socket.sent.push(data);
      if (cb) socket.callbacks.push(cb);
    },
    close() {
      socket.readyState = WebSocket.CLOSED;
    },
    ping() {},
    terminate() {},
    flush() {
      socket.bufferedAmount = 0;
      for (const cb of socket.callbacks.splice(0)) cb();
    },
  });
  return socket;
}

function fakeStream() {
  let listener: ((frame: DeviceFrame) => void) | null = null;
  const stream: DeviceStream & { emit(frame: DeviceFrame): void } = {
    onFrame: (l) => ((listener = l), () => (listener = null)),
    input: () => undefined,
    setQuality: () => undefined,
    screenshot: async () => Buffer.from([0xff, 0xd8]),
    close: () => undefined,
    emit: (frame) => listener?.(frame),
  };
  return stream;
}

const frame = (seq: number, width = 720, height = 1280): DeviceFrame => ({
  seq,
  capturedAt: seq,
  width,
  height,
  rotation: width > height ? 1 : 0,
  jpeg: Buffer.from([0xff, 0xd8, seq]),
});

const kinds = (sent: Array<Buffer | string>) =>
  sent
    .filter((m): m is Buffer => Buffer.isBuffer(m))
    .map((m) => {
      const h = readFrameHeader(new DataView(m.buffer, m.byteOffset, FRAME_HEADER_BYTES));
      return `${h.kind === FRAME_KIND.config ? 'config' : 'jpeg'}:${h.seq}`;
    });

describe('a play session under back-pressure', () => {
  it('keeps only the newest picture while the socket is backed up, and sends CONFIG before a new size', () => {
    const socket = fakeSocket();
    const stream = fakeStream();
    createPlaySession({
      socket: socket as unknown as WebSocket,
      stream,
      driver: {} as DeviceDriver,
      clock: fakeClock(),
      log: pino({ level: 'silent' }),
      memberId: 1,
      sessionId: 1,
      phoneId: 1,
      owlId: 'CP1',
      viewOnly: false,
      locale: 'zh-CN',
      idleMinutes: 10,
      lease: null,
      onEnd: () => undefined,
    });
    expect(JSON.parse(socket.sent[0] as string)).toMatchObject({ type: 'ready' });

    stream.emit(frame(1));
    socket.bufferedAmount = FRAME_HIGH_WATER_BYTES + 1;
    stream.emit(frame(2));
    stream.emit(frame(3, 1280, 720));
    stream.emit(frame(4, 1280, 720));
    expect(kinds(socket.sent)).toEqual(['config:1', 'jpeg:1']);

    socket.flush();
    // 2 and 3 were dropped; 4 goes out, preceded by the CONFIG of its new size.
    expect(kinds(socket.sent)).toEqual(['config:1', 'jpeg:1', 'config:4', 'jpeg:4']);
  });
});

describe('a play session whose control slot may have lapsed', () => {
  it('refuses input while the lease is fenced off, and applies it again once renewed', () => {
    const socket = fakeSocket();
    const applied: unknown[] = [];
    const stream = { ...fakeStream(), input: (input: unknown) => void applied.push(input) };
    let held = true;
    const session = createPlaySession({
      socket: socket as unknown as WebSocket,
      stream,
      driver: {} as DeviceDriver,
      clock: fakeClock(),
      log: pino({ level: 'silent' }),
      memberId: 1,
      sessionId: 1,
      phoneId: 1,
      owlId: 'CP1',
      viewOnly: false,
      locale: 'en-US',
      idleMinutes: 10,
      lease: { phoneId: 1, held: () => held, renew: async () => true, release: async () => undefined },
      onEnd: () => undefined,
    });
    const key = (seq: number) => Buffer.from(JSON.stringify({ type: 'key', key: 'home', seq }));
    held = false;
    session.onMessage(key(1), false);
    expect(applied).toEqual([]);
    expect(JSON.parse(socket.sent.at(-1) as string)).toEqual({
      type: 'refused',
      seq: 1,
      msg: 'The current device is occupied by another user, choose another',
    });
    held = true;
    session.onMessage(key(2), false);
    expect(applied).toEqual([{ type: 'key', key: 'home', seq: 2 }]);
  });
});
