import { z } from 'zod';
import { DeviceRefused, type DeviceDriver, type DeviceEvent, type FaultTarget, type LongOperation } from '../driver.js';

/**
 * The device-host protocol (docs/decisions/005-device-host-protocol.md): one WebSocket carrying
 * JSON text messages.
 *
 *   client → host   { id, method, params }               a DeviceDriver call, params positional
 *   host → client   { ready: { protocol, kind } }        sent once the token was accepted
 *                   { id, result }                       the call's answer (`null` for void)
 *                   { id, error: { reason, status?, message } }   a refusal or failure
 *                   { event: DeviceEvent }               every driver event, to every client
 *
 * Both sides validate what they receive with the schemas below: a malformed request is answered
 * with a `bad-request` error (id `null` when none could be read), a malformed answer or event is
 * dropped by the client.
 */

export const DEVICE_HOST_PATH = '/device-host';
export const PROTOCOL_VERSION = 1;
/** Close code for a missing or wrong token (the console's push channel uses the same). */
export const CLOSE_UNAUTHORIZED = 4401;
/** Close code when the two sides speak different protocol versions. */
export const CLOSE_PROTOCOL_MISMATCH = 4400;
/** A list page with every app and file of 1000 phones stays well under this. */
export const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

/** Every DeviceDriver method that crosses the wire as a call (streams and transfers have their own sockets). */
export type RpcMethod = Exclude<keyof DeviceDriver, 'kind' | 'onEvent' | 'close' | 'openStream' | 'install' | 'pushFile'>;

// Records keyed by a union make the compiler name any member added to driver.ts and missing here.
const LONG_OPERATIONS: Record<LongOperation, true> = {
  reboot: true,
  reset: true,
  upgradeImage: true,
  newMachine: true,
  backup: true,
  migrate: true,
};
const REFUSAL_REASONS: Record<DeviceRefused['reason'], true> = {
  busy: true,
  offline: true,
  'unknown-device': true,
  'no-backup': true,
  unsupported: true,
  failed: true,
};
const FAULT_TARGETS: Record<FaultTarget, true> = { ...LONG_OPERATIONS, install: true, pushFile: true };

const keys = <K extends string>(record: Record<K, true>) => Object.keys(record) as [K, ...K[]];

export const RefSchema = z.string().min(1).max(64);
const LongOperationSchema = z.enum(keys(LONG_OPERATIONS));

// Records (spec, profile, state) are loose: a field added to driver.ts passes through unchanged
// instead of being stripped on the way.
const DeviceSpecSchema = z.looseObject({ androidVersion: z.string(), chip: z.string() });
const DeviceProfilePatchSchema = z
  .looseObject({
    brand: z.string(),
    model: z.string(),
    serialNumber: z.string(),
    country: z.string(),
    city: z.string(),
    location: z.string(),
    timeZone: z.string(),
    language: z.string(),
  })
  .partial();
const networkFields = {
  protocol: z.enum(['SOCKS5', 'HTTP', 'HTTPS']),
  host: z.string().min(1).max(255),
  port: z.number().int().min(1).max(65535),
  account: z.string().max(64),
  outboundIp: z.string().max(45).nullable(),
  country: z.string().max(64).nullable(),
  timeZone: z.string().max(64).nullable(),
};
/** A proxy setting on its way to the device: the only place its password travels. */
const DeviceNetworkSettingSchema = z.object({ ...networkFields, password: z.string().max(64) });
/** The setting as a device reports it. Strict, not loose: a password a host sent back by mistake is dropped here. */
const DeviceNetworkSchema = z.object(networkFields);
export const DeviceStateSchema = z.looseObject({
  ref: RefSchema,
  androidVersion: z.string(),
  chip: z.string(),
  status: z.number().int(),
  powerOn: z.boolean(),
  online: z.boolean(),
  orientation: z.union([z.literal(0), z.literal(1)]),
  dpi: z.number(),
  profile: z.record(z.string(), z.unknown()),
  // Absent from hosts older than issue 17 (no proxy there: their own line).
  network: DeviceNetworkSchema.nullable().default(null),
  egress: z.object({ ip: z.string(), country: z.string(), timeZone: z.string() }).optional(),
  apps: z.array(z.record(z.string(), z.unknown())),
  files: z.array(z.record(z.string(), z.unknown())),
  operation: z.looseObject({ id: z.string(), kind: LongOperationSchema, startedAt: z.number(), endsAt: z.number() }).nullable(),
  backupId: z.string().nullable(),
  version: z.number().int(),
});
const FaultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fail-next'), operation: z.enum(keys(FAULT_TARGETS)) }),
  z.object({ kind: z.literal('offline') }),
  z.object({ kind: z.literal('maintenance') }),
  z.object({ kind: z.literal('recover') }),
]);
export const DeviceEventSchema = z.object({
  ref: RefSchema,
  state: DeviceStateSchema,
  finished: z.object({ id: z.string(), kind: LongOperationSchema, ok: z.boolean(), reason: z.string().optional() }).optional(),
});

/** A host's answer to `hosts` (the wrapped driver's own hosts: their capacity). */
const DeviceHostInfoSchema = z.looseObject({
  id: z.string().max(200),
  name: z.string().max(200),
  driver: z.string().max(24),
  address: z.string().max(300).nullable(),
  online: z.boolean(),
  problem: z.string().max(64).nullable(),
  lastSeenAt: z.number().nullable(),
  latencyMs: z.number().nullable(),
  capacity: z.number().int().nonnegative().nullable(),
});

/** Positional parameters of each method; a trailing optional one is left out rather than null. */
export const PARAMS = {
  provision: z.tuple([DeviceSpecSchema, DeviceProfilePatchSchema.optional()]),
  release: z.tuple([RefSchema]),
  get: z.tuple([RefSchema]),
  list: z.tuple([RefSchema.nullable(), z.number().int().min(1).max(1000)]),
  start: z.tuple([
    RefSchema,
    LongOperationSchema,
    z
      .object({
        backupId: z.string().optional(),
        profile: DeviceProfilePatchSchema.optional(),
        // devices.android_version is varchar(8).
        image: z.string().min(1).max(8).optional(),
      })
      .optional(),
  ]),
  enterDirectly: z.tuple([RefSchema]),
  power: z.tuple([RefSchema, z.boolean()]),
  customize: z.tuple([RefSchema, DeviceProfilePatchSchema]),
  setNetwork: z.tuple([RefSchema, DeviceNetworkSettingSchema.nullable()]),
  setDensity: z.tuple([RefSchema, z.number().int().positive()]),
  clearFiles: z.tuple([RefSchema]),
  home: z.tuple([RefSchema]),
  uninstall: z.tuple([RefSchema, z.string().min(1).max(255)]),
  inject: z.tuple([RefSchema, FaultSchema]),
  // Added after version 1 shipped: an older host answers unknown-method (the client copes), so the version stays.
  hosts: z.tuple([]),
} satisfies Record<RpcMethod, z.ZodType>;

/** What each method answers; `release` answers null. */
export const RESULTS = {
  provision: DeviceStateSchema,
  release: z.null(),
  get: DeviceStateSchema.nullable(),
  list: z.array(DeviceStateSchema),
  start: DeviceStateSchema,
  enterDirectly: DeviceStateSchema,
  power: DeviceStateSchema,
  customize: DeviceStateSchema,
  setNetwork: DeviceStateSchema,
  setDensity: DeviceStateSchema,
  clearFiles: DeviceStateSchema,
  home: DeviceStateSchema,
  uninstall: DeviceStateSchema,
  inject: DeviceStateSchema,
  hosts: z.array(DeviceHostInfoSchema).max(100),
} satisfies Record<RpcMethod, z.ZodType>;

export const isRpcMethod = (method: string): method is RpcMethod => Object.hasOwn(PARAMS, method);

export const RequestSchema = z.object({
  id: z.number().int().nonnegative(),
  method: z.string().max(64),
  params: z.array(z.unknown()).max(8),
});
export type RpcRequest = z.infer<typeof RequestSchema>;

const HOST_ERROR_REASONS = ['bad-request', 'bad-response', 'unknown-method', 'internal', 'unauthorized', 'protocol'] as const;
export type HostErrorReason = (typeof HOST_ERROR_REASONS)[number];

export const ErrorBodySchema = z.object({
  reason: z.string().max(64),
  status: z.number().int().optional(),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

const ReadySchema = z.object({ ready: z.object({ protocol: z.number().int(), kind: z.string() }) });
const ErrorMessageSchema = z.object({ id: z.number().int().nullable(), error: ErrorBodySchema });
const ResultMessageSchema = z.object({ id: z.number().int(), result: z.unknown() });
const EventMessageSchema = z.object({ event: DeviceEventSchema });

export type HostMessage =
  z.infer<typeof ReadySchema> | z.infer<typeof ErrorMessageSchema> | { id: number; result: unknown } | { event: DeviceEvent };

/** A failure on the host or the wire that is not the device's own refusal. */
export class DeviceHostError extends Error {
  constructor(
    readonly reason: HostErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'DeviceHostError';
  }
}

/** How an error thrown by the wrapped driver travels. */
export function toErrorBody(err: unknown): ErrorBody {
  if (err instanceof DeviceRefused)
    return { reason: err.reason, ...(err.status !== undefined ? { status: err.status } : {}), message: err.message };
  if (err instanceof DeviceHostError) return { reason: err.reason, message: err.message };
  return { reason: 'internal', message: err instanceof Error ? err.message : String(err) };
}

/** The error a caller sees: a DeviceRefused with its reason and status, or a DeviceHostError. */
export function fromErrorBody(body: ErrorBody): Error {
  if (Object.hasOwn(REFUSAL_REASONS, body.reason))
    return new DeviceRefused(body.reason as DeviceRefused['reason'], body.status as DeviceRefused['status']);
  const reason = (HOST_ERROR_REASONS as readonly string[]).includes(body.reason) ? (body.reason as HostErrorReason) : 'internal';
  return new DeviceHostError(reason, body.message);
}

/** Parses one message from the host; null when it is not one of the four shapes. */
export function parseHostMessage(text: string): HostMessage | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  // The shapes overlap loosely (`result` may be any value), so the key present picks the schema.
  const schema =
    'ready' in raw
      ? ReadySchema
      : 'error' in raw
        ? ErrorMessageSchema
        : 'result' in raw
          ? ResultMessageSchema
          : 'event' in raw
            ? EventMessageSchema
            : null;
  const parsed = schema?.safeParse(raw);
  return parsed?.success ? (parsed.data as HostMessage) : null;
}

/** A short, readable summary of a zod failure for an error message. */
export const describeIssues = (error: z.ZodError) =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
