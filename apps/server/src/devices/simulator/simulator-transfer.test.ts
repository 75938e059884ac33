import { PHONE_STATUS } from '@cloudphone/contract';
import { describe, expect, it } from 'vitest';
import { fakeClock } from '../../infra/clock.js';
import { bufferContent } from '../device-content.js';
import { DeviceRefused, type InstalledApp } from '../driver.js';
import { launcherApps } from './screen/launcher-apps.js';
import { phoneStrings } from './screen/phone-strings.js';
import { memorySimStore } from './memory-store.js';
import { createSimulator } from './simulator.js';
import { SIM_RECEIVE_BYTES_PER_S } from './transfer.js';

const SPEC = { androidVersion: '10', chip: 'Orion865' };
const APP: InstalledApp = {
  packageName: 'com.example.hello',
  name: 'Hello Cloud',
  versionName: '1.2.3',
  versionCode: 123,
  size: 0,
  icon: 'iVBORw0KGgo=',
};

function setup(speed = 1_000_000) {
  const sim = createSimulator({ store: memorySimStore(), clock: fakeClock(), speed, tickMs: 0 });
  return sim;
}

async function refusal(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DeviceRefused);
  return err as DeviceRefused;
}

describe('simulator transfers', () => {
  it('installs an app from its bytes, reporting progress, and shows it on the launcher', async () => {
    const sim = setup();
    const phone = await sim.provision(SPEC);
    const bytes = Buffer.alloc(300_000, 3);
    const progress: number[] = [];
    const state = await sim.install(phone.ref, APP, bufferContent(bytes), (p) => progress.push(p));
    expect(state.apps).toEqual([{ ...APP, size: bytes.length }]);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const { grid } = launcherApps(state.apps, phoneStrings('en-US'));
    expect(grid).toMatchObject([{ id: 'com.example.hello', label: 'Hello Cloud', icon: APP.icon }]);

    // Installing again updates it in place.
    const again = await sim.install(phone.ref, { ...APP, versionName: '1.3.0' }, bufferContent(Buffer.from('v2')));
    expect(again.apps).toMatchObject([{ packageName: 'com.example.hello', versionName: '1.3.0', size: 2 }]);
    expect((await sim.uninstall(phone.ref, 'com.example.hello')).apps).toEqual([]);
    // Uninstalling what is not there leaves the phone as it is.
    expect((await sim.uninstall(phone.ref, 'com.example.none')).apps).toEqual([]);
  });

  it('stores a pushed file at its path, replacing one there', async () => {
    const sim = setup();
    const phone = await sim.provision(SPEC);
    await sim.pushFile(phone.ref, '/sdcard/Download/a.txt', bufferContent(Buffer.from('one')));
    const state = await sim.pushFile(phone.ref, '/sdcard/Download/a.txt', bufferContent(Buffer.from('three')));
    expect(state.files).toEqual([{ path: '/sdcard/Download/a.txt', size: 5 }]);
  });

  it('takes time in proportion to the size, divided by SIM_SPEED', async () => {
    const sim = setup(1);
    const phone = await sim.provision(SPEC);
    const began = performance.now();
    await sim.pushFile(phone.ref, '/sdcard/a.bin', bufferContent(Buffer.alloc(SIM_RECEIVE_BYTES_PER_S / 10)));
    expect(performance.now() - began).toBeGreaterThanOrEqual(80);
  });

  it('fails when the bytes are not the ones announced, and keeps the phone as it was', async () => {
    const sim = setup();
    const phone = await sim.provision(SPEC);
    const content = { ...bufferContent(Buffer.from('real')), sha256: '0'.repeat(64) };
    expect((await refusal(sim.install(phone.ref, APP, content))).reason).toBe('failed');
    const short = { ...bufferContent(Buffer.from('real')), size: 10 };
    expect((await refusal(sim.pushFile(phone.ref, '/sdcard/x', short))).reason).toBe('failed');
    expect(await sim.get(phone.ref)).toMatchObject({ apps: [], files: [] });
  });

  it('fails the next install when told to (fault injection), then installs again', async () => {
    const sim = setup();
    const phone = await sim.provision(SPEC);
    await sim.inject(phone.ref, { kind: 'fail-next', operation: 'install' });
    expect((await refusal(sim.install(phone.ref, APP, bufferContent(Buffer.from('apk'))))).reason).toBe('failed');
    expect((await sim.get(phone.ref))?.apps).toEqual([]);
    expect((await sim.install(phone.ref, APP, bufferContent(Buffer.from('apk')))).apps).toHaveLength(1);
  });

  it('refuses a phone that is not running: mid-operation, off line or powered off', async () => {
    const sim = setup();
    const phone = await sim.provision(SPEC);
    await sim.start(phone.ref, 'reboot');
    expect(await refusal(sim.install(phone.ref, APP, bufferContent(Buffer.from('x'))))).toMatchObject({
      reason: 'busy',
      status: PHONE_STATUS.restarting,
    });
    const other = await sim.provision(SPEC);
    await sim.inject(other.ref, { kind: 'offline' });
    expect((await refusal(sim.pushFile(other.ref, '/sdcard/x', bufferContent(Buffer.from('x'))))).reason).toBe('offline');
    expect((await refusal(sim.uninstall(other.ref, 'com.example.hello'))).reason).toBe('offline');
    const third = await sim.provision(SPEC);
    await sim.power(third.ref, false);
    expect((await refusal(sim.pushFile(third.ref, '/sdcard/x', bufferContent(Buffer.from('x'))))).reason).toBe('offline');
    expect((await refusal(sim.install('CPNOSUCH', APP, bufferContent(Buffer.from('x'))))).reason).toBe('unknown-device');
  });
});
