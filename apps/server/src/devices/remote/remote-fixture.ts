import { afterEach, expect } from 'vitest';
import WebSocket from 'ws';
import { fakeClock } from '../../infra/clock.js';
import { DeviceRefused, type DeviceDriver, type DeviceEvent } from '../driver.js';
import { memorySimStore } from '../simulator/memory-store.js';
import { createSimulator } from '../simulator/simulator.js';
import { startDeviceHost, type DeviceHost } from './device-host.js';
import { createRemoteDriver, type RemoteDriverOptions } from './remote-driver.js';

/** A device host serving a simulator on loopback, and a remote driver connected to it; closed after each test. */
export const TOKEN = 'device-host-test-token';
export const SPEED = 60;
export const SPEC = { androidVersion: '10', chip: 'Orion865' };

export const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Lets a test hold one `home` call on the host until it says so. */
export function gate() {
  let entered!: () => void;
  let release!: () => void;
  const hasEntered = new Promise<void>((resolve) => (entered = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  return { hasEntered, released, entered, release };
}

export async function setup(options: Partial<RemoteDriverOptions> = {}) {
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
export async function nextEvent(events: DeviceEvent[], match: (e: DeviceEvent) => boolean, ms = 3000): Promise<DeviceEvent> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = events.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching event within ${ms} ms; got ${events.length}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function refusal(promise: Promise<unknown>): Promise<DeviceRefused> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DeviceRefused);
  return err as DeviceRefused;
}

/** A raw client of the host: what it receives, and how the connection ended. */
export function rawClient(url: string, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) {
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
