import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestResources } from '../../../test/kit/harness.js';
import { fakeClock } from '../../infra/clock.js';
import { dbSimStore } from './db-store.repo.js';
import { memorySimStore } from './memory-store.js';
import type { SimStore } from './sim-store.js';
import { createSimulator } from './simulator.js';

const SPEC = { androidVersion: '10', chip: 'Orion865' };

let database: Awaited<ReturnType<typeof openTestResources>>;
beforeAll(async () => {
  database = await openTestResources();
});
afterAll(() => database.drop());

const stores: Array<[string, () => SimStore]> = [
  ['memory', memorySimStore],
  ['database', () => dbSimStore(database.resources.database.db)],
];

describe.each(stores)('the simulator as a host (%s store)', (_name, makeStore) => {
  it('is one in-process host, always on line, with no fixed capacity unless given one', async () => {
    const clock = fakeClock();
    const sim = createSimulator({ store: makeStore(), clock, speed: 60, tickMs: 0 });
    expect(await sim.hosts()).toEqual([
      {
        id: 'simulator',
        name: 'simulator',
        driver: 'simulator',
        address: null,
        online: true,
        problem: null,
        lastSeenAt: clock.now().getTime(),
        latencyMs: 0,
        capacity: null,
      },
    ]);
    await sim.close();
  });

  it('refuses to provision past its capacity, counting the devices its store holds', async () => {
    const store = makeStore();
    const already = await store.count();
    const sim = createSimulator({ store, clock: fakeClock(), speed: 60, tickMs: 0, capacity: already + 2 });
    expect((await sim.hosts())[0]!.capacity).toBe(already + 2);
    const first = await sim.provision(SPEC);
    await sim.provision(SPEC);
    expect(await store.count()).toBe(already + 2);
    await expect(sim.provision(SPEC)).rejects.toMatchObject({ reason: 'busy' });
    // A released device frees its place.
    await sim.release(first.ref);
    await expect(sim.provision(SPEC)).resolves.toMatchObject({ status: 1 });
    await sim.close();
  });
});
