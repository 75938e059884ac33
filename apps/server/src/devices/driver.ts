import type { PhoneStatus } from '@cloudphone/contract';

/** Identity and image of a device, fixed when the fleet gets it. */
export interface DeviceSpec {
  androidVersion: string;
  chip: string;
}

/** What customization changes (spec point 3, "Device customization"). */
export interface DeviceProfile {
  brand: string;
  model: string;
  serialNumber: string;
  country: string;
  city: string;
  /** "lat,lng" */
  location: string;
  timeZone: string;
  language: string;
}

export interface InstalledApp {
  packageName: string;
  name: string;
  versionName: string;
  size: number;
}

export interface DeviceFile {
  path: string;
  size: number;
}

/** Long operations: each holds a transitional status until it succeeds or fails. */
export type LongOperation = 'reboot' | 'reset' | 'upgradeImage' | 'newMachine' | 'backup' | 'migrate';

export interface DeviceState extends DeviceSpec {
  ref: string;
  status: PhoneStatus;
  powerOn: boolean;
  online: boolean;
  orientation: 0 | 1;
  dpi: number;
  profile: DeviceProfile;
  apps: InstalledApp[];
  files: DeviceFile[];
  /** The long operation under way, if any. */
  operation: {
    id: string;
    kind: LongOperation;
    startedAt: number;
    endsAt: number;
    /** What a migration puts on the device when it succeeds. */
    restore?: Pick<DeviceState, 'apps' | 'files' | 'profile' | 'dpi'>;
  } | null;
  /** Set by a successful backup; what a migration restores. */
  backupId: string | null;
  /** Bumped on every change; the reconciler ignores events older than what it has applied. */
  version: number;
}

/** Something happened on a device: a status change, an operation's end, a fault. */
export interface DeviceEvent {
  ref: string;
  state: DeviceState;
  /** The operation that ended with this event, and how. */
  finished?: { id: string; kind: LongOperation; ok: boolean; reason?: string } | undefined;
}

export type Fault =
  /** The next operation of this kind fails at its end. */
  | { kind: 'fail-next'; operation: LongOperation }
  /** The device drops off the network: abnormal until it comes back. */
  | { kind: 'offline' }
  | { kind: 'maintenance' }
  /** Clears offline and maintenance. */
  | { kind: 'recover' };

/** A refusal by the device itself (busy, offline); the message key says why. */
export class DeviceRefused extends Error {
  constructor(
    readonly reason: 'busy' | 'offline' | 'unknown-device' | 'no-backup' | 'unsupported',
    readonly status?: PhoneStatus,
  ) {
    super(reason);
  }
}

/**
 * One per device host kind (ARCHITECTURE.md section 6). Long operations return as soon as the
 * device has accepted them, with the operation's id; their end arrives as an event. The control
 * plane never keeps its own timers for device state.
 */
export interface DeviceDriver {
  readonly kind: string;
  provision(spec: DeviceSpec, profile?: Partial<DeviceProfile>): Promise<DeviceState>;
  release(ref: string): Promise<void>;
  get(ref: string): Promise<DeviceState | null>;
  /** Every device, in pages, for the reconciler's comparison. */
  list(after: string | null, limit: number): Promise<DeviceState[]>;

  start(ref: string, kind: LongOperation, options?: { backupId?: string; profile?: Partial<DeviceProfile> }): Promise<DeviceState>;
  /** Ends a failed state by hand ("enter the phone directly"): the device runs again as it is. */
  acknowledge(ref: string): Promise<DeviceState>;
  power(ref: string, on: boolean): Promise<DeviceState>;
  customize(ref: string, profile: Partial<DeviceProfile>): Promise<DeviceState>;
  setDensity(ref: string, dpi: number): Promise<DeviceState>;
  clearFiles(ref: string): Promise<DeviceState>;
  home(ref: string): Promise<DeviceState>;

  /** Fault injection (simulator; operators and tests). */
  inject(ref: string, fault: Fault): Promise<DeviceState>;

  onEvent(listener: (event: DeviceEvent) => void): () => void;
  close(): Promise<void>;
}
