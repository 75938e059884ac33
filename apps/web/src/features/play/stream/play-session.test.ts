// @vitest-environment jsdom
import { FRAME_KIND, STREAM_CLOSE, writeFrameHeader, type StartPhoneResult } from '@cloudphone/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { PlaySession, type PlaySessionDeps } from './play-session';

/** A WebSocket the test drives: what the page sent, and server messages and closes on demand. */
class FakeSocket {
  static all: FakeSocket[] = [];
  binaryType = 'blob';
  readyState = 1;
  sent: unknown[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
  control(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  frame(kind: number, seq: number, payload: Uint8Array) {
    const buffer = new ArrayBuffer(16 + payload.length);
    writeFrameHeader(new DataView(buffer), { kind: kind as 1, flags: 0, seq, capturedAt: Date.now() });
    new Uint8Array(buffer, 16).set(payload);
    this.onmessage?.({ data: buffer });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
}

const TICKET: StartPhoneResult = { url: '/websocket/stream?ticket=t1', ticket: 't1', expiresAt: Date.now() + 60_000, viewOnly: false };
const json = (v: unknown) => new TextEncoder().encode(JSON.stringify(v));

function makeSession(overrides: Partial<PlaySessionDeps> = {}) {
  const reports: unknown[] = [];
  const screenshots: Blob[] = [];
  const deps: PlaySessionDeps = {
    phoneId: 7,
    canvas: document.createElement('canvas'),
    startPhone: vi.fn(async () => TICKET),
    reportError: (r) => reports.push(r),
    toSocketUrl: (url) => `ws://host${url}`,
    openSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    onScreenshot: (b) => screenshots.push(b),
    messageFor: (code) => `msg:${code}`,
    mode: 'auto',
    ...overrides,
  };
  const session = new PlaySession(deps);
  session.start();
  return { session, deps, reports, screenshots };
}

const socket = () => FakeSocket.all[FakeSocket.all.length - 1]!;

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a play session', () => {
  it('opens the ticket’s stream and goes live on ready, sending the quality it wants', async () => {
    const { session } = makeSession();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    expect(socket().url).toBe('ws://host/websocket/stream?ticket=t1');
    expect(session.state.phase).toBe('connecting');
    socket().control({ type: 'ready', viewOnly: false, idleMinutes: 10 });
    expect(session.state).toMatchObject({ phase: 'live', idleMinutes: 10, isViewOnly: false });
    expect(socket().sent).toEqual([{ type: 'quality', maxSize: 960, fps: 30, seq: 1 }]);
    session.close();
  });

  it('numbers input with an increasing seq', async () => {
    const { session } = makeSession();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    socket().control({ type: 'ready', viewOnly: false, idleMinutes: 10 });
    session.send({ type: 'touch', action: 'down', x: 0.5, y: 0.5, id: 0 });
    session.send({ type: 'key', key: 'home' });
    expect(socket().sent.slice(1)).toEqual([
      { type: 'touch', action: 'down', x: 0.5, y: 0.5, id: 0, seq: 2 },
      { type: 'key', key: 'home', seq: 3 },
    ]);
    session.close();
  });

  it('sends nothing but screenshots for a view-only grantee', async () => {
    const { session } = makeSession({ startPhone: async () => ({ ...TICKET, viewOnly: true }) });
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    socket().control({ type: 'ready', viewOnly: true, idleMinutes: 10 });
    expect(session.send({ type: 'key', key: 'home' })).toBe(false);
    expect(session.send({ type: 'screenshot' })).toBe(true);
    expect(socket().sent).toEqual([{ type: 'screenshot', seq: 1 }]);
    session.close();
  });

  it('shows the server’s error message and offers what its code calls for, without reconnecting', async () => {
    const { session, reports } = makeSession();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    socket().control({ type: 'error', code: 'occupied', msg: '当前设备已被其他用户占用' });
    socket().drop(STREAM_CLOSE.occupied);
    expect(session.state).toMatchObject({ phase: 'ended', error: { code: 'occupied', msg: '当前设备已被其他用户占用', action: 'back' } });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(reports).toEqual([]);
    session.close();
  });

  it('reconnects by itself with a new ticket after the socket drops, showing 网络异常 meanwhile, and reports it', async () => {
    const { session, deps, reports } = makeSession();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    socket().control({ type: 'ready', viewOnly: false, idleMinutes: 10 });
    socket().drop(1006);
    expect(session.state).toMatchObject({ phase: 'reconnecting', error: { code: 'network', msg: 'msg:network', action: 'auto' } });
    expect(reports).toEqual([{ phoneId: 7, code: 'network', detail: 'socket closed 1006' }]);
    await vi.advanceTimersByTimeAsync(1200);
    expect(deps.startPhone).toHaveBeenCalledTimes(2);
    expect(FakeSocket.all).toHaveLength(2);
    socket().control({ type: 'ready', viewOnly: false, idleMinutes: 10 });
    expect(session.state).toMatchObject({ phase: 'live', error: null });
    session.close();
  });

  it('takes an error from the close code when the message did not arrive', async () => {
    const { session } = makeSession();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    socket().drop(STREAM_CLOSE.idle);
    expect(session.state).toMatchObject({ phase: 'ended', error: { code: 'idle', msg: 'msg:idle', action: 'reconnect' } });
    session.reconnect();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    session.close();
  });

  it('shows a refused startPhone’s message (offline) and goes back rather than retrying', async () => {
    const { session } = makeSession({ startPhone: async () => Promise.reject(new ApiError('设备离线', { code: 1011004000 })) });
    await vi.waitFor(() => expect(session.state.phase).toBe('ended'));
    expect(session.state.error).toEqual({ code: 'offline', msg: '设备离线', action: 'back' });
    session.close();
  });

  it('hands a SCREENSHOT frame over as a JPEG and applies CONFIG frames', async () => {
    const { session, screenshots } = makeSession();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    socket().frame(FRAME_KIND.config, 0, json({ codec: 'jpeg', width: 720, height: 1280, rotation: 0 }));
    expect(session.state.display).toMatchObject({ shown: { width: 720, height: 1280 } });
    socket().frame(FRAME_KIND.screenshot, 0, new Uint8Array([0xff, 0xd8, 0xff]));
    expect(screenshots).toHaveLength(1);
    expect(screenshots[0]!.type).toBe('image/jpeg');
    session.close();
  });

  it('steps automatic quality down when frames keep being dropped', async () => {
    const { session } = makeSession();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    socket().control({ type: 'ready', viewOnly: false, idleMinutes: 10 });
    const meter = (session as unknown as { meter: { dropped(n: number): void } }).meter;
    meter.dropped(5);
    await vi.advanceTimersByTimeAsync(1000);
    meter.dropped(5);
    await vi.advanceTimersByTimeAsync(1000);
    expect(session.state.quality).toEqual({ maxSize: 720, fps: 25 });
    expect(socket().sent[socket().sent.length - 1]).toMatchObject({ type: 'quality', maxSize: 720, fps: 25 });
    session.close();
  });

  it('closes its socket and stops reconnecting when closed', async () => {
    const { session } = makeSession();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const open = socket();
    session.close();
    expect(open.readyState).toBe(3);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});

describe('hand-over (issue 16)', () => {
  it('lets the owner watching a grantee’s session take control, then send input', async () => {
    const { session } = makeSession({ startPhone: async () => ({ ...TICKET, viewOnly: false }) });
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    socket().control({ type: 'ready', viewOnly: true, idleMinutes: 10, handover: true });
    expect(session.state).toMatchObject({ phase: 'live', isViewOnly: true, handover: true });
    // Watching: input goes nowhere, taking control does.
    expect(session.send({ type: 'key', key: 'home' })).toBe(false);
    expect(session.takeControl()).toBe(true);
    expect(socket().sent).toEqual([{ type: 'take-control', seq: 1 }]);

    socket().control({ type: 'control-granted' });
    expect(session.state).toMatchObject({ isViewOnly: false, handover: false });
    // Controlling now: the quality it wants goes up, then input.
    expect(session.send({ type: 'key', key: 'home' })).toBe(true);
    expect(socket().sent.slice(1)).toEqual([
      { type: 'quality', maxSize: 960, fps: 30, seq: 2 },
      { type: 'key', key: 'home', seq: 3 },
    ]);
    expect(session.takeControl()).toBe(false);
    session.close();
  });

  it('offers no take-over on an ordinary session', async () => {
    const { session } = makeSession();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    socket().control({ type: 'ready', viewOnly: false, idleMinutes: 10 });
    expect(session.state.handover).toBe(false);
    expect(session.takeControl()).toBe(false);
    expect(socket().sent.map((m) => (m as { type: string }).type)).toEqual(['quality']);
    session.close();
  });

  it('turns the grantee’s session view-only with the owner’s message until control is handed back', async () => {
    const { session } = makeSession();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    socket().control({ type: 'ready', viewOnly: false, idleMinutes: 10 });
    socket().control({ type: 'control-taken', msg: '云机所有者已接管控制，您当前只能查看' });
    expect(session.state).toMatchObject({ phase: 'live', isViewOnly: true, controlTaken: '云机所有者已接管控制，您当前只能查看' });
    expect(session.send({ type: 'touch', action: 'down', x: 0.5, y: 0.5, id: 0 })).toBe(false);
    // The message stays while the owner has control.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(session.state.controlTaken).toBe('云机所有者已接管控制，您当前只能查看');

    socket().control({ type: 'control-returned', msg: '云机所有者已交还控制' });
    expect(session.state).toMatchObject({ isViewOnly: false, controlTaken: null, notice: '云机所有者已交还控制' });
    expect(session.send({ type: 'key', key: 'back' })).toBe(true);
    expect(socket().sent[socket().sent.length - 1]).toMatchObject({ type: 'key', key: 'back' });
    // The handing back is a passing notice.
    await vi.advanceTimersByTimeAsync(3000);
    expect(session.state.notice).toBeNull();
    session.close();
  });

  it('keeps a view-only grantee view-only when control is handed back', async () => {
    const { session } = makeSession({ startPhone: async () => ({ ...TICKET, viewOnly: true }) });
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    socket().control({ type: 'ready', viewOnly: true, idleMinutes: 10 });
    socket().control({ type: 'control-taken', msg: 'taken' });
    socket().control({ type: 'control-returned', msg: 'returned' });
    expect(session.state).toMatchObject({ isViewOnly: true, controlTaken: null });
    expect(session.send({ type: 'key', key: 'home' })).toBe(false);
    expect(socket().sent).toEqual([]);
    session.close();
  });
});
