import { PHONE_STATUS, type OperationResults } from '@cloudphone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeviceHost, type DeviceHost } from '../../src/devices/remote/device-host.js';
import { memorySimStore } from '../../src/devices/simulator/memory-store.js';
import { createSimulator, OPERATION_MINUTES } from '../../src/devices/simulator/simulator.js';
import { fakeClock } from '../../src/infra/clock.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, makeMember, signIn } from '../kit/members.js';
import { rentPhones, statusOf } from '../kit/rented-phones.js';

const TOKEN = 'device-host-token-for-tests';
let t: Harness;
let host: DeviceHost;
let sim: ReturnType<typeof createSimulator>;
const hostClock = fakeClock();

beforeAll(async () => {
  // The device host runs the simulator on its own clock; the server reaches it over a socket.
  sim = createSimulator({ store: memorySimStore(), clock: hostClock, speed: 30, tickMs: 0 });
  host = await startDeviceHost({ driver: sim, token: TOKEN, host: '127.0.0.1', port: 0 });
  t = await createHarness({ DEVICE_DRIVER: 'remote', DEVICE_HOST_URL: host.url, DEVICE_HOST_TOKEN: TOKEN });
});
afterAll(async () => {
  await t.close();
  await host.close();
  await sim.close();
});

describe('phones on a separate device host', () => {
  it('reboots a phone whose device lives on the host, and hears its end over the network', async () => {
    const m = await makeMember(t.deps.db);
    const token = (await signIn(t, m.phone)).accessToken;
    const [id] = await rentPhones(t, m.id, 1);
    const status = () => statusOf(t, id!);
    const res = await t.call<OperationResults>({
      method: 'POST',
      url: '/app-api/infra/cacloud/reboot-instance',
      payload: { phoneIds: [id] },
      headers: bearer(token),
    });
    expect(res.data.results[0]!.ok).toBe(true);
    expect(await status()).toBe(PHONE_STATUS.restarting);
    hostClock.advance((OPERATION_MINUTES.reboot * 60_000) / 30);
    expect(await sim.tick()).toBe(1);
    await expect.poll(status, { timeout: 5000 }).toBe(PHONE_STATUS.running);
  });
});
