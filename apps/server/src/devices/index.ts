import type { Db } from '../db/client.js';
import type { Clock } from '../infra/clock.js';
import type { DeviceDriver } from './driver.js';
import { createRemoteDriver } from './remote/remote-driver.js';
import { dbSimStore } from './simulator/db-store.js';
import { createSimulator } from './simulator/simulator.js';

export interface DeviceDriverOptions {
  /** DEVICE_DRIVER: the simulator in this process, or a device host reached over the network. */
  kind: 'simulator' | 'remote';
  db: Db;
  clock: Clock;
  /** SIM_SPEED and SIM_TICK_MS (simulator only). */
  simSpeed: number;
  simTickMs: number;
  /** DEVICE_HOST_URL and DEVICE_HOST_TOKEN (remote only). */
  hostUrl?: string | undefined;
  hostToken?: string | undefined;
  /** How long a remote call waits for the host before DeviceRefused('offline'). */
  hostTimeoutMs?: number | undefined;
  log?: { info(message: string): void; warn(message: string): void } | undefined;
}

/** The device driver the configuration names (ARCHITECTURE.md section 6). */
export function createDeviceDriver(opts: DeviceDriverOptions): DeviceDriver & { tick?(): Promise<number> } {
  switch (opts.kind) {
    case 'simulator':
      return createSimulator({ store: dbSimStore(opts.db), clock: opts.clock, speed: opts.simSpeed, tickMs: opts.simTickMs });
    case 'remote':
      if (!opts.hostUrl || !opts.hostToken) throw new Error('DEVICE_DRIVER=remote needs DEVICE_HOST_URL and DEVICE_HOST_TOKEN');
      return createRemoteDriver({
        url: opts.hostUrl,
        token: opts.hostToken,
        ...(opts.hostTimeoutMs !== undefined ? { timeoutMs: opts.hostTimeoutMs } : {}),
        ...(opts.log ? { log: opts.log } : {}),
      });
    default: {
      const unknown: never = opts.kind;
      throw new Error(`unknown device driver ${String(unknown)}`);
    }
  }
}
