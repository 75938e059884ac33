import type { OperationResults, PushResult, UploadRecordDetail } from '@cloudphone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeviceHost, type DeviceHost } from '../../src/devices/remote/device-host.js';
import { memorySimStore } from '../../src/devices/simulator/memory-store.js';
import { createSimulator } from '../../src/devices/simulator/simulator.js';
import { fakeClock } from '../../src/infra/clock.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, signedInMember } from '../kit/members.js';
import { owlOf, rentPhones } from '../kit/rented-phones.js';
import { apkFixture, uploaded, uploadsEnv } from './uploads-fixture.js';

const TOKEN = 'device-host-token-for-upload-tests';
let t: Harness;
let host: DeviceHost;
let sim: ReturnType<typeof createSimulator>;

beforeAll(async () => {
  // The phones live on a device host in "another process"; pushed bytes cross to it on its transfer socket.
  sim = createSimulator({ store: memorySimStore(), clock: fakeClock(), speed: 100_000, tickMs: 0 });
  host = await startDeviceHost({ driver: sim, token: TOKEN, host: '127.0.0.1', port: 0 });
  t = await createHarness(uploadsEnv({ DEVICE_DRIVER: 'remote', DEVICE_HOST_URL: host.url, DEVICE_HOST_TOKEN: TOKEN }));
});
afterAll(async () => {
  await t.close();
  await host.close();
  await sim.close();
});

describe('pushing to phones on a separate device host', () => {
  it('installs an APK and copies a file on the host’s phone, then uninstalls the app', async () => {
    const alice = await signedInMember(t);
    const [phone] = await rentPhones(t, alice.id, 1);
    const apk = await uploaded(t, alice.token, 'hello.apk', await apkFixture('hello.apk'));
    const file = await uploaded(t, alice.token, 'data.bin', Buffer.alloc(700_000, 9));
    const res = await t.call<PushResult>({
      method: 'POST',
      url: '/app-api/infra/cacloud/install',
      payload: { phoneIds: [phone], fileIds: [apk, file] },
      headers: bearer(alice.token),
    });
    expect(res.data.results[0]!.ok).toBe(true);
    await t.deps.uploads.runner.drain();

    const device = (await sim.get(await owlOf(t, phone!)))!;
    expect(device.apps).toMatchObject([{ packageName: 'com.example.hello', name: 'Hello Cloud' }]);
    expect(device.files).toEqual([{ path: '/sdcard/Download/data.bin', size: 700_000 }]);
    const record = await t.call<UploadRecordDetail>({
      method: 'GET',
      url: `/app-api/infra/upload-record/get?id=${res.data.recordId}`,
      headers: bearer(alice.token),
    });
    expect(record.data).toMatchObject({ status: 'success', success: 1 });

    const removed = await t.call<OperationResults>({
      method: 'POST',
      url: '/app-api/infra/cacloud/uninstall-apk-async',
      payload: { phoneIds: [phone], packageName: 'com.example.hello' },
      headers: bearer(alice.token),
    });
    expect(removed.data.results[0]!.ok).toBe(true);
    expect((await sim.get(await owlOf(t, phone!)))!.apps).toEqual([]);
  });
});
