import { PHONE_STATUS } from '@cloudphone/contract';
import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { type DeviceEvent, type DeviceFrame, type DeviceState, type DeviceStream } from '../driver.js';
import { OPERATION_MINUTES } from '../simulator/simulator.js';
import { CLOSE_UNAUTHORIZED, DeviceHostError } from './protocol.js';
import { createRemoteDriver } from './remote-driver.js';
import { cleanups, nextEvent, rawClient, refusal, setup, SPEC, SPEED, TOKEN } from './remote-fixture.js';
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
    expect((await remote.uninstall(phone.ref, 'com.example.none')).apps).toEqual([]);
    await remote.inject(phone.ref, { kind: 'fail-next', operation: 'reset' });
    await remote.start(phone.ref, 'reset');
    expect((await remote.inject(phone.ref, { kind: 'offline' })).online).toBe(false);
    expect((await remote.inject(phone.ref, { kind: 'recover' })).online).toBe(true);
    expect((await remote.enterDirectly(phone.ref)).status).toBe(PHONE_STATUS.running);
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

describe('remote device stream', () => {
  /** Frames a stream sends, and a way to wait for one. */
  function watch(stream: DeviceStream) {
    const frames: DeviceFrame[] = [];
    stream.onFrame((f) => frames.push(f));
    const next = async (match: (f: DeviceFrame) => boolean = () => true) => {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = frames.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching frame; got seqs ${frames.map((f) => f.seq).join(',')}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    return { frames, next };
  }

  it('carries frames down and input up through the host', async () => {
    const { sim, remote } = await setup();
    const phone = await remote.provision(SPEC);
    const stream = await remote.openStream(phone.ref, { maxSize: 640, fps: 30 });
    const { next } = watch(stream);
    expect(await next()).toMatchObject({ seq: 0, width: 360, height: 640, rotation: 0 });

    // Recents, by the nav bar's right-hand button: a tap is two inputs.
    stream.input({ type: 'touch', action: 'down', x: 0.75, y: 0.98, seq: 1 });
    stream.input({ type: 'touch', action: 'up', x: 0.75, y: 0.98, seq: 2 });
    await next((f) => f.seq === 2);
    expect(sim.screenState(phone.ref)?.view).toBe('recents');

    stream.input({ type: 'rotate', seq: 3 });
    expect(await next((f) => f.seq === 3)).toMatchObject({ width: 640, height: 360, rotation: 1 });
    stream.setQuality({ maxSize: 320, fps: 10 });
    expect(await next((f) => f.width === 320)).toMatchObject({ seq: 3, height: 180 });

    const jpeg = await stream.screenshot();
    expect([...jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    const image = await loadImage(jpeg);
    expect([image.width, image.height]).toEqual([1280, 720]);
    stream.close();
  });

  it('carries an H.264 stream: a key frame first, delta frames after input, a key frame when asked', async () => {
    const { remote } = await setup();
    const phone = await remote.provision(SPEC);
    const stream = await remote.openStream(phone.ref, { maxSize: 320, fps: 30, codec: 'h264' });
    const { frames, next } = watch(stream);
    const first = await next();
    expect(first).toMatchObject({ codec: 'h264', isKey: true, width: 180, height: 320 });
    stream.input({ type: 'key', key: 'recents', seq: 4 });
    expect(await next((f) => f.seq === 4)).toMatchObject({ codec: 'h264', isKey: false });
    const before = frames.length;
    stream.requestKeyFrame!();
    expect(await next((f) => frames.indexOf(f) >= before)).toMatchObject({ codec: 'h264', isKey: true, seq: 4 });
    stream.close();
  });

  it('brings openStream refusals across the wire', async () => {
    const { remote, host } = await setup();
    const phone = await remote.provision(SPEC);
    expect((await refusal(remote.openStream('CPNOSUCHPHONE', { maxSize: 640, fps: 30 }))).reason).toBe('unknown-device');
    await remote.inject(phone.ref, { kind: 'offline' });
    const offline = await refusal(remote.openStream(phone.ref, { maxSize: 640, fps: 30 }));
    expect(offline).toMatchObject({ reason: 'offline', status: PHONE_STATUS.abnormal });

    const impostor = createRemoteDriver({ url: host().url, token: 'not-the-token', timeoutMs: 3000 });
    cleanups.push(() => impostor.close());
    const err = await impostor.openStream(phone.ref, { maxSize: 640, fps: 30 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DeviceHostError);
    expect((err as DeviceHostError).reason).toBe('unauthorized');
  });

  it('reconnects a stream to a restarted host and goes on with frames', async () => {
    const { remote, host, restart } = await setup();
    const phone = await remote.provision(SPEC);
    const stream = await remote.openStream(phone.ref, { maxSize: 320, fps: 30 });
    const { frames, next } = watch(stream);
    await next();
    await host().close();
    await restart();
    await next(() => frames.length >= 2);
    stream.input({ type: 'key', key: 'recents', seq: 7 });
    await next((f) => f.seq === 7);
  });
});
