import { StreamInputSchema } from '@cloudphone/contract';
import { z } from 'zod';
import { isH264, type DeviceFrame } from '../driver.js';
import { ErrorBodySchema, type ErrorBody } from './protocol.js';

/**
 * Streams between the control plane and a device host (docs/decisions/005-device-host-protocol.md,
 * "Streams"): one WebSocket per open stream, beside the RPC socket, same token.
 *
 *   client opens    /device-host/stream?ref=&maxSize=&fps=&codec=
 *   host → client   text   { ready: { protocol } }            the device accepted; frames follow
 *                   text   { error: ErrorBody }                openStream refused; the host closes
 *                   text   { screenshotError: { id, error } }  a screenshot failed
 *                   binary STREAM_HEADER_BYTES header + JPEG   a frame, or a screenshot's answer
 *                   binary header + u32 avcC length + avcC + access unit   an H.264 frame
 *   client → host   text   { input: StreamInput } | { quality: { maxSize, fps } } | { screenshot: id } | { keyFrame: true }
 */

export const DEVICE_HOST_STREAM_PATH = '/device-host/stream';
export const STREAM_PROTOCOL_VERSION = 1;

export const STREAM_MESSAGE = { frame: 1, screenshot: 2 } as const;
export type StreamMessageKind = (typeof STREAM_MESSAGE)[keyof typeof STREAM_MESSAGE];

/** kind u8, rotation u8, codec u8, flags u8, seq (or screenshot id) u32, capturedAt f64, width u32, height u32; big-endian. */
export const STREAM_HEADER_BYTES = 24;
const CODEC_JPEG = 0;
const CODEC_H264 = 1;
const FLAG_KEY = 1;

const QualitySchema = z.object({ maxSize: z.coerce.number().int().min(16).max(4096), fps: z.coerce.number().int().min(1).max(60) });
export const StreamOpenQuerySchema = QualitySchema.extend({
  ref: z.string().min(1).max(64),
  codec: z.enum(['jpeg', 'h264']).optional(),
});

export const StreamUpSchema = z.union([
  z.object({ input: StreamInputSchema }),
  z.object({ quality: QualitySchema }),
  z.object({ screenshot: z.number().int().nonnegative().max(0xffffffff) }),
  z.object({ keyFrame: z.literal(true) }),
]);
export type StreamUp = z.infer<typeof StreamUpSchema>;

export const StreamDownSchema = z.union([
  z.object({ ready: z.object({ protocol: z.number().int() }) }),
  z.object({ error: ErrorBodySchema }),
  z.object({ screenshotError: z.object({ id: z.number().int(), error: ErrorBodySchema }) }),
]);
export type StreamDown = { ready: { protocol: number } } | { error: ErrorBody } | { screenshotError: { id: number; error: ErrorBody } };

/** A frame (or a screenshot, with its request id in `seq`) as one binary message. */
export function encodeStreamFrame(kind: StreamMessageKind, frame: DeviceFrame): Buffer {
  const payload = isH264(frame) ? [lengthOf(frame.description), frame.description, frame.data] : [frame.jpeg];
  const header = Buffer.allocUnsafe(STREAM_HEADER_BYTES);
  header.writeUInt8(kind, 0);
  header.writeUInt8(frame.rotation, 1);
  header.writeUInt8(isH264(frame) ? CODEC_H264 : CODEC_JPEG, 2);
  header.writeUInt8(isH264(frame) && frame.isKey ? FLAG_KEY : 0, 3);
  header.writeUInt32BE(frame.seq >>> 0, 4);
  header.writeDoubleBE(frame.capturedAt, 8);
  header.writeUInt32BE(frame.width, 16);
  header.writeUInt32BE(frame.height, 20);
  return Buffer.concat([header, ...payload]);
}

function lengthOf(bytes: Buffer) {
  const length = Buffer.allocUnsafe(4);
  length.writeUInt32BE(bytes.length);
  return length;
}

/** The frame in a binary message; null when it is too short or of an unknown kind. */
export function decodeStreamFrame(message: Buffer): { kind: StreamMessageKind; frame: DeviceFrame } | null {
  if (message.length <= STREAM_HEADER_BYTES) return null;
  const kind = message.readUInt8(0);
  const rotation = message.readUInt8(1);
  const codec = message.readUInt8(2);
  if ((kind !== STREAM_MESSAGE.frame && kind !== STREAM_MESSAGE.screenshot) || (rotation !== 0 && rotation !== 1)) return null;
  const info = {
    seq: message.readUInt32BE(4),
    capturedAt: message.readDoubleBE(8),
    width: message.readUInt32BE(16),
    height: message.readUInt32BE(20),
    rotation,
  } as const;
  const payload = message.subarray(STREAM_HEADER_BYTES);
  if (codec === CODEC_JPEG) return { kind, frame: { ...info, jpeg: payload } };
  if (codec !== CODEC_H264 || kind !== STREAM_MESSAGE.frame || payload.length < 4) return null;
  const descriptionEnd = 4 + payload.readUInt32BE(0);
  if (descriptionEnd >= payload.length) return null;
  return {
    kind,
    frame: {
      ...info,
      codec: 'h264',
      description: payload.subarray(4, descriptionEnd),
      data: payload.subarray(descriptionEnd),
      isKey: (message.readUInt8(3) & FLAG_KEY) !== 0,
    },
  };
}

/** Parses a text message from the host; null when it is not one of the three shapes. */
export function parseStreamDown(text: string): StreamDown | null {
  try {
    const parsed = StreamDownSchema.safeParse(JSON.parse(text));
    return parsed.success ? (parsed.data as StreamDown) : null;
  } catch {
    return null;
  }
}
