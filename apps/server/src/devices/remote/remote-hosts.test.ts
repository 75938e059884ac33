import { describe, expect, it } from 'vitest';
import { fakeClock } from '../../infra/clock.js';
import { DeviceRefused } from '../driver.js';
import { memorySimStore } from '../simulator/memory-store.js';
import { createSimulator } from '../simulator/simulator.js';
import { startDeviceHost } from './device-host.js';
import { DeviceHostError } from './protocol.js';
import { cleanups, setup, SPEC, SPEED, TOKEN } from './remote-fixture.js';
import { createRemoteDriver } from './remote-driver.js';
import { describeRemoteHost } from './remote-hosts.js';

const simHost = {
  id: 'simulator',
  name: 'simulator',
  driver: 'simulator',
  address: null,
  online: true,
  problem: null,
  lastSeenAt: 1,
  latencyMs: 0,
};

describe('a remote driver’s hosts', () => {
  it('asks the host: on line, its address without credentials, the call’s latency, the capacity it reports', async () => {
    const sim = createSimulator({ store: memorySimStore(), clock: fakeClock(), speed: SPEED, tickMs: 0, capacity: 3 });
    const host = await startDeviceHost({ driver: sim, token: TOKEN });
    const url = new URL(host.url);
    url.searchParams.set('token', 'not-to-be-shown');
    const remote = createRemoteDriver({ url: url.toString(), token: TOKEN, timeoutMs: 3000 });
    cleanups.push(
      () => sim.close(),
      () => host.close(),
      () => remote.close(),
    );
    const [info] = await remote.hosts();
    expect(info).toEqual({
      id: `remote:${url.host}`,
      name: url.host,
      driver: 'remote',
      address: `ws://${url.host}/device-host`,
      online: true,
      problem: null,
      lastSeenAt: expect.any(Number),
      latencyMs: expect.any(Number),
      capacity: 3,
    });
    // The host's simulator refuses a device past its capacity, as a busy device would.
    for (let i = 0; i < 3; i++) await remote.provision(SPEC);
    await expect(remote.provision(SPEC)).rejects.toMatchObject({ reason: 'busy' });
  });

  it('reports no fixed capacity when the host has none, and off line with the reason once it is gone', async () => {
    const { remote, host } = await setup({ timeoutMs: 500 });
    const [up] = await remote.hosts();
    expect(up).toMatchObject({ online: true, problem: null, capacity: null });
    await host().close();
    const [down] = await remote.hosts();
    expect(down).toMatchObject({ online: false, problem: 'offline', latencyMs: null, capacity: null });
    expect(down!.lastSeenAt).toBeGreaterThanOrEqual(up!.lastSeenAt!);
  });

  it('shows a host that refuses the token as off line, unauthorized', async () => {
    const { host } = await setup();
    const stranger = createRemoteDriver({ url: host().url, token: 'wrong-token-wrong-token', timeoutMs: 1000 });
    cleanups.push(() => stranger.close());
    const [info] = await stranger.hosts();
    expect(info).toMatchObject({ online: false, problem: 'unauthorized', lastSeenAt: null });
  });
});

describe('describeRemoteHost', () => {
  const endpoint = 'wss://user:secret@hosts.example:9443/device-host?token=x';

  it('adds up the capacities behind the host, unknown if any has no fixed limit', async () => {
    const two = [
      { ...simHost, capacity: 10 },
      { ...simHost, capacity: 5 },
    ];
    const [sum] = await describeRemoteHost(
      endpoint,
      () => 7,
      async () => two,
    );
    expect(sum).toMatchObject({
      id: 'remote:hosts.example:9443',
      address: 'wss://hosts.example:9443/device-host',
      capacity: 15,
      lastSeenAt: 7,
    });
    const [open] = await describeRemoteHost(
      endpoint,
      () => 7,
      async () => [...two, { ...simHost, capacity: null }],
    );
    expect(open!.capacity).toBeNull();
  });

  it('takes an older host that does not know the call as on line, capacity unknown', async () => {
    const [info] = await describeRemoteHost(
      endpoint,
      () => 7,
      async () => {
        throw new DeviceHostError('unknown-method', 'no method hosts');
      },
    );
    expect(info).toMatchObject({ online: true, problem: null, capacity: null, latencyMs: expect.any(Number) });
    const [offline] = await describeRemoteHost(
      endpoint,
      () => null,
      async () => {
        throw new DeviceRefused('offline');
      },
    );
    expect(offline).toMatchObject({ online: false, problem: 'offline', lastSeenAt: null });
  });
});
