import { PHONE_STATUS } from '@cloudphone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestResources } from '../../../test/kit/harness.js';
import { fakeClock } from '../../infra/clock.js';
import { DeviceRefused, type DeviceEvent, type LongOperation } from '../driver.js';
import { dbSimStore } from './db-store.repo.js';
import { memorySimStore } from './memory-store.js';
import type { SimStore } from './sim-store.js';
import { createSimulator, OPERATION_MINUTES } from './simulator.js';

const SPEED = 60;
const minutes = (kind: LongOperation) => (OPERATION_MINUTES[kind] * 60_000) / SPEED;

let database: Awaited<ReturnType<typeof openTestResources>>;
beforeAll(async () => {
  database = await openTestResources();
});
afterAll(() => database.drop());

// Every behaviour holds on both stores: in memory, and in the database (shared by server nodes).
const stores: Array<[string, () => SimStore]> = [
  ['memory', memorySimStore],
  ['database', () => dbSimStore(database.resources.database.db)],
];
let makeStore: () => SimStore;

function setup() {
  const clock = fakeClock();
  const store = makeStore();
  const sim = createSimulator({ store, clock, speed: SPEED, tickMs: 0 });
  const events: DeviceEvent[] = [];
  sim.onEvent((e) => events.push(e));
  return { clock, store, sim, events };
}

const cases: Array<[LongOperation, number, number, number]> = [
  ['reboot', PHONE_STATUS.restarting, PHONE_STATUS.running, PHONE_STATUS.restartFailed],
  ['reset', PHONE_STATUS.resetting, PHONE_STATUS.running, PHONE_STATUS.resetFailed],
  ['upgradeImage', PHONE_STATUS.upgradingImage, PHONE_STATUS.running, PHONE_STATUS.upgradeImageFailed],
  ['newMachine', PHONE_STATUS.initializing, PHONE_STATUS.running, PHONE_STATUS.initializeFailed],
  ['backup', PHONE_STATUS.backingUp, PHONE_STATUS.backupSuccessful, PHONE_STATUS.backupFailed],
];

describe.each(stores)('simulator driver on the %s store', (_name, factory) => {
  beforeAll(() => {
    makeStore = factory;
  });

  it.each(cases)('%s holds its status for its duration, then succeeds', async (kind, running, ok) => {
    const { clock, sim, events } = setup();
    const phone = await sim.provision({ androidVersion: '10', chip: 'Orion865' });
    const started = await sim.start(phone.ref, kind);
    expect(started.status).toBe(running);
    expect(started.operation?.endsAt).toBe(clock.now().getTime() + minutes(kind));
    clock.advance(minutes(kind) - 1);
    expect(await sim.tick()).toBe(0);
    expect((await sim.get(phone.ref))?.status).toBe(running);
    clock.advance(1);
    expect(await sim.tick()).toBe(1);
    const ended = await sim.get(phone.ref);
    expect(ended).toMatchObject({ status: ok, operation: null });
    expect(events.at(-1)?.finished).toMatchObject({ kind, ok: true, id: started.operation!.id });
  });

  it.each(cases)('%s fails at its end when a fault was injected, once', async (kind, _running, ok, failed) => {
    const { clock, sim, events } = setup();
    const phone = await sim.provision({ androidVersion: '10', chip: 'Orion865' });
    await sim.inject(phone.ref, { kind: 'fail-next', operation: kind });
    await sim.start(phone.ref, kind);
    clock.advance(minutes(kind));
    await sim.tick();
    expect((await sim.get(phone.ref))?.status).toBe(failed);
    expect(events.at(-1)?.finished).toMatchObject({ kind, ok: false });
    // The retry is a new operation and succeeds: the fault was used up.
    await sim.start(phone.ref, kind);
    clock.advance(minutes(kind));
    await sim.tick();
    expect((await sim.get(phone.ref))?.status).toBe(ok);
  });

  it('refuses a conflicting operation while one runs, naming the status', async () => {
    const { sim } = setup();
    const phone = await sim.provision({ androidVersion: '10', chip: 'Orion865' });
    await sim.start(phone.ref, 'reset');
    const refusal = await sim.start(phone.ref, 'reboot').catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(DeviceRefused);
    expect(refusal).toMatchObject({ reason: 'busy', status: PHONE_STATUS.resetting });
    await expect(sim.customize(phone.ref, { brand: 'x' })).rejects.toMatchObject({ reason: 'busy' });
  });

  it('wipes apps, files and settings on reset, and gives a new identity on a new machine', async () => {
    const { clock, sim, store } = setup();
    const phone = await sim.provision({ androidVersion: '10', chip: 'Orion865' });
    await store.update(phone.ref, (r) => ({
      ...r,
      state: { ...r.state, apps: [{ packageName: 'a.b', name: 'A', versionName: '1', size: 1 }], files: [{ path: '/sdcard/x', size: 2 }] },
    }));
    await sim.setDensity(phone.ref, 480);
    await sim.start(phone.ref, 'reset');
    clock.advance(minutes('reset'));
    await sim.tick();
    const reset = (await sim.get(phone.ref))!;
    expect(reset).toMatchObject({ apps: [], files: [], dpi: 320, profile: { serialNumber: phone.profile.serialNumber } });
    await sim.start(phone.ref, 'newMachine');
    clock.advance(minutes('newMachine'));
    await sim.tick();
    const renewed = (await sim.get(phone.ref))!;
    expect(renewed.profile.serialNumber).not.toBe(phone.profile.serialNumber);
    expect(renewed.profile.country).toBe(phone.profile.country);
  });

  it('migrates a backup onto another device', async () => {
    const { clock, sim, store } = setup();
    const from = await sim.provision({ androidVersion: '10', chip: 'Orion865' });
    const to = await sim.provision({ androidVersion: '10', chip: 'Orion865' });
    await store.update(from.ref, (r) => ({ ...r, state: { ...r.state, files: [{ path: '/sdcard/photo.jpg', size: 10 }] } }));
    await sim.start(from.ref, 'backup');
    clock.advance(minutes('backup'));
    await sim.tick();
    const backupId = (await sim.get(from.ref))!.backupId!;
    expect(backupId).toBeTruthy();
    await expect(sim.start(to.ref, 'migrate', { backupId: 'nope' })).rejects.toMatchObject({ reason: 'no-backup' });
    await sim.start(to.ref, 'migrate', { backupId });
    clock.advance(minutes('migrate'));
    await sim.tick();
    expect(await sim.get(to.ref)).toMatchObject({ status: PHONE_STATUS.running, files: [{ path: '/sdcard/photo.jpg', size: 10 }] });
  });

  it('ends an operation started before a restart, from the stored end time', async () => {
    const { clock, store, sim } = setup();
    const phone = await sim.provision({ androidVersion: '10', chip: 'Orion865' });
    await sim.start(phone.ref, 'reset');
    await sim.close();
    clock.advance(minutes('reset') * 3);
    const again = createSimulator({ store, clock, speed: SPEED, tickMs: 0 });
    const events: DeviceEvent[] = [];
    again.onEvent((e) => events.push(e));
    expect(await again.tick()).toBe(1);
    expect((await again.get(phone.ref))?.status).toBe(PHONE_STATUS.running);
    expect(events[0]?.finished).toMatchObject({ kind: 'reset', ok: true });
  });

  it('goes abnormal when offline, refuses work, and recovers', async () => {
    const { sim } = setup();
    const phone = await sim.provision({ androidVersion: '10', chip: 'Orion865' });
    expect((await sim.inject(phone.ref, { kind: 'offline' })).status).toBe(PHONE_STATUS.abnormal);
    await expect(sim.start(phone.ref, 'reboot')).rejects.toMatchObject({ reason: 'offline' });
    expect((await sim.inject(phone.ref, { kind: 'recover' })).status).toBe(PHONE_STATUS.running);
    expect((await sim.inject(phone.ref, { kind: 'maintenance' })).status).toBe(PHONE_STATUS.maintenance);
    await expect(sim.power(phone.ref, false)).rejects.toMatchObject({ reason: 'busy' });
    expect((await sim.inject(phone.ref, { kind: 'recover' })).status).toBe(PHONE_STATUS.running);
  });

  it('lets a failed phone be entered directly, keeping its data', async () => {
    const { clock, sim } = setup();
    const phone = await sim.provision({ androidVersion: '10', chip: 'Orion865' });
    await sim.inject(phone.ref, { kind: 'fail-next', operation: 'reboot' });
    await sim.start(phone.ref, 'reboot');
    clock.advance(minutes('reboot'));
    await sim.tick();
    expect((await sim.enterDirectly(phone.ref)).status).toBe(PHONE_STATUS.running);
  });

  it('counts versions so late events can be told from new ones', async () => {
    const { sim, events } = setup();
    const phone = await sim.provision({ androidVersion: '10', chip: 'Orion865' });
    await sim.power(phone.ref, false);
    await sim.power(phone.ref, true);
    expect(events.map((e) => e.state.version)).toEqual([phone.version + 1, phone.version + 2]);
    expect(events.map((e) => e.state.powerOn)).toEqual([false, true]);
  });
});

describe('simulator driver on several nodes', () => {
  it('ends each operation once when two nodes tick together', async () => {
    const clock = fakeClock();
    const store = dbSimStore(database.resources.database.db);
    const [a, b] = [0, 1].map(() => createSimulator({ store, clock, speed: SPEED, tickMs: 0 }));
    const finished: string[] = [];
    for (const sim of [a!, b!]) sim.onEvent((e) => e.finished && finished.push(e.finished.id));
    const refs = await Promise.all(Array.from({ length: 6 }, () => a!.provision({ androidVersion: '10', chip: 'Orion865' })));
    const ops = await Promise.all(refs.map((p) => a!.start(p.ref, 'reboot')));
    clock.advance(minutes('reboot'));
    const counts = await Promise.all([a!.tick(), b!.tick(), a!.tick(), b!.tick()]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(6);
    expect(finished.sort()).toEqual(ops.map((o) => o.operation!.id).sort());
  });
});
