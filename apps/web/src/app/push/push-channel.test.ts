import { describe, expect, it, vi } from 'vitest';
import { createPushChannel, type SocketLike } from './push-channel';

class FakeSocket implements SocketLike {
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  closedWith: number | undefined;
  constructor(readonly url: string) {}
  close(code?: number) {
    this.closedWith = code;
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  serverClose(code: number) {
    this.onclose?.({ code });
  }
}

function setup({ token = 't1' as string | null, refreshOk = true } = {}) {
  const state = { token };
  const sockets: FakeSocket[] = [];
  const timers: Array<{ fn: () => void; ms: number; cancelled: boolean }> = [];
  const deps = {
    url: (t: string) => `ws://host/websocket/infra/ws?token=${t}`,
    getToken: () => state.token,
    createSocket: (url: string) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    schedule: (fn: () => void, ms: number) => {
      const timer = { fn, ms, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    onOccupied: vi.fn(),
    onDisabled: vi.fn(),
    onMemberPush: vi.fn(),
    onUnauthorized: vi.fn(async () => {
      if (refreshOk) state.token = 't2';
      return refreshOk;
    }),
    onOpenChange: vi.fn(),
    onOther: vi.fn(),
  };
  const channel = createPushChannel(deps);
  return { channel, deps, sockets, timers, state };
}

describe('push channel', () => {
  it('connects with the token and reports the open state on ready', () => {
    const { channel, sockets, deps } = setup();
    channel.start();
    channel.start(); // idempotent
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.url).toBe('ws://host/websocket/infra/ws?token=t1');
    sockets[0]?.receive({ type: 'ready' });
    expect(deps.onOpenChange).toHaveBeenLastCalledWith(true);
  });

  it('does not connect without a token', () => {
    const { channel, sockets } = setup({ token: null });
    channel.start();
    expect(sockets).toHaveLength(0);
  });

  it('reconnects 5000 ms after an ordinary close', () => {
    const { channel, sockets, timers } = setup();
    channel.start();
    sockets[0]?.serverClose(1006);
    expect(timers).toHaveLength(1);
    expect(timers[0]?.ms).toBe(5000);
    timers[0]?.fn();
    expect(sockets).toHaveLength(2);
  });

  it('LOGIN_OCCUPIED: reports once with the message and never reconnects', () => {
    const { channel, sockets, timers, deps } = setup();
    channel.start();
    sockets[0]?.receive({ type: 'LOGIN_OCCUPIED', msg: '您的账号已在其他设备登录' });
    sockets[0]?.serverClose(4001);
    expect(deps.onOccupied).toHaveBeenCalledTimes(1);
    expect(deps.onOccupied).toHaveBeenCalledWith('您的账号已在其他设备登录');
    expect(timers).toHaveLength(0);
    channel.start();
    expect(sockets).toHaveLength(1);
  });

  it('close code 4001 alone also means occupied', () => {
    const { channel, sockets, deps, timers } = setup();
    channel.start();
    sockets[0]?.serverClose(4001);
    expect(deps.onOccupied).toHaveBeenCalledWith(undefined);
    expect(timers).toHaveLength(0);
  });

  it('a kick passes on the message the server sent before closing', () => {
    const { channel, sockets, deps } = setup();
    channel.start();
    sockets[0]?.receive({ type: 'error', code: 'loginOccupied', msg: 'Signed in elsewhere' });
    sockets[0]?.serverClose(4001);
    expect(deps.onOccupied).toHaveBeenCalledWith('Signed in elsewhere');
  });

  it('4003: a disabled account ends the session once with the message, without refreshing or reconnecting', () => {
    const { channel, sockets, deps, timers } = setup();
    channel.start();
    sockets[0]?.receive({ type: 'error', code: 'accountDisabled', msg: '该账号已被禁用' });
    sockets[0]?.serverClose(4003);
    expect(deps.onDisabled).toHaveBeenCalledTimes(1);
    expect(deps.onDisabled).toHaveBeenCalledWith('该账号已被禁用');
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
    expect(timers).toHaveLength(0);
    channel.start();
    expect(sockets).toHaveLength(1);
  });

  it('member-push is passed on', () => {
    const { channel, sockets, deps } = setup();
    channel.start();
    sockets[0]?.receive({ type: 'member-push', msg: 'device taken' });
    expect(deps.onMemberPush).toHaveBeenCalledWith('device taken');
  });

  it('passes the features their messages, read against the contract, and drops pongs and unknown or malformed ones', () => {
    const { channel, sockets, deps } = setup();
    channel.start();
    const status = { type: 'phone-status', data: { phoneId: 7, status: 2, powerOn: true } };
    sockets[0]?.receive(status);
    sockets[0]?.receive({ type: 'pong' });
    sockets[0]?.receive({ data: 1 });
    sockets[0]?.receive(null);
    sockets[0]?.receive({ type: 'notice', data: { phoneId: 1, status: 1 } });
    sockets[0]?.receive({ type: 'phone-status', data: { phoneId: '1', status: 1, powerOn: true } });
    sockets[0]?.receive({ type: 'upload-progress', data: { recordId: 7, phoneId: 3 } });
    sockets[0]?.receive({ type: 'member-push' });
    sockets[0]?.onmessage?.({ data: 'not json' });
    expect(deps.onOther).toHaveBeenCalledTimes(1);
    expect(deps.onOther).toHaveBeenCalledWith(status);
    expect(deps.onMemberPush).not.toHaveBeenCalled();
  });

  it('4401: refreshes the token and reconnects with the new one, once', async () => {
    const { channel, sockets, deps } = setup();
    channel.start();
    sockets[0]?.serverClose(4401);
    await vi.waitFor(() => expect(sockets).toHaveLength(2));
    expect(sockets[1]?.url).toContain('token=t2');
    sockets[1]?.serverClose(4401); // refused again before any ready: give up
    await Promise.resolve();
    expect(deps.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(2);
  });

  it('stop closes the socket and cancels a pending reconnect', () => {
    const { channel, sockets, timers } = setup();
    channel.start();
    sockets[0]?.serverClose(1006);
    channel.stop();
    expect(timers[0]?.cancelled).toBe(true);
    channel.start();
    sockets[1]?.serverClose(1000);
    channel.stop();
    expect(sockets).toHaveLength(2);
  });
});
