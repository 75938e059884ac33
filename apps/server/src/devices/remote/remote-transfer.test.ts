import { PHONE_STATUS } from '@cloudphone/contract';
import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { bufferContent } from '../device-content.js';
import { DeviceHostError } from './protocol.js';
import { createRemoteDriver } from './remote-driver.js';
import { cleanups, nextEvent, refusal, setup, SPEC } from './remote-fixture.js';

describe('remote device transfers', () => {
  const APP = { packageName: 'com.example.hello', name: 'Hello Cloud', versionName: '1.2.3', versionCode: 123, size: 0, icon: 'aWNvbg==' };

  it('installs an app with its bytes on the host, with progress, and uninstalls it by RPC', async () => {
    const { sim, remote, events } = await setup();
    const phone = await remote.provision(SPEC);
    // Several chunks of the wire's size, so the bytes arrive in pieces and in order.
    const bytes = Buffer.alloc(1024 * 1024 + 17);
    for (let i = 0; i < bytes.length; i++) bytes[i] = i % 253;
    const progress: number[] = [];
    const state = await remote.install(phone.ref, APP, bufferContent(bytes), (p) => progress.push(p));
    expect(state.apps).toEqual([{ ...APP, size: bytes.length }]);
    expect(progress.at(-1)).toBe(1);
    expect((await sim.get(phone.ref))?.apps).toHaveLength(1);
    await nextEvent(events, (e) => e.state.apps.length === 1);
    expect((await remote.uninstall(phone.ref, APP.packageName)).apps).toEqual([]);
  });

  it('pushes a file streamed from its source', async () => {
    const { remote } = await setup();
    const phone = await remote.provision(SPEC);
    const chunks = Array.from({ length: 8 }, (_, i) => Buffer.alloc(100_000, i));
    const all = Buffer.concat(chunks);
    const content = { ...bufferContent(all), open: async () => Readable.from(chunks) };
    const state = await remote.pushFile(phone.ref, '/sdcard/Download/data.bin', content);
    expect(state.files).toEqual([{ path: '/sdcard/Download/data.bin', size: all.length }]);
  });

  it('brings the device’s refusals and failures back as a local driver throws them', async () => {
    const { remote } = await setup();
    const phone = await remote.provision(SPEC);
    await remote.inject(phone.ref, { kind: 'fail-next', operation: 'install' });
    expect((await refusal(remote.install(phone.ref, APP, bufferContent(Buffer.from('apk'))))).reason).toBe('failed');
    const damaged = { ...bufferContent(Buffer.from('apk')), sha256: 'f'.repeat(64) };
    expect((await refusal(remote.pushFile(phone.ref, '/sdcard/a', damaged))).reason).toBe('failed');
    await remote.start(phone.ref, 'reboot');
    expect(await refusal(remote.install(phone.ref, APP, bufferContent(Buffer.alloc(2_000_000))))).toMatchObject({
      reason: 'busy',
      status: PHONE_STATUS.restarting,
    });
    expect((await refusal(remote.pushFile('CPNOSUCHPHONE', '/sdcard/a', bufferContent(Buffer.from('x'))))).reason).toBe('unknown-device');
  });

  it('fails a transfer with offline when the host goes away in the middle', async () => {
    const { remote, host } = await setup();
    const phone = await remote.provision(SPEC);
    // A source that never ends: the host stops while the bytes are still coming.
    const endless = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024));
      },
    });
    const content = { size: 1024 * 1024 * 1024, sha256: '0'.repeat(64), open: async () => endless };
    const failed = refusal(remote.pushFile(phone.ref, '/sdcard/big', content));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await host().close();
    expect((await failed).reason).toBe('offline');
  });

  it('refuses a transfer without the right token', async () => {
    const { host } = await setup();
    const impostor = createRemoteDriver({ url: host().url, token: 'not-the-token', timeoutMs: 3000 });
    cleanups.push(() => impostor.close());
    const err = await impostor.pushFile('CP1', '/sdcard/a', bufferContent(Buffer.from('x'))).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DeviceHostError);
    expect((err as DeviceHostError).reason).toBe('unauthorized');
  });
});
