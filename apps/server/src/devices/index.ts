import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Clock } from '../infra/clock.js';
import type { DeviceDriver } from './driver.js';
import { createReconciler } from './reconciler.js';
import { createRemoteDriver } from './remote/remote-driver.js';
import { dbSimStore } from './simulator/db-store.repo.js';
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

type DevicesConfig = Pick<
  Config,
  'DEVICE_DRIVER' | 'DEVICE_HOST_URL' | 'DEVICE_HOST_TOKEN' | 'SIM_SPEED' | 'SIM_TICK_MS' | 'RECONCILE_INTERVAL_S'
>;

/**
 * The device layer (ARCHITECTURE.md section 6): the driver the configuration names and the
 * reconciler that mirrors it into the devices table, repaired before the server serves and
 * closed with it. What a device's change means for a rental is the phones module's concern
 * (it registers on the reconciler).
 */
export function registerDevices(app: FastifyInstance, { config, db, clock }: { config: DevicesConfig; db: Db; clock: Clock }) {
  const driver = createDeviceDriver({
    kind: config.DEVICE_DRIVER,
    db,
    clock,
    simSpeed: config.SIM_SPEED,
    simTickMs: config.SIM_TICK_MS,
    hostUrl: config.DEVICE_HOST_URL,
    hostToken: config.DEVICE_HOST_TOKEN,
    log: app.log,
  });
  const reconciler = createReconciler({ db, driver, log: app.log, intervalMs: config.RECONCILE_INTERVAL_S * 1000 });
  app.addHook('onReady', async () => {
    // Repair whatever changed while this node was down before serving.
    if (config.RECONCILE_INTERVAL_S > 0) await reconciler.sync();
  });
  app.addHook('onClose', async () => {
    reconciler.close();
    await driver.close();
  });
  return { driver, reconciler };
}
export type Devices = ReturnType<typeof registerDevices>;
