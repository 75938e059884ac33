import { z } from 'zod';
import type { ErrorBody } from './protocol.js';
import { DEVICE_HOST_PATH, DeviceStateSchema, ErrorBodySchema, RefSchema } from './protocol.js';

/**
 * Transfers between the control plane and a device host (docs/decisions/005-device-host-protocol.md,
 * "Transfers"): `install` and `pushFile` carry a file's bytes, so each gets its own WebSocket
 * beside the RPC socket, same token.
 *
 *   client → host   text   { begin: { method: 'install', ref, app } | { method: 'pushFile', ref, path }, size, sha256 }
 *                   binary the bytes, in order, in chunks of at most TRANSFER_CHUNK_BYTES
 *                   text   { end: true }                      after the last chunk
 *   host → client   text   { progress: 0..1 }                 while the device takes them in (throttled)
 *                   text   { result: DeviceState }            done; the host closes
 *                   text   { error: ErrorBody }               refused or failed; the host closes
 *
 * Flow control is TCP's: the host pauses reading while the device is behind, and the client
 * waits for each chunk to be written before sending the next, so neither side buffers a file.
 */

export const DEVICE_HOST_TRANSFER_PATH = `${DEVICE_HOST_PATH}/transfer`;
export const TRANSFER_CHUNK_BYTES = 256 * 1024;

const AppSchema = z.looseObject({
  packageName: z.string().min(1).max(255),
  name: z.string().max(255),
  versionName: z.string().max(255),
  versionCode: z.number().int().optional(),
  size: z.number().int().nonnegative(),
  icon: z
    .string()
    .max(4 * 1024 * 1024)
    .optional(),
});

export const TransferBeginSchema = z.object({
  begin: z.discriminatedUnion('method', [
    z.object({ method: z.literal('install'), ref: RefSchema, app: AppSchema }),
    z.object({ method: z.literal('pushFile'), ref: RefSchema, path: z.string().min(2).max(1024).startsWith('/') }),
  ]),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type TransferBegin = z.infer<typeof TransferBeginSchema>;

export const TransferEndSchema = z.object({ end: z.literal(true) });

export const TransferDownSchema = z.union([
  z.object({ progress: z.number().min(0).max(1) }),
  z.object({ result: DeviceStateSchema }),
  z.object({ error: ErrorBodySchema }),
]);
export type TransferDown = { progress: number } | { result: unknown } | { error: ErrorBody };
