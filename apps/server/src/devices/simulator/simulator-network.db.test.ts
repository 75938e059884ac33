import { PHONE_STATUS } from '@cloudphone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestResources } from '../../../test/kit/harness.js';
import { fakeClock } from '../../infra/clock.js';
import type { DeviceDriver, DeviceEvent, DeviceNetworkSetting, LongOperation } from '../driver.js';
import { startDeviceHost } from '../remote/device-host.js';
import { cleanups, setup as remoteSetup, SPEC, TOKEN } from '../remote/remote-fixture.js';
import { createRemoteDriver } from '../remote/remote-driver.js';
import { dbSimStore } from './db-store.repo.js';
import { memorySimStore } from './memory-store.js';
import { ownIp } from './network.js';
import type { SimStore } from './sim-store.js';
import { createSimulator, OPERATION_MINUTES } from './simulator.js';

const SPEED = 60;
const minutes = (kind: LongOperation) => (OPERATION_MINUTES[kind] * 60_000) / SPEED;
const PASSWORD = 'pa55-w0rd!secret';

const TOKYO: DeviceNetworkSetting = {
  protocol: 'SOCKS5',
  host: '10.9.8.7',
  port: 1080,
  account: 'user1',
  password: PASSWORD,
  outboundIp: '203.0.113.77',
  country: 'JP',
  timeZone: 'Asia/Tokyo',
};

let database: Awaited<ReturnType<typeof openTestResources>>;
beforeAll(async () => {
  database = await openTestResources();
});
afterAll(() => database.drop());

const stores: Array<[string, () => SimStore]> = [
  ['memory', memorySimStore],
  ['database', () => dbSimStore(database.resources.database.db)],
];

describe.each(stores)('a simulated device behind a proxy, on the %s store', (_name, makeStore) => {
  function setup() {
    const clock = fakeClock();
    const store = makeStore();
    const sim = createSimulator({ store, clock, speed: SPEED, tickMs: 0 });
    const events: DeviceEvent[] = [];
    sim.onEvent((e) => events.push(e));
    return { clock, store, sim, events };
  }
  const provision = (sim: ReturnType<typeof setup>['sim']) =>
    sim.provision({ androidVersion: '10', chip: 'Orion865' }, { country: 'JP', city: 'Osaka', timeZone: 'Asia/Tokyo' });

  async function finish(s: ReturnType<typeof setup>, ref: string, kind: LongOperation, options = {}) {
    await s.sim.start(ref, kind, options);
    s.clock.advance(minutes(kind));
    await s.sim.tick();
    return (await s.sim.get(ref))!;
  }

  it('reports its own line until a proxy is set, then the proxy’s IP, country and time zone, and its own again after', async () => {
    const s = setup();
    const phone = await provision(s.sim);
    expect(phone.network).toBeNull();
    expect(phone.egress).toEqual({ ip: ownIp(phone.ref), country: 'JP', timeZone: 'Asia/Tokyo' });

    const behind = await s.sim.setNetwork(phone.ref, { ...TOKYO, country: 'US', timeZone: 'America/New_York' });
    expect(behind.egress).toEqual({ ip: '203.0.113.77', country: 'US', timeZone: 'America/New_York' });
    expect(behind.network).toEqual({
      protocol: 'SOCKS5',
      host: '10.9.8.7',
      port: 1080,
      account: 'user1',
      outboundIp: '203.0.113.77',
      country: 'US',
      timeZone: 'America/New_York',
    });
    expect(await s.sim.get(phone.ref)).toMatchObject({ egress: behind.egress });

    const own = await s.sim.setNetwork(phone.ref, null);
    expect(own.network).toBeNull();
    expect(own.egress).toEqual(phone.egress);
  });

  it('keeps the password out of its state, its events and its store', async () => {
    const s = setup();
    const phone = await provision(s.sim);
    await s.sim.setNetwork(phone.ref, TOKYO);
    const stored = await s.store.get(phone.ref);
    expect(JSON.stringify([await s.sim.get(phone.ref), await s.sim.list(null, 100), s.events, stored])).not.toContain(PASSWORD);
    expect(s.events.at(-1)?.state.network).toMatchObject({ host: '10.9.8.7', account: 'user1' });
  });

  it('reports the proxy host, and its own country and zone, for what detection did not find', async () => {
    const s = setup();
    const phone = await provision(s.sim);
    const state = await s.sim.setNetwork(phone.ref, { ...TOKYO, outboundIp: null, country: null, timeZone: null });
    expect(state.egress).toEqual({ ip: '10.9.8.7', country: 'JP', timeZone: 'Asia/Tokyo' });
  });

  it('refuses a proxy while off line or busy, like any setting', async () => {
    const s = setup();
    const phone = await provision(s.sim);
    await s.sim.inject(phone.ref, { kind: 'offline' });
    await expect(s.sim.setNetwork(phone.ref, TOKYO)).rejects.toMatchObject({ reason: 'offline' });
    await s.sim.inject(phone.ref, { kind: 'recover' });
    await s.sim.start(phone.ref, 'reboot');
    await expect(s.sim.setNetwork(phone.ref, TOKYO)).rejects.toMatchObject({ reason: 'busy', status: PHONE_STATUS.restarting });
  });

  it('keeps the proxy through a reboot and a backup, restores it on migration, and drops it on reset and new machine', async () => {
    const s = setup();
    const from = await provision(s.sim);
    await s.sim.setNetwork(from.ref, TOKYO);
    expect((await finish(s, from.ref, 'reboot')).network).toMatchObject({ host: '10.9.8.7' });
    const backedUp = await finish(s, from.ref, 'backup');
    expect(backedUp.network).toMatchObject({ host: '10.9.8.7' });

    const to = await provision(s.sim);
    const migrated = await finish(s, to.ref, 'migrate', { backupId: backedUp.backupId });
    expect(migrated.network).toMatchObject({ host: '10.9.8.7', account: 'user1' });
    expect(migrated.egress).toEqual({ ip: '203.0.113.77', country: 'JP', timeZone: 'Asia/Tokyo' });

    const reset = await finish(s, from.ref, 'reset');
    expect(reset.network).toBeNull();
    expect(reset.egress.ip).toBe(ownIp(from.ref));
    const renewed = await finish(s, to.ref, 'newMachine');
    expect(renewed.network).toBeNull();
  });

  it('ends an image upgrade on the Android version asked for, and keeps the old one when it fails', async () => {
    const s = setup();
    const phone = await provision(s.sim);
    await s.sim.inject(phone.ref, { kind: 'fail-next', operation: 'upgradeImage' });
    expect((await finish(s, phone.ref, 'upgradeImage', { image: '12' })).androidVersion).toBe('10');
    expect((await finish(s, phone.ref, 'upgradeImage', { image: '12' })).androidVersion).toBe('12');
  });

  it('reads a device stored before proxies as on its own line', async () => {
    const s = setup();
    const phone = await provision(s.sim);
    await s.store.update(phone.ref, (r) => {
      const { network: _network, egress: _egress, ...old } = r.state;
      return { ...r, state: old as typeof r.state };
    });
    expect(await s.sim.get(phone.ref)).toMatchObject({ network: null, egress: { ip: ownIp(phone.ref), country: 'JP' } });
    expect((await s.sim.power(phone.ref, false)).egress.timeZone).toBe('Asia/Tokyo');
  });
});

describe('a proxy through a device host', () => {
  it('reaches the device with its password and comes back without it', async () => {
    const { remote, sim, events } = await remoteSetup();
    const phone = await remote.provision(SPEC);
    const state = await remote.setNetwork(phone.ref, TOKYO);
    expect(state.network).toMatchObject({ host: '10.9.8.7', account: 'user1' });
    expect(state.egress).toEqual({ ip: '203.0.113.77', country: 'JP', timeZone: 'Asia/Tokyo' });
    expect((await sim.get(phone.ref))?.network).toMatchObject({ host: '10.9.8.7' });
    await expect.poll(() => events.some((e) => e.state.network?.host === '10.9.8.7')).toBe(true);
    expect(JSON.stringify([state, events])).not.toContain(PASSWORD);
    expect((await remote.setNetwork(phone.ref, null)).network).toBeNull();
  });

  it('drops a password a host sends back by mistake', async () => {
    const sim = createSimulator({ store: memorySimStore(), clock: fakeClock(), speed: SPEED, tickMs: 0 });
    // A careless host: answers the setting as it was given, password and all.
    const leaky: DeviceDriver = {
      ...sim,
      setNetwork: async (ref, network) => ({ ...(await sim.setNetwork(ref, network)), network: network && { ...network } }),
    };
    const host = await startDeviceHost({ driver: leaky, token: TOKEN });
    const remote = createRemoteDriver({ url: host.url, token: TOKEN, timeoutMs: 3000 });
    cleanups.push(
      () => sim.close(),
      () => host.close(),
      () => remote.close(),
    );
    const phone = await remote.provision(SPEC);
    const state = await remote.setNetwork(phone.ref, TOKYO);
    expect(state.network).toMatchObject({ host: '10.9.8.7' });
    expect(state.network).not.toHaveProperty('password');
    expect(JSON.stringify(state)).not.toContain(PASSWORD);
  });

  it('refuses a malformed setting at the host', async () => {
    const { remote } = await remoteSetup();
    const phone = await remote.provision(SPEC);
    await expect(remote.setNetwork(phone.ref, { ...TOKYO, port: 70000 })).rejects.toMatchObject({ reason: 'bad-request' });
  });
});
