import { PHONE_STATUS, type DeviceHostRow, type OperationResults } from '@cloudphone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeviceHost, type DeviceHost } from '../../src/devices/remote/device-host.js';
import { memorySimStore } from '../../src/devices/simulator/memory-store.js';
import { createSimulator } from '../../src/devices/simulator/simulator.js';
import { fakeClock } from '../../src/infra/clock.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, makeMember, operatorToken } from '../kit/members.js';
import { owlOf, rentPhones, statusOf } from '../kit/rented-phones.js';

const TOKEN = 'device-host-token-for-fleet-tests';
let t: Harness;
let host: DeviceHost;
let sim: ReturnType<typeof createSimulator>;
let admin: string;

beforeAll(async () => {
  // A device host holding at most 40 devices; the server reaches it over a socket.
  sim = createSimulator({ store: memorySimStore(), clock: fakeClock(), speed: 30, tickMs: 0, capacity: 40 });
  host = await startDeviceHost({ driver: sim, token: TOKEN, host: '127.0.0.1', port: 0 });
  t = await createHarness({ DEVICE_DRIVER: 'remote', DEVICE_HOST_URL: host.url, DEVICE_HOST_TOKEN: TOKEN });
  admin = await operatorToken(t);
});
afterAll(async () => {
  await t.close();
  await host.close();
  await sim.close();
});

const hosts = () => t.call<DeviceHostRow[]>({ method: 'GET', url: '/admin-api/device/host/list', headers: bearer(admin) });

describe('the fleet on a remote device host', () => {
  it('lists the connected host: address, a live call’s latency, the capacity it reports, and its devices', async () => {
    const m = await makeMember(t.deps.db);
    const [phoneId] = await rentPhones(t, m.id, 2);
    const before = Date.now();
    const res = await hosts();
    expect(res.code, res.msg).toBe(0);
    const port = new URL(host.url).port;
    expect(res.data).toEqual([
      {
        id: `remote:127.0.0.1:${port}`,
        name: `127.0.0.1:${port}`,
        driver: 'remote',
        address: `ws://127.0.0.1:${port}/device-host`,
        online: true,
        problem: null,
        lastSeenTime: expect.any(Number),
        latencyMs: expect.any(Number),
        capacity: 40,
        used: 2,
        rented: 2,
        byStatus: [{ status: PHONE_STATUS.running, count: 2 }],
        faultInjection: false,
      },
    ]);
    expect(res.data[0]!.lastSeenTime).toBeGreaterThanOrEqual(before - 1000);
    expect(res.data[0]!.latencyMs).toBeLessThan(3000);

    // Maintenance goes through the host's driver like any other call.
    const on = await t.call<OperationResults>({
      method: 'PUT',
      url: '/admin-api/device/phone/maintenance',
      payload: { ids: [phoneId], on: true },
      headers: bearer(admin),
    });
    expect(on.data.results[0]).toMatchObject({ ok: true });
    expect(await statusOf(t, phoneId!)).toBe(PHONE_STATUS.maintenance);
    expect((await sim.get(await owlOf(t, phoneId!)))!.status).toBe(PHONE_STATUS.maintenance);
    expect((await hosts()).data[0]!.byStatus).toEqual([
      { status: PHONE_STATUS.running, count: 1 },
      { status: PHONE_STATUS.maintenance, count: 1 },
    ]);
  });

  it('serves no fault injection with the remote driver', async () => {
    const res = await t.call({ method: 'POST', url: '/admin-api/devices/fault', payload: {}, headers: bearer(admin) });
    expect(res.status).toBe(404);
  });

  it('shows the host off line, with the reason and when it was last heard, once it stops answering', async () => {
    const heard = (await hosts()).data[0]!.lastSeenTime;
    await host.close();
    const res = await hosts();
    expect(res.code, res.msg).toBe(0);
    expect(res.data[0]).toMatchObject({ online: false, problem: 'offline', latencyMs: null, capacity: null, used: 2, rented: 2 });
    expect(res.data[0]!.lastSeenTime).toBeGreaterThanOrEqual(heard!);
  });
});
