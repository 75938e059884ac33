import { randomBytes, randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { FAILED_STATUSES, PHONE_STATUS, TRANSITIONAL_STATUSES, type PhoneStatus } from '@cloudphone/contract';
import type { Clock } from '../../infra/clock.js';
import {
  DeviceRefused,
  type DeviceDriver,
  type DeviceEvent,
  type DeviceProfile,
  type DeviceSpec,
  type DeviceState,
  type Fault,
  type InstalledApp,
  type LongOperation,
} from '../driver.js';
import { settled, withoutPassword } from './network.js';
import { randomProfile } from './profiles.js';
import { createDeviceScreens } from './screen/device-screens.js';
import type { ScreenState } from './screen/screen-model.js';
import type { SimRecord, SimStore } from './sim-store.js';
import { installTime, receive } from './transfer.js';

/** Spec point 4/9: restart about 5 minutes; the others about 10. Divided by SIM_SPEED. */
export const OPERATION_MINUTES: Record<LongOperation, number> = {
  reboot: 5,
  reset: 10,
  upgradeImage: 10,
  newMachine: 10,
  backup: 10,
  migrate: 10,
};

/** The status an operation holds while it runs, and the ones it ends in. */
const STATUSES: Record<LongOperation, { running: PhoneStatus; ok: PhoneStatus; failed: PhoneStatus }> = {
  reboot: { running: PHONE_STATUS.restarting, ok: PHONE_STATUS.running, failed: PHONE_STATUS.restartFailed },
  reset: { running: PHONE_STATUS.resetting, ok: PHONE_STATUS.running, failed: PHONE_STATUS.resetFailed },
  upgradeImage: { running: PHONE_STATUS.upgradingImage, ok: PHONE_STATUS.running, failed: PHONE_STATUS.upgradeImageFailed },
  newMachine: { running: PHONE_STATUS.initializing, ok: PHONE_STATUS.running, failed: PHONE_STATUS.initializeFailed },
  backup: { running: PHONE_STATUS.backingUp, ok: PHONE_STATUS.backupSuccessful, failed: PHONE_STATUS.backupFailed },
  migrate: { running: PHONE_STATUS.migrating, ok: PHONE_STATUS.running, failed: PHONE_STATUS.migrationFailed },
};

/** The simulator: a DeviceDriver, plus what tests and operators need beyond it. */
export interface Simulator extends DeviceDriver {
  /** Ends the operations that are due; returns how many ended. */
  tick(): Promise<number>;
  /** What a device's screen shows and remembers; null before its first stream. */
  screenState(ref: string): Readonly<ScreenState> | null;
}

export interface SimulatorOptions {
  store: SimStore;
  clock: Clock;
  /** SIM_SPEED: how many times faster than the spec's durations operations end. */
  speed: number;
  /** How often due operations are looked for; 0 leaves it to explicit tick() calls (tests). */
  tickMs: number;
  /**
   * How many devices it holds at most (a device host's DEVICE_HOST_CAPACITY); null or absent: no
   * fixed limit. Checked as a device is provisioned, so concurrent provisions may pass it by a few.
   */
  capacity?: number | null;
}

const owlId = () => `CP${randomBytes(5).toString('hex').toUpperCase()}`;

/** A reset or new machine: nothing of the renter's stays, their proxy included (the device may go to someone else). */
const wiped = (state: DeviceState, profile: DeviceProfile): DeviceState => ({
  ...state,
  apps: [],
  files: [],
  profile,
  network: null,
  dpi: 320,
  orientation: 0,
});

/**
 * The simulator driver (ARCHITECTURE.md section 6): every phone has the status codes of spec
 * point 4 with their durations, a profile, apps and files. Operations end when their time is up,
 * found by tick() from the stored end time, so a restart mid-operation still ends it.
 */
export function createSimulator({ store, clock, speed, tickMs, capacity = null }: SimulatorOptions): Simulator {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const now = () => clock.now().getTime();
  const emit = (record: SimRecord, finished?: DeviceEvent['finished']) => {
    const state = settled(record.state);
    screens.update(state);
    events.emit('event', { ref: state.ref, state, finished } satisfies DeviceEvent);
  };

  // Every change recomputes what the device reports as its egress (its profile or proxy may have changed).
  const bump = (state: DeviceState, patch: Partial<DeviceState>): DeviceState =>
    settled({ ...state, ...patch, version: state.version + 1 });

  /** Why a device cannot take a change now: off line, under maintenance, mid-operation, or (for transfers) not running. */
  function refusalOf(s: DeviceState, need: 'idle' | 'online' | 'running'): DeviceRefused | null {
    if (!s.online) return new DeviceRefused('offline', s.status);
    if (s.status === PHONE_STATUS.maintenance) return new DeviceRefused('busy', s.status);
    if (need === 'idle' && TRANSITIONAL_STATUSES.includes(s.status)) return new DeviceRefused('busy', s.status);
    if (need === 'running' && s.status !== PHONE_STATUS.running) return new DeviceRefused('busy', s.status);
    if (need === 'running' && !s.powerOn) return new DeviceRefused('offline', s.status);
    return null;
  }

  /** Applies a change to a device that must be on line and idle, and tells the listeners. */
  async function change(ref: string, apply: (state: DeviceState) => Partial<DeviceState>, opts: { idle?: boolean } = {}) {
    let refusal: DeviceRefused | null = null;
    const record = await store.update(ref, (r) => {
      refusal = refusalOf(r.state, opts.idle === false ? 'online' : 'idle');
      if (refusal) return r;
      return { ...r, state: bump(r.state, apply(r.state)) };
    });
    if (!record) throw new DeviceRefused('unknown-device');
    if (refusal) throw refusal;
    emit(record);
    return record.state;
  }

  /** Refuses a transfer to a device that is not running (checked again when the bytes have arrived). */
  async function ensureRunning(ref: string) {
    const record = await store.get(ref);
    if (!record) throw new DeviceRefused('unknown-device');
    const refusal = refusalOf(record.state, 'running');
    if (refusal) throw refusal;
  }

  /** Ends a transfer: the device must still be running; an injected `fail-next` for it fails it instead. */
  async function land(ref: string, target: 'install' | 'pushFile', apply: (state: DeviceState) => Partial<DeviceState>) {
    let refusal: DeviceRefused | null = null;
    const record = await store.update(ref, (r) => {
      refusal = refusalOf(r.state, 'running');
      if (refusal) return r;
      const at = r.failNext.indexOf(target);
      if (at >= 0) {
        refusal = new DeviceRefused('failed', r.state.status);
        return { ...r, failNext: r.failNext.filter((_, i) => i !== at) };
      }
      return { ...r, state: bump(r.state, apply(r.state)) };
    });
    if (!record) throw new DeviceRefused('unknown-device');
    if (refusal) throw refusal;
    emit(record);
    return record.state;
  }

  /** Ends a record's operation as it was meant to end: failed if a fault was injected for it. */
  function finish(record: SimRecord): { record: SimRecord; finished: NonNullable<DeviceEvent['finished']> } {
    const op = record.state.operation!;
    const at = record.failNext.indexOf(op.kind);
    const ok = at < 0;
    const failNext = ok ? record.failNext : record.failNext.filter((_, i) => i !== at);
    const statuses = STATUSES[op.kind];
    let state = bump(record.state, { operation: null, status: ok ? statuses.ok : statuses.failed });
    if (ok) {
      if (op.kind === 'reset') state = wiped(state, state.profile);
      if (op.kind === 'newMachine') state = wiped(state, { ...randomProfile(state.profile), ...op.identity });
      if (op.kind === 'reboot') state = { ...state, powerOn: true };
      if (op.kind === 'backup') state = { ...state, backupId: op.id };
      if (op.kind === 'migrate' && op.restore) state = { ...state, ...op.restore };
      if (op.kind === 'upgradeImage' && op.image) state = { ...state, androidVersion: op.image };
      state = settled(state);
    }
    const finished = { id: op.id, kind: op.kind, ok, ...(ok ? {} : { reason: 'injected fault' }) };
    return { record: { state, failNext }, finished };
  }

  /** Ends every operation whose time is up; returns how many ended. */
  async function tick(): Promise<number> {
    const ended = new Map<string, NonNullable<DeviceEvent['finished']>>();
    const done = await store.finishDue(now(), 200, (record) => {
      const { record: next, finished } = finish(record);
      ended.set(next.state.ref, finished);
      return next;
    });
    for (const record of done) {
      const finished = ended.get(record.state.ref)!;
      if (finished.kind === 'backup' && finished.ok) {
        const { apps, files, profile, dpi, network } = record.state;
        await store.putBackup(finished.id, { apps, files, profile, dpi, network });
      }
      emit(record, finished);
    }
    // The status bar's clock may have moved on to a new minute.
    screens.refresh();
    return done.length;
  }

  // Rendered screens (screen/): what openStream shows; the orientation a rotation leaves is stored.
  const screens = createDeviceScreens({
    clock,
    persistOrientation: (ref, orientation) => change(ref, () => ({ orientation }), { idle: false }),
    reload: async (ref) => {
      const record = await store.get(ref);
      return record ? settled(record.state) : null;
    },
  });

  const timer = tickMs > 0 ? setInterval(() => void tick().catch(() => undefined), tickMs) : null;
  timer?.unref();

  return {
    kind: 'simulator',
    tick,

    async provision(spec: DeviceSpec, profile?: Partial<DeviceProfile>) {
      // Full: refused like a device that cannot take more work (the fleet then has none to rent).
      if (capacity !== null && (await store.count()) >= capacity) throw new DeviceRefused('busy');
      const state = settled({
        ...spec,
        ref: owlId(),
        status: PHONE_STATUS.running,
        powerOn: true,
        online: true,
        orientation: 0,
        dpi: 320,
        profile: { ...randomProfile(), ...profile },
        network: null,
        egress: { ip: '', country: '', timeZone: '' },
        apps: [],
        files: [],
        operation: null,
        backupId: null,
        version: 1,
      });
      await store.insert({ state, failNext: [] });
      return state;
    },

    async release(ref) {
      await store.delete(ref);
      screens.forget(ref);
    },

    async get(ref) {
      const record = await store.get(ref);
      return record ? settled(record.state) : null;
    },

    async list(after, limit) {
      return (await store.list(after, limit)).map((r) => settled(r.state));
    },

    async start(ref, kind, options = {}) {
      // A migration carries the backup it restores, so it ends the same on any node, after a restart.
      const restore = kind === 'migrate' && options.backupId ? await store.getBackup(options.backupId) : null;
      if (kind === 'migrate' && !restore) throw new DeviceRefused('no-backup');
      const id = randomUUID();
      const startedAt = now();
      const endsAt = startedAt + Math.round((OPERATION_MINUTES[kind] * 60_000) / speed);
      return change(ref, () => ({
        status: STATUSES[kind].running,
        operation: {
          id,
          kind,
          startedAt,
          endsAt,
          ...(restore ? { restore } : {}),
          ...(kind === 'newMachine' && options.profile ? { identity: options.profile } : {}),
          ...(kind === 'upgradeImage' && options.image ? { image: options.image } : {}),
        },
      }));
    },

    async enterDirectly(ref) {
      return change(ref, (s) =>
        FAILED_STATUSES.includes(s.status) || s.status === PHONE_STATUS.backupSuccessful ? { status: PHONE_STATUS.running } : {},
      );
    },

    power: (ref, on) => change(ref, () => ({ powerOn: on })),
    customize: (ref, profile) => change(ref, (s) => ({ profile: { ...s.profile, ...profile } })),
    // The simulator dials nothing: it keeps the setting without its password, and reports the proxy's egress.
    setNetwork: (ref, network) => change(ref, () => ({ network: network ? withoutPassword(network) : null })),
    setDensity: (ref, dpi) => change(ref, () => ({ dpi })),
    clearFiles: (ref) => change(ref, () => ({ files: [] })),

    // Transfers read every byte at the simulated link's pace and check them, then land in the state,
    // so the launcher shows an installed app (with its APK's label and icon) as a phone would.
    async install(ref, app, content, onProgress) {
      await ensureRunning(ref);
      await receive(content, speed, { onProgress, from: 0, to: 0.8 });
      await installTime(content.size, speed, { onProgress, from: 0.8 });
      const installed: InstalledApp = { ...app, size: content.size };
      return land(ref, 'install', (s) => ({ apps: [...s.apps.filter((a) => a.packageName !== app.packageName), installed] }));
    },
    uninstall: (ref, packageName) => change(ref, (s) => ({ apps: s.apps.filter((a) => a.packageName !== packageName) })),
    async pushFile(ref, path, content, onProgress) {
      await ensureRunning(ref);
      await receive(content, speed, { onProgress, from: 0, to: 1 });
      return land(ref, 'pushFile', (s) => ({ files: [...s.files.filter((f) => f.path !== path), { path, size: content.size }] }));
    },
    async home(ref) {
      const state = await change(ref, () => ({}));
      screens.home(ref);
      return state;
    },

    async openStream(ref, options) {
      const record = await store.get(ref);
      if (!record) throw new DeviceRefused('unknown-device');
      if (!record.state.online) throw new DeviceRefused('offline', record.state.status);
      return screens.open(settled(record.state), options);
    },

    screenState: (ref) => screens.state(ref),

    async inject(ref, fault: Fault) {
      const record = await store.update(ref, (r) => {
        const s = r.state;
        switch (fault.kind) {
          case 'fail-next':
            return { ...r, failNext: [...r.failNext, fault.operation] };
          case 'offline':
            return { ...r, state: bump(s, { online: false, status: PHONE_STATUS.abnormal, operation: null }) };
          case 'maintenance':
            return { ...r, state: bump(s, { status: PHONE_STATUS.maintenance, operation: null }) };
          case 'recover':
            return {
              ...r,
              state: bump(s, {
                online: true,
                status: s.status === PHONE_STATUS.abnormal || s.status === PHONE_STATUS.maintenance ? PHONE_STATUS.running : s.status,
              }),
            };
        }
      });
      if (!record) throw new DeviceRefused('unknown-device');
      emit(record);
      return settled(record.state);
    },

    // One host, in this process: always there, answering at once.
    hosts: async () => [
      {
        id: 'simulator',
        name: 'simulator',
        driver: 'simulator',
        address: null,
        online: true,
        problem: null,
        lastSeenAt: now(),
        latencyMs: 0,
        capacity,
      },
    ],

    onEvent(listener) {
      events.on('event', listener);
      return () => events.off('event', listener);
    },

    async close() {
      if (timer) clearInterval(timer);
      screens.close();
      events.removeAllListeners();
    },
  };
}
