import { PHONE_STATUS } from '@cloudphone/contract';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { fakeClock } from '../../infra/clock.js';
import { DeviceRefused, type DeviceDriver, type DeviceEvent, type DeviceState } from '../driver.js';
import { memorySimStore } from '../simulator/memory-store.js';
import { createSimulator, OPERATION_MINUTES } from '../simulator/simulator.js';
import { startDeviceHost, type DeviceHost } from './device-host.js';
import { CLOSE_UNAUTHORIZED, DeviceHostError } from './protocol.js';
import { createRemoteDriver, type RemoteDriverOptions } from './remote-driver.js';

const TOKEN = 'device-host-test-token';
const SPEED = 60;
const SPEC = { androidVersion: '10', chip: 'Orion865' };

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Lets a test hold one `home` call on the host until it says so. */
function gate() {
  let entered!: () => void;
  let release!: () => void;
  const hasEntered = new Promise<void>((resolve) => (entered = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  return { hasEntered, released, entered, release };
}

async function setup(options: Partial<RemoteDriverOptions> = {}) {
  const clock = fakeClock();
  const sim = createSimulator({ store: memorySimStore(), clock, speed: SPEED, tickMs: 0 });
  let held: ReturnType<typeof gate> | null = null;
  const driver: DeviceDriver = {
    ...sim,
    async home(ref) {
      const g = held;
      if (g) {
        g.entered();
        await g.released;
      }
      return sim.home(ref);
    },
  };
  const start = (port = 0) => startDeviceHost({ driver, token: TOKEN, port });
  let host: DeviceHost = await start();
  const remote = createRemoteDriver({ url: host.url, token: TOKEN, timeoutMs: 3000, minBackoffMs: 20, maxBackoffMs: 200, ...options });
  const events: DeviceEvent[] = [];
  remote.onEvent((e) => events.push(e));
  cleanups.push(() => sim.close());
  cleanups.push(() => host.close());
  cleanups.push(() => remote.close());
  return {
    clock,
    sim,
    remote,
    events,
    host: () => host,
    hold: () => (held = gate()),
    /** Starts a new host on the port of the current one (which must be closed). */
    async restart() {
      host = await start(Number(new URL(host.url).port));
    },
  };
}

/** Resolves with the first event that matches, already received or still to come. */
async function nextEvent(events: DeviceEvent[], match: (e: DeviceEvent) => boolean, ms = 3000): Promise<DeviceEvent> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = events.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching event within ${ms} ms; got ${events.length}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function refusal(promise: Promise<unknown>): Promise<DeviceRefused> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DeviceRefused);
  return err as DeviceRefused;
}

/** A raw client of the host: what it receives, and how the connection ended. */
function rawClient(url: string, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) {
  const socket = new WebSocket(url, { headers });
  const messages: Array<Record<string, unknown>> = [];
  socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as Record<string, unknown>));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = async (match: (m: Record<string, unknown>) => boolean) => {
    const deadline = Date.now() + 3000;
    while (Date.now() < deadline) {
      const found = messages.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no matching message; got ${JSON.stringify(messages)}`);
  };
  cleanups.push(async () => socket.terminate());
  return { socket, messages, closed, opened, next };
}

describe('remote device driver over a device host', () => {
  it('runs a reboot on the host and delivers its end as an event over the socket', async () => {
    const { clock, sim, remote, events } = await setup();
    expect(remote.kind).toBe('remote');
    const phone = await remote.provision(SPEC);
    expect(phone).toMatchObject({ ...SPEC, status: PHONE_STATUS.running, online: true });
    expect(await remote.get(phone.ref)).toEqual(phone);

    const started = await remote.start(phone.ref, 'reboot');
    expect(started.status).toBe(PHONE_STATUS.restarting);
    clock.advance((OPERATION_MINUTES.reboot * 60_000) / SPEED);
    expect(await sim.tick()).toBe(1);

    const ended = await nextEvent(events, (e) => e.finished?.id === started.operation?.id);
    expect(ended.finished).toEqual({ id: started.operation!.id, kind: 'reboot', ok: true });
    expect(ended.state.status).toBe(PHONE_STATUS.running);
    expect((await remote.get(phone.ref))?.status).toBe(PHONE_STATUS.running);
  });

  it('carries every method and its arguments', async () => {
    const { remote } = await setup();
    const phone = await remote.provision(SPEC, { brand: 'Xiaomi', model: 'M2011K2C' });
    expect(phone.profile).toMatchObject({ brand: 'Xiaomi', model: 'M2011K2C' });
    expect((await remote.customize(phone.ref, { city: 'Hangzhou' })).profile.city).toBe('Hangzhou');
    expect((await remote.setDensity(phone.ref, 480)).dpi).toBe(480);
    expect((await remote.power(phone.ref, false)).powerOn).toBe(false);
    expect((await remote.clearFiles(phone.ref)).files).toEqual([]);
    expect((await remote.home(phone.ref)).version).toBeGreaterThan(phone.version);
    await remote.inject(phone.ref, { kind: 'fail-next', operation: 'reset' });
    await remote.start(phone.ref, 'reset');
    expect((await remote.inject(phone.ref, { kind: 'offline' })).online).toBe(false);
    expect((await remote.inject(phone.ref, { kind: 'recover' })).online).toBe(true);
    expect((await remote.acknowledge(phone.ref)).status).toBe(PHONE_STATUS.running);
    const second = await remote.provision(SPEC);
    const refs = [phone.ref, second.ref].sort();
    expect((await remote.list(null, 10)).map((s: DeviceState) => s.ref)).toEqual(refs);
    expect((await remote.list(refs[0]!, 10)).map((s: DeviceState) => s.ref)).toEqual([refs[1]]);
    await expect(remote.release(second.ref)).resolves.toBeUndefined();
    expect(await remote.get(second.ref)).toBeNull();
  });

  it('brings a refusal across the wire as a DeviceRefused with its reason and status', async () => {
    const { remote } = await setup();
    const phone = await remote.provision(SPEC);
    await remote.start(phone.ref, 'reboot');

    const busy = await refusal(remote.power(phone.ref, false));
    expect(busy.reason).toBe('busy');
    expect(busy.status).toBe(PHONE_STATUS.restarting);

    expect((await refusal(remote.home('CPNOSUCHPHONE'))).reason).toBe('unknown-device');
    expect((await refusal(remote.start(phone.ref, 'migrate', { backupId: 'none' }))).reason).toBe('no-backup');
  });

  it('refuses a client without the right token with close code 4401', async () => {
    const { host, remote } = await setup();
    const wrong = rawClient(host().url, { authorization: 'Bearer not-the-token' });
    expect(await wrong.closed).toBe(CLOSE_UNAUTHORIZED);
    expect(wrong.messages).toEqual([]);
    expect(await rawClient(host().url, {}).closed).toBe(CLOSE_UNAUTHORIZED);

    // The token may also come in the query, as browsers cannot set headers on a WebSocket.
    const byQuery = rawClient(`${host().url}?token=${TOKEN}`, {});
    expect(await byQuery.next((m) => 'ready' in m)).toEqual({ ready: { protocol: 1, kind: 'simulator' } });

    const impostor = createRemoteDriver({ url: host().url, token: 'not-the-token', timeoutMs: 3000 });
    cleanups.push(() => impostor.close());
    const err = await impostor.list(null, 10).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DeviceHostError);
    expect((err as DeviceHostError).reason).toBe('unauthorized');
    // The right token still works beside it.
    expect(await remote.list(null, 10)).toEqual([]);
  });

  it('fails a call in flight with offline when the host stops, and reconnects to a restarted host', async () => {
    const { clock, sim, remote, events, host, hold, restart } = await setup();
    const phone = await remote.provision(SPEC);

    const held = hold();
    const inFlight = remote.home(phone.ref);
    await held.hasEntered;
    await host().close();
    expect((await refusal(inFlight)).reason).toBe('offline');
    held.release();

    // Made while the host is down: waits for the reconnect instead of failing.
    const waiting = remote.power(phone.ref, false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await restart();
    expect((await waiting).powerOn).toBe(false);

    // Events flow again to the listener registered before the drop.
    const started = await remote.start(phone.ref, 'reboot');
    clock.advance((OPERATION_MINUTES.reboot * 60_000) / SPEED);
    await sim.tick();
    const ended = await nextEvent(events, (e) => e.finished?.id === started.operation?.id);
    expect(ended.state.powerOn).toBe(true);
  });

  it('fails a call with offline when the host stays unreachable past the timeout', async () => {
    const { remote, host } = await setup({ timeoutMs: 300 });
    await remote.list(null, 1);
    await host().close();
    await new Promise((resolve) => setTimeout(resolve, 100)); // the driver has seen the drop
    const began = Date.now();
    expect((await refusal(remote.list(null, 1))).reason).toBe('offline');
    expect(Date.now() - began).toBeGreaterThanOrEqual(250);
  });

  it('answers malformed requests with an error and keeps serving the connection', async () => {
    const { host } = await setup();
    const client = rawClient(host().url);
    await client.next((m) => 'ready' in m);
    const { socket } = client;

    socket.send('not json');
    expect(await client.next((m) => m.id === null)).toMatchObject({ id: null, error: { reason: 'bad-request' } });
    socket.send(JSON.stringify({ id: 1, method: 'power', params: ['CP1', 'yes'] }));
    expect(await client.next((m) => m.id === 1)).toMatchObject({ error: { reason: 'bad-request' } });
    socket.send(JSON.stringify({ id: 2, method: 'explode', params: [] }));
    expect(await client.next((m) => m.id === 2)).toMatchObject({ error: { reason: 'unknown-method' } });
    socket.send(JSON.stringify({ id: 3, method: 'constructor', params: [] }));
    expect(await client.next((m) => m.id === 3)).toMatchObject({ error: { reason: 'unknown-method' } });
    socket.send(JSON.stringify({ id: 4, method: 'list' }));
    expect(await client.next((m) => m.id === 4)).toMatchObject({ error: { reason: 'bad-request' } });
    socket.send(JSON.stringify({ id: 5, method: 'inject', params: ['CP1', { kind: 'meltdown' }] }));
    expect(await client.next((m) => m.id === 5)).toMatchObject({ error: { reason: 'bad-request' } });
    socket.send(Buffer.from([1, 2, 3]), { binary: true });
    socket.send(JSON.stringify({ id: 6, method: 'list', params: [null, 10] }));
    expect(await client.next((m) => m.id === 6)).toEqual({ id: 6, result: [] });
    expect(client.messages.filter((m) => m.id === null)).toHaveLength(2);
  });

  it('answers /healthz', async () => {
    const { host } = await setup();
    const res = await fetch(
      host()
        .url.replace(/^ws/, 'http')
        .replace(/\/device-host$/, '/healthz'),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', kind: 'simulator' });
  });
});

describe('remote device driver against a misbehaving host', () => {
  it('drops malformed messages and rejects an answer of the wrong shape', async () => {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    const event = { ref: 'CP1', state: { ref: 'CP1' } };
    server.on('connection', (socket) => {
      socket.send(JSON.stringify({ ready: { protocol: 1, kind: 'fake' } }));
      socket.send('garbage');
      socket.send(JSON.stringify({ event }));
      socket.send(JSON.stringify({ id: 999, result: null }));
      socket.on('message', (data) => {
        const { id } = JSON.parse(data.toString()) as { id: number };
        socket.send(JSON.stringify({ id, result: { not: 'a device' } }));
      });
    });
    const { port } = server.address() as { port: number };
    const warnings: string[] = [];
    const remote = createRemoteDriver({
      url: `http://127.0.0.1:${port}`,
      token: TOKEN,
      timeoutMs: 2000,
      log: { info: () => undefined, warn: (m) => warnings.push(m) },
    });
    cleanups.push(() => remote.close());
    const events: DeviceEvent[] = [];
    remote.onEvent((e) => events.push(e));

    const err = await remote.get('CP1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DeviceHostError);
    expect((err as DeviceHostError).reason).toBe('bad-response');
    expect(events).toEqual([]);
    expect(warnings.filter((w) => w.includes('malformed'))).toHaveLength(2);
  });
});
