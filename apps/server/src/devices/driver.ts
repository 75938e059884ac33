import type { Readable } from 'node:stream';
import type { PhoneStatus, StreamCodec, StreamInput } from '@cloudphone/contract';

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

/**
 * The outbound proxy a device's traffic leaves through (issue 17), as the control plane sets it.
 * The detected fields are what detection found through the proxy; a device that cannot find out
 * for itself reports them as its own (the simulator does).
 */
export interface DeviceNetworkSetting {
  protocol: 'SOCKS5' | 'HTTP' | 'HTTPS';
  host: string;
  port: number;
  account: string;
  /** Only ever sent to the device: never in a DeviceState, an event or a log line. */
  password: string;
  outboundIp: string | null;
  /** ISO 3166-1 alpha-2, as the device profile's country. */
  country: string | null;
  timeZone: string | null;
}

/** The proxy set on a device as the device reports it: the setting without its password. */
export type DeviceNetwork = Omit<DeviceNetworkSetting, 'password'>;

/** Where a device's traffic appears to come from, as the device reports it: its own line, or its proxy's. */
export interface DeviceEgress {
  ip: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  timeZone: string;
}

export interface InstalledApp {
  packageName: string;
  name: string;
  versionName: string;
  /** The manifest's versionCode; absent on apps installed before it was kept. */
  versionCode?: number;
  size: number;
  /** The launcher icon from the APK (PNG, JPEG or WebP) as base64; absent when it has none. */
  icon?: string;
}

export interface DeviceFile {
  path: string;
  size: number;
}

/** Bytes a device takes in (an APK to install, a file to store), opened once, from the start. */
export interface DeviceContent {
  size: number;
  /** SHA-256 (hex): the device checks what it received against it and fails on a mismatch. */
  sha256: string;
  open(): Promise<Readable>;
}

/** How far a transfer (and install) has got, 0 to 1; called often, so cheap to handle. */
export type ProgressListener = (fraction: number) => void;

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
  /** The proxy its traffic leaves through (setNetwork), without the password; null: its own line. */
  network: DeviceNetwork | null;
  /** Its outbound IP, country and time zone as it reports them (they follow the proxy's when one is set). */
  egress: DeviceEgress;
  apps: InstalledApp[];
  files: DeviceFile[];
  /** The long operation under way, if any. */
  operation: {
    id: string;
    kind: LongOperation;
    startedAt: number;
    endsAt: number;
    /** What a migration puts on the device when it succeeds. */
    restore?: Pick<DeviceState, 'apps' | 'files' | 'profile' | 'dpi'> & { network?: DeviceNetwork | null };
    /** The identity a new machine asked for (renew-v3); the rest of its new profile is random. */
    identity?: Partial<DeviceProfile>;
    /** upgradeImage: the Android version it ends on. */
    image?: string;
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

/** What `fail-next` can make fail: a long operation, an install or a file push. */
export type FaultTarget = LongOperation | 'install' | 'pushFile';

export type Fault =
  /** The next operation of this kind fails at its end. */
  | { kind: 'fail-next'; operation: FaultTarget }
  /** The device drops off the network: abnormal until it comes back. */
  | { kind: 'offline' }
  | { kind: 'maintenance' }
  /** Clears offline and maintenance. */
  | { kind: 'recover' };

/**
 * A refusal by the device itself (busy, offline); the message key says why. `failed`: the device
 * tried and the work failed (an install the package manager rejected, bytes that arrived damaged).
 */
export class DeviceRefused extends Error {
  constructor(
    readonly reason: 'busy' | 'offline' | 'unknown-device' | 'no-backup' | 'unsupported' | 'failed',
    readonly status?: PhoneStatus,
  ) {
    super(reason);
  }
}

/**
 * A device host as the driver that reaches it sees it (the operator console's fleet page): where
 * it is, whether it answered just now and how fast, and how many devices it can hold.
 */
export interface DeviceHostInfo {
  /** Stable for the host: 'simulator', or `remote:<host:port>`. */
  id: string;
  name: string;
  /** The driver kind that reaches it: the `driver` the fleet table records on its devices. */
  driver: string;
  /** Where it is reached (ws://host:port/device-host, without credentials); null in process. */
  address: string | null;
  online: boolean;
  /** Why it is not healthy ('offline', 'unauthorized', 'protocol', …); null when it answered. */
  problem: string | null;
  /** Epoch ms it was last heard from; null: never. */
  lastSeenAt: number | null;
  /** Round trip of the call that asked, ms (0 in process); null when it did not answer. */
  latencyMs: number | null;
  /** Devices it can hold; null: no fixed limit, or it did not say. */
  capacity: number | null;
}

/** What a stream sends: the long side of the picture in pixels, frames per second at most, and the codec. */
export interface StreamOptions {
  maxSize: number;
  fps: number;
  /** JPEG stills (the simulator's default) or H.264; 'jpeg' when absent. A device that cannot encode H.264 sends JPEG, and each frame says which it is. */
  codec?: StreamCodec;
}

interface FrameInfo {
  /** The last input seq the picture reflects. */
  seq: number;
  /** Epoch ms, on the driver's clock. */
  capturedAt: number;
  width: number;
  height: number;
  /** 0 portrait, 1 landscape. */
  rotation: 0 | 1;
}

/** One picture of the screen, sent only when the screen changed. */
export interface JpegFrame extends FrameInfo {
  codec?: 'jpeg';
  jpeg: Buffer;
}

/** One H.264 access unit; frames between two key frames depend on each other. */
export interface H264Frame extends FrameInfo {
  codec: 'h264';
  /** The avcC record (AVCDecoderConfigurationRecord): the decoder's configuration. */
  description: Buffer;
  /** The access unit's NAL units, each prefixed with its 4-byte length (AVCC), as WebCodecs takes them. */
  data: Buffer;
  isKey: boolean;
}

export type DeviceFrame = JpegFrame | H264Frame;

export const isH264 = (frame: DeviceFrame): frame is H264Frame => frame.codec === 'h264';

/**
 * A live view of one device's screen with input (`openStream`). Several streams of one device may
 * be open at once (a controller and view-only watchers, group-control thumbnails); each has its own
 * quality. Input from any of them changes the one screen.
 */
export interface DeviceStream {
  /** Frames from now on; the current picture is sent to a new listener at once. */
  onFrame(listener: (frame: DeviceFrame) => void): () => void;
  /** Applies input (StreamInput of the contract, minus quality and screenshot). */
  input(message: StreamInput): void;
  setQuality(options: Omit<StreamOptions, 'codec'>): void;
  /** H.264 only: the next frame is a key frame (a viewer dropped frames and cannot decode the ones after). */
  requestKeyFrame?(): void;
  /** The screen at full resolution, as JPEG. */
  screenshot(): Promise<Buffer>;
  close(): void;
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

  /** `image`: upgradeImage only — the Android version the device runs once it succeeds (unchanged when it fails). */
  start(
    ref: string,
    kind: LongOperation,
    options?: { backupId?: string; profile?: Partial<DeviceProfile>; image?: string },
  ): Promise<DeviceState>;
  /** Ends a failed state by hand ("enter the phone directly"): the device runs again as it is. */
  enterDirectly(ref: string): Promise<DeviceState>;
  power(ref: string, on: boolean): Promise<DeviceState>;
  customize(ref: string, profile: Partial<DeviceProfile>): Promise<DeviceState>;
  /**
   * Sends the device's traffic through a proxy (null: its own line again), on a device that is on
   * line and idle. A backup keeps it and a migration restores it; a reset or a new machine clears it
   * (a wiped device may go to another renter; the control plane sets it again). The password
   * goes to the device only: the state answered and every event carry the setting without it.
   */
  setNetwork(ref: string, network: DeviceNetworkSetting | null): Promise<DeviceState>;
  setDensity(ref: string, dpi: number): Promise<DeviceState>;
  clearFiles(ref: string): Promise<DeviceState>;
  home(ref: string): Promise<DeviceState>;

  /** Installs (or updates) an app from its APK's bytes on a running device; resolves once it is on the launcher. */
  install(ref: string, app: InstalledApp, content: DeviceContent, onProgress?: ProgressListener): Promise<DeviceState>;
  /** Removes an app by package name; one that is not installed is already gone, not an error. */
  uninstall(ref: string, packageName: string): Promise<DeviceState>;
  /** Stores a file at an absolute path on a running device, replacing any file there. */
  pushFile(ref: string, path: string, content: DeviceContent, onProgress?: ProgressListener): Promise<DeviceState>;

  /** The screen and input of a running device; refuses (offline, busy) like an operation. */
  openStream(ref: string, options: StreamOptions): Promise<DeviceStream>;

  /**
   * Fault injection (simulator; operators and tests). `maintenance` and `recover` are also the
   * operator console's maintenance mode (status 99 and back).
   */
  inject(ref: string, fault: Fault): Promise<DeviceState>;

  /** The device hosts this driver runs devices on, asked now (a remote host is called: its health and latency). */
  hosts(): Promise<DeviceHostInfo[]>;

  onEvent(listener: (event: DeviceEvent) => void): () => void;
  close(): Promise<void>;
}
