import { z } from 'zod';
import { pageQuery } from './envelope.js';
import { idField, text, wholeNumber } from './fields.js';
import type { MessageKey } from './messages.js';
import { PHONE_STATUS_CODES } from './phones.js';

/**
 * The operator console's fleet (issue 19): device hosts, every phone across members, maintenance
 * mode and operations on a member's behalf; the simulator's fault injection. Endpoints in
 * fleet-admin.endpoints.ts, schemas in fleet-admin.schemas.ts.
 */

/** Phones one maintenance or operation call may name. */
export const FLEET_BATCH_MAX = 100;

/** A device host with its health and load (GET /admin-api/device/host/list). */
export const DeviceHostRowSchema = z.object({
  /** 'simulator', or `remote:<host:port>`. */
  id: z.string(),
  name: z.string(),
  /** The driver that reaches it: 'simulator' (in process) or 'remote' (a device host over the network). */
  driver: z.string(),
  /** Where it is reached (ws://host:port/device-host); null in process. */
  address: z.string().nullable(),
  online: z.boolean(),
  /** Why it is not healthy: 'offline', 'unauthorized' (token refused), 'protocol', …; null when it answered. */
  problem: z.string().nullable(),
  /** Epoch ms it was last heard from; null: never. */
  lastSeenTime: z.number().int().nullable(),
  /** Round trip of the call that asked just now, ms; null when it did not answer. */
  latencyMs: z.number().int().nullable(),
  /** Devices it can hold; null: no fixed limit (or the host did not say). */
  capacity: z.number().int().nullable(),
  /** Devices on it, as the fleet table has them; rented: those a member rents. */
  used: z.number().int(),
  rented: z.number().int(),
  /** Devices on it per status code, most common first. */
  byStatus: z.array(z.object({ status: z.number().int(), count: z.number().int() })),
  /** Whether it takes fault injection (POST /admin-api/devices/fault: the simulator with DEVICE_FAULTS). */
  faultInjection: z.boolean(),
});
export type DeviceHostRow = z.infer<typeof DeviceHostRowSchema>;

const bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], { error: 'validation.invalid' });
/** An optional text filter: an empty one (`?chip=`) is no filter. */
const filter = (max: number) =>
  text()
    .trim()
    .max(max, { error: 'validation.invalid' satisfies MessageKey })
    .optional()
    .transform((v) => v || undefined);

/** GET /admin-api/device/phone/page: every member's phones, newest first. */
export const AdminPhonePageQuerySchema = pageQuery.extend({
  /** A device status code (0–14, 99). */
  status: wholeNumber({ error: 'fleet.status.invalid' })
    .refine((s) => (PHONE_STATUS_CODES as readonly number[]).includes(s), { error: 'fleet.status.invalid' satisfies MessageKey })
    .optional(),
  /** The spec: the image the device runs, or the spec it was sold as. */
  androidVersion: filter(16),
  chip: filter(32),
  configurationId: idField.optional(),
  /** The device's region (country code, as the data centres list it) and city. */
  country: filter(8),
  city: filter(48),
  /** The member: their id, or (part of) their phone number. */
  memberId: idField.optional(),
  memberPhone: filter(20),
  /** (Part of) the cloud machine ID, any case. */
  owlId: filter(32),
  /** true: past its expiry time (in the recycle bin or about to be); false: not yet. */
  expired: bool.optional(),
});
export type AdminPhonePageQuery = z.output<typeof AdminPhonePageQuerySchema>;
export type AdminPhonePageQueryInput = z.input<typeof AdminPhonePageQuerySchema>;

/** One phone of any member (operators see the member's full phone number). */
export const AdminPhoneRowSchema = z.object({
  id: z.number().int(),
  alias: z.string(),
  owlId: z.string(),
  status: z.number().int(),
  /** As the fleet table last heard: a device off line is abnormal (status 0). */
  online: z.boolean(),
  powerOn: z.boolean(),
  memberId: z.number().int(),
  memberPhone: z.string(),
  padType: z.number().int(),
  androidVersion: z.string(),
  chip: z.string(),
  configurationId: z.number().int().nullable(),
  configurationName: z.string().nullable(),
  country: z.string(),
  city: z.string(),
  /** The driver its device runs on ('simulator', 'remote'). */
  driver: z.string(),
  /** Epoch ms. */
  expireTime: z.number().int(),
  expired: z.boolean(),
  /** Set when it went to the recycle bin (epoch ms). */
  recycleTime: z.number().int().nullable(),
  createTime: z.number().int(),
});
export type AdminPhoneRow = z.infer<typeof AdminPhoneRowSchema>;

const phoneIds = z
  .array(idField, { error: 'fleet.ids.required' })
  .min(1, { error: 'fleet.ids.required' })
  .max(FLEET_BATCH_MAX, { error: 'fleet.ids.max' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'fleet.ids.duplicate' satisfies MessageKey });

/** PUT /admin-api/device/phone/maintenance: on puts the devices in maintenance (99), off brings them back running (1). */
export const MaintenanceSchema = z.object({
  ids: phoneIds,
  on: z.boolean({ error: 'fleet.maintenance.choice' }),
});
export type MaintenanceInput = z.input<typeof MaintenanceSchema>;

export const FLEET_OPERATIONS = ['reboot', 'reset', 'replace'] as const;
export type FleetOperation = (typeof FLEET_OPERATIONS)[number];

/**
 * POST /admin-api/device/phone/operate: the member console's operation, run for each phone's
 * owner. A replacement needs the explicit data choice the member makes (migrate or start clean).
 */
export const OperateSchema = z
  .object({
    ids: phoneIds,
    operation: z.enum(FLEET_OPERATIONS, { error: 'fleet.operation.invalid' }),
    migrate: z.boolean({ error: 'phones.replace.migrateChoice' }).optional(),
  })
  .refine((input) => input.operation !== 'replace' || input.migrate !== undefined, {
    error: 'phones.replace.migrateChoice' satisfies MessageKey,
    path: ['migrate'],
  });
export type OperateInput = z.input<typeof OperateSchema>;

/** The long operations a `fail-next` fault can target (the driver's LongOperation). */
export const FAULT_OPERATIONS = ['reboot', 'reset', 'upgradeImage', 'newMachine', 'backup', 'migrate'] as const;

/**
 * POST /admin-api/devices/fault (issue 4, simulator with DEVICE_FAULTS only): make a device's next
 * operation of a kind fail, take it offline or into maintenance, or bring it back.
 */
export const FaultSchema = z.object({
  owlId: text('fleet.fault.owlId')
    .trim()
    .min(1, { error: 'fleet.fault.owlId' satisfies MessageKey })
    .max(32, { error: 'fleet.fault.owlId' satisfies MessageKey }),
  fault: z.discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('fail-next'), operation: z.enum(FAULT_OPERATIONS, { error: 'fleet.fault.invalid' }) }),
      z.object({ kind: z.literal('offline') }),
      z.object({ kind: z.literal('maintenance') }),
      z.object({ kind: z.literal('recover') }),
    ],
    { error: 'fleet.fault.invalid' },
  ),
});
export type FaultInput = z.input<typeof FaultSchema>;

export const FaultResultSchema = z.object({ owlId: z.string(), status: z.number().int(), online: z.boolean() });
export type FaultResult = z.infer<typeof FaultResultSchema>;
