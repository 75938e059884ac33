import { EventEmitter } from 'node:events';
import WebSocket from 'ws';
import { DeviceRefused, type DeviceDriver, type DeviceEvent, type DeviceStream } from '../driver.js';
import {
  CLOSE_PROTOCOL_MISMATCH,
  CLOSE_UNAUTHORIZED,
  DEVICE_HOST_PATH,
  DeviceHostError,
  describeIssues,
  fromErrorBody,
  MAX_MESSAGE_BYTES,
  parseHostMessage,
  PROTOCOL_VERSION,
  RESULTS,
  type RpcMethod,
} from './protocol.js';
import { describeRemoteHost, HOSTS_WAIT_MS } from './remote-hosts.js';
import { openRemoteStream } from './remote-stream.js';
import { sendContent } from './transfer-client.js';

export interface RemoteDriverOptions {
  /** The device host: ws(s):// or http(s)://, with or without the `/device-host` path. */
  url: string;
  token: string;
  /** How long a call may wait for a connection and its answer before DeviceRefused('offline'). */
  timeoutMs?: number;
  /** Reconnect delays double from min to max (with jitter) while the host stays unreachable. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** How often the host is pinged; a missed pong counts as a dropped connection. */
  heartbeatMs?: number;
  log?: { info(message: string): void; warn(message: string): void };
}

interface Pending {
  method: RpcMethod;
  resolve(value: unknown): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
}

interface Waiter {
  resolve(): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
}

const silent = { info: () => undefined, warn: () => undefined };

/** The host's endpoint from whatever form DEVICE_HOST_URL was given in. */
export function deviceHostEndpoint(url: string): string {
  const u = new URL(url);
  if (u.protocol === 'http:') u.protocol = 'ws:';
  if (u.protocol === 'https:') u.protocol = 'wss:';
  if (u.pathname === '/' || u.pathname === '') u.pathname = DEVICE_HOST_PATH;
  return u.toString();
}

/**
 * The DeviceDriver of a device host in another process (protocol.ts). Connects on first use and
 * stays connected, reconnecting with backoff after a drop. A call in flight when the connection
 * drops fails with DeviceRefused('offline') (its outcome is unknown; the reconciler's comparison
 * settles it); a call made while disconnected waits for the reconnect up to timeoutMs. Events
 * sent while disconnected are lost: the reconciler's periodic list() comparison covers them.
 */
export function createRemoteDriver({
  url,
  token,
  timeoutMs = 10_000,
  minBackoffMs = 200,
  maxBackoffMs = 10_000,
  heartbeatMs = 15_000,
  log = silent,
}: RemoteDriverOptions): DeviceDriver {
  const endpoint = deviceHostEndpoint(url);
  const events = new EventEmitter();
  events.setMaxListeners(0);

  let socket: WebSocket | null = null;
  let isReady = false;
  let isClosed = false;
  /** Set when the host refused us (token, protocol): calls fail with it at once until it accepts. */
  let refusal: DeviceHostError | null = null;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let nextId = 0;
  /** Epoch ms of the host's last message or pong (the operator console shows it). */
  let lastHeardAt: number | null = null;
  const pending = new Map<number, Pending>();
  const waiters = new Set<Waiter>();
  /** Open streams, each on its own socket (remote-stream.ts); closed with the driver. */
  const streams = new Set<DeviceStream>();

  const offline = () => new DeviceRefused('offline');

  function failPending(err: () => Error) {
    for (const [id, call] of pending) {
      pending.delete(id);
      clearTimeout(call.timer);
      call.reject(err());
    }
  }

  function failWaiters(err: () => Error) {
    for (const waiter of waiters) {
      waiters.delete(waiter);
      clearTimeout(waiter.timer);
      waiter.reject(err());
    }
  }

  function connect() {
    reconnectTimer = null;
    if (isClosed || socket) return;
    const ws = new WebSocket(endpoint, {
      headers: { authorization: `Bearer ${token}` },
      maxPayload: MAX_MESSAGE_BYTES,
      handshakeTimeout: timeoutMs,
    });
    socket = ws;
    let isAlive = true;
    ws.on('pong', () => {
      isAlive = true;
      lastHeardAt = Date.now();
    });
    ws.on('message', (data, isBinary) => {
      if (ws !== socket) return;
      lastHeardAt = Date.now();
      const message = isBinary ? null : parseHostMessage(data.toString());
      if (!message) {
        log.warn('remote device driver: dropped a malformed message from the device host');
        return;
      }
      if ('ready' in message) {
        if (message.ready.protocol !== PROTOCOL_VERSION) {
          refusal = new DeviceHostError('protocol', `device host speaks protocol ${message.ready.protocol}, not ${PROTOCOL_VERSION}`);
          ws.close(CLOSE_PROTOCOL_MISMATCH, 'protocol mismatch');
          return;
        }
        if (attempt > 0 || refusal) log.info(`remote device driver: connected to ${endpoint}`);
        isReady = true;
        refusal = null;
        attempt = 0;
        heartbeat = setInterval(() => {
          if (!isAlive) {
            log.warn('remote device driver: the device host stopped answering pings');
            ws.terminate();
            return;
          }
          isAlive = false;
          ws.ping();
        }, heartbeatMs);
        heartbeat.unref();
        for (const waiter of waiters) {
          waiters.delete(waiter);
          clearTimeout(waiter.timer);
          waiter.resolve();
        }
      } else if ('event' in message) {
        events.emit('event', message.event);
      } else if (message.id === null) {
        // The host could not read a request of ours: a bug on one side, nothing to correlate.
        log.warn(`remote device driver: the device host rejected a message: ${'error' in message ? message.error.message : ''}`);
      } else {
        const call = pending.get(message.id);
        if (!call) return; // answered after it timed out
        pending.delete(message.id);
        clearTimeout(call.timer);
        if ('error' in message) {
          call.reject(fromErrorBody(message.error));
          return;
        }
        const result = RESULTS[call.method].safeParse(message.result);
        if (result.success) call.resolve(call.method === 'release' ? undefined : result.data);
        else call.reject(new DeviceHostError('bad-response', `${call.method}: ${describeIssues(result.error)}`));
      }
    });
    ws.on('error', (err) => {
      // 'close' follows. Logged on the first failure only, not on every retry while the host is down.
      if (!isClosed && attempt === 0) log.warn(`remote device driver: ${endpoint}: ${err.message}`);
    });
    ws.on('close', (code) => {
      if (ws !== socket) return;
      socket = null;
      const wasReady = isReady;
      isReady = false;
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      if (code === CLOSE_UNAUTHORIZED) {
        refusal = new DeviceHostError('unauthorized', 'the device host refused the token (DEVICE_HOST_TOKEN)');
        log.warn(`remote device driver: ${refusal.message}`);
      }
      if (wasReady) log.warn(`remote device driver: lost the connection to ${endpoint} (${code}); reconnecting`);
      failPending(offline);
      if (refusal) failWaiters(() => refusal!);
      scheduleReconnect();
    });
  }

  function scheduleReconnect() {
    if (isClosed || reconnectTimer) return;
    const base = refusal ? maxBackoffMs : Math.min(maxBackoffMs, minBackoffMs * 2 ** attempt);
    attempt += 1;
    reconnectTimer = setTimeout(connect, base / 2 + (Math.random() * base) / 2);
    reconnectTimer.unref();
  }

  /** Resolves once the host has accepted us; fails with offline at the deadline. */
  function whenReady(deadline: number): Promise<void> {
    if (isClosed) return Promise.reject(offline());
    if (isReady) return Promise.resolve();
    if (refusal) return Promise.reject(refusal);
    if (!socket && !reconnectTimer) connect();
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        timer: setTimeout(() => {
          waiters.delete(waiter);
          reject(offline());
        }, deadline - Date.now()),
      };
      waiters.add(waiter);
    });
  }

  /** `waitMs`: how long it may wait for the connection and the answer (timeoutMs unless shorter). */
  async function call(method: RpcMethod, params: unknown[], waitMs = timeoutMs): Promise<unknown> {
    const deadline = Date.now() + waitMs;
    await whenReady(deadline);
    const ws = socket!;
    // JSON has no undefined: a trailing optional argument is left out, not sent as null.
    const args = [...params];
    while (args.length > 0 && args[args.length - 1] === undefined) args.pop();
    const id = ++nextId;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => {
          pending.delete(id);
          reject(offline());
        },
        Math.max(0, deadline - Date.now()),
      );
      pending.set(id, { method, resolve, reject, timer });
      ws.send(JSON.stringify({ id, method, params: args }), (err) => {
        const call = err && pending.get(id);
        if (!call) return;
        pending.delete(id);
        clearTimeout(call.timer);
        call.reject(offline());
      });
    });
  }

  /** One driver method as a call over the wire. */
  const rpc = <M extends RpcMethod>(method: M) => ((...params: unknown[]) => call(method, params)) as unknown as DeviceDriver[M];

  return {
    kind: 'remote',
    provision: rpc('provision'),
    release: rpc('release'),
    get: rpc('get'),
    list: rpc('list'),
    start: rpc('start'),
    enterDirectly: rpc('enterDirectly'),
    power: rpc('power'),
    customize: rpc('customize'),
    // The setting (its password included) goes to the host over the authenticated socket; it is never logged.
    setNetwork: rpc('setNetwork'),
    setDensity: rpc('setDensity'),
    clearFiles: rpc('clearFiles'),
    home: rpc('home'),
    uninstall: rpc('uninstall'),
    inject: rpc('inject'),
    // Asked for a page an operator is looking at: a host that does not answer soon is shown as off line.
    hosts: () =>
      describeRemoteHost(
        endpoint,
        () => lastHeardAt,
        () => call('hosts', [], Math.min(timeoutMs, HOSTS_WAIT_MS)) as Promise<never>,
      ),

    install: (ref, app, content, onProgress) =>
      isClosed
        ? Promise.reject(offline())
        : sendContent({ endpoint, token, timeoutMs, begin: { method: 'install', ref, app }, content, onProgress }),
    pushFile: (ref, path, content, onProgress) =>
      isClosed
        ? Promise.reject(offline())
        : sendContent({ endpoint, token, timeoutMs, begin: { method: 'pushFile', ref, path }, content, onProgress }),

    async openStream(ref, options) {
      if (isClosed) throw offline();
      const stream = await openRemoteStream({ endpoint, token, ref, options, timeoutMs, minBackoffMs, maxBackoffMs, log });
      if (!isClosed) {
        streams.add(stream);
        return { ...stream, close: () => (streams.delete(stream), stream.close()) };
      }
      stream.close();
      throw offline();
    },

    onEvent(listener: (event: DeviceEvent) => void) {
      events.on('event', listener);
      // Events only arrive over an open connection: listening is a reason to connect.
      if (!isClosed && !socket && !reconnectTimer) connect();
      return () => events.off('event', listener);
    },

    async close() {
      if (isClosed) return;
      isClosed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      if (heartbeat) clearInterval(heartbeat);
      reconnectTimer = heartbeat = null;
      failPending(offline);
      failWaiters(offline);
      for (const stream of streams) stream.close();
      streams.clear();
      events.removeAllListeners();
      const ws = socket;
      socket = null;
      isReady = false;
      if (!ws || ws.readyState === WebSocket.CLOSED) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          ws.terminate();
          resolve();
        }, 1000);
        ws.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
        if (ws.readyState === WebSocket.CONNECTING) ws.terminate();
        else ws.close(1000, 'driver closed');
      });
    },
  };
}
