import { z } from 'zod';
import { idField as id, text, wholeNumber } from './fields.js';

/**
 * The play stream (spec points 4 "Session" and 7 `/infra/cacloud-resource/phone/*`; ARCHITECTURE.md
 * section 5). `startPhone` hands out a short-lived ticket; the browser opens `url` with it. Frames
 * go down as binary messages (a 16-byte header, then the payload); input goes up and control
 * messages go down as JSON text.
 */

/** How pictures travel: JPEG stills, or H.264 that the browser decodes with WebCodecs. */
export const STREAM_CODECS = ['jpeg', 'h264'] as const;
export type StreamCodec = (typeof STREAM_CODECS)[number];

/** POST /app-api/infra/cacloud-resource/phone/startPhone */
export const StartPhoneSchema = z.object({
  phoneId: id,
  /**
   * The codec the browser prefers (JPEG when absent). A preference: the device may send the other
   * one, and the CONFIG frame says which it does.
   */
  codec: z.enum(STREAM_CODECS, { error: 'validation.invalid' }).optional(),
});
export const StartPhoneResultSchema = z.object({
  /** The stream websocket to open, ticket included. */
  url: z.string(),
  ticket: z.string(),
  /** Epoch ms after which the ticket no longer opens a stream. */
  expiresAt: z.number().int(),
  /** A view-only grantee sees the screen and cannot send input. */
  viewOnly: z.boolean(),
});
export type StartPhone = z.input<typeof StartPhoneSchema>;
export type StartPhoneResult = z.infer<typeof StartPhoneResultSchema>;

/** GET /app-api/infra/cacloud-resource/phone/thumbnail: a running phone's screen now, as a small JPEG (the list's live cards). */
export const THUMBNAIL_SIZES = [160, 240, 320] as const;
export const ThumbnailQuerySchema = z.object({
  phoneId: id,
  /** The long side in pixels. */
  maxSize: wholeNumber()
    .refine((n) => (THUMBNAIL_SIZES as readonly number[]).includes(n), { error: 'validation.invalid' })
    .default(320),
});
export type ThumbnailQuery = z.input<typeof ThumbnailQuerySchema>;

/** POST /app-api/infra/cacloud-resource/phone/updPhoneSessionError: the browser reports a failed session. */
export const PhoneSessionErrorSchema = z.object({
  phoneId: id,
  /** One of STREAM_ERRORS, or what the browser saw. */
  code: text().trim().min(1).max(64),
  detail: text(undefined, { multiline: true }).trim().max(500).optional(),
});
export type PhoneSessionError = z.input<typeof PhoneSessionErrorSchema>;

/** How long a ticket opens a stream. */
export const STREAM_TICKET_TTL_SECONDS = 60;
/** Default minutes without input before a control session is disconnected (spec point 4). */
export const STREAM_IDLE_MINUTES = 10;
/** Frames per second at most. */
export const STREAM_FPS_MAX = 30;

/** `del` deletes before the cursor and `enter` starts a new line in the focused field. */
export const STREAM_KEYS = ['home', 'back', 'recents', 'power', 'volume_up', 'volume_down', 'del', 'enter'] as const;
export type StreamKey = (typeof STREAM_KEYS)[number];

const seq = z.number().int().min(0).max(0xffffffff);
/** Screen coordinates normalised to 0..1, so any phone's resolution and rotation can apply them. */
const unit = z.number().min(0).max(1);

export const StreamInputSchema = z.discriminatedUnion('type', [
  /**
   * Swipes and long presses are touch sequences; `id` tells fingers apart (multi-touch). `cancel`
   * lifts a finger without completing its gesture (Android's ACTION_CANCEL): no tap, no swipe.
   */
  z.object({
    type: z.literal('touch'),
    action: z.enum(['down', 'move', 'up', 'cancel']),
    x: unit,
    y: unit,
    id: z.number().int().min(0).max(9).optional(),
    seq,
  }),
  z.object({ type: z.literal('key'), key: z.enum(STREAM_KEYS), seq }),
  z.object({ type: z.literal('text'), text: text(undefined, { multiline: true }).min(1).max(1000), seq }),
  z.object({ type: z.literal('rotate'), seq }),
  /** Pastes into the focused field on the phone. */
  z.object({ type: z.literal('clipboard'), text: text(undefined, { multiline: true }).max(10_000), seq }),
  /** Asks for a full-resolution still; answered with a SCREENSHOT frame. */
  z.object({ type: z.literal('screenshot'), seq }),
  /**
   * Hand-over (issue 16): the owner, watching a session its grantee controls, takes control. The
   * grantee's stream stays open, view-only, until the owner's stream closes.
   */
  z.object({ type: z.literal('take-control'), seq }),
  /** Resolution (the long side, in pixels) and frame rate the browser wants now. */
  z.object({
    type: z.literal('quality'),
    maxSize: z.number().int().min(160).max(1920),
    fps: z.number().int().min(1).max(STREAM_FPS_MAX),
    seq,
  }),
]);
export type StreamInput = z.infer<typeof StreamInputSchema>;

/** Why a stream cannot start or ended (spec point 8's play messages); each maps to a message key. */
export const STREAM_ERRORS = {
  occupied: 'stream.occupied',
  offline: 'stream.offline',
  network: 'stream.network',
  joinFailed: 'stream.joinFailed',
  connectFailed: 'stream.connectFailed',
  phoneAbnormal: 'stream.phoneAbnormal',
  streamLeft: 'stream.streamLeft',
  idle: 'stream.idle',
  viewOnly: 'stream.viewOnly',
  /** A share link was revoked or ran out while someone watched. */
  shareEnded: 'stream.shareEnded',
  /** The sign-in session behind the socket ended: another sign-in took the account (LOGIN_OCCUPIED). */
  loginOccupied: 'stream.loginOccupied',
  /** ... it signed out, or the password was reset, or it ran out. */
  signedOut: 'stream.signedOut',
  /** ... the account was disabled. */
  accountDisabled: 'stream.accountDisabled',
  /** The grant that let this member use the phone was recalled or ran out. */
  grantEnded: 'stream.grantEnded',
} as const;
export type StreamErrorCode = keyof typeof STREAM_ERRORS;

/**
 * Why a socket of a signed-in member (play, group control, push channel, notices) is closed from
 * outside: its session ended, or a grant of the phone did. Every such socket receives
 * `{ type: 'error', code, msg }` and then closes with `STREAM_CLOSE[code]`.
 */
export const SESSION_END_CODES = [
  'loginOccupied',
  'signedOut',
  'accountDisabled',
  'grantEnded',
] as const satisfies readonly StreamErrorCode[];
export type SessionEndCode = (typeof SESSION_END_CODES)[number];

/**
 * Close codes of the stream websocket (4000-4999 are the application's): the `error` message
 * before the close says why in words; the code lets a client tell the cases apart without it.
 * 4001 and 4002 are the push channel's (signed in elsewhere, signed out).
 */
export const STREAM_CLOSE = {
  joinFailed: 4401,
  viewOnly: 4403,
  occupied: 4409,
  idle: 4408,
  offline: 4410,
  phoneAbnormal: 4411,
  network: 4412,
  streamLeft: 4500,
  connectFailed: 4502,
  shareEnded: 4404,
  loginOccupied: 4001,
  signedOut: 4002,
  accountDisabled: 4003,
  grantEnded: 4405,
} as const satisfies Record<StreamErrorCode, number>;

/** Control messages down the stream, as JSON text. */
export const StreamControlSchema = z.discriminatedUnion('type', [
  /** `handover`: view-only because the owner's grantee is in control; `take-control` takes it. */
  z.object({ type: z.literal('ready'), viewOnly: z.boolean(), idleMinutes: z.number().int(), handover: z.boolean().optional() }),
  /** To the owner: take-control worked, input is accepted from now on. */
  z.object({ type: z.literal('control-granted') }),
  /** To the grantee: the owner took control; input is refused until `control-returned`. */
  z.object({ type: z.literal('control-taken'), msg: z.string() }),
  z.object({ type: z.literal('control-returned'), msg: z.string() }),
  /** The stream ends after this message; `msg` is in the ticket holder's language. */
  z.object({
    type: z.literal('error'),
    code: z.enum(Object.keys(STREAM_ERRORS) as [StreamErrorCode, ...StreamErrorCode[]]),
    msg: z.string(),
  }),
  /** An input the stream refused (view-only, malformed); the stream goes on. */
  z.object({ type: z.literal('refused'), seq: z.number().int().nullable(), msg: z.string() }),
  z.object({ type: z.literal('phone-status'), status: z.number().int(), powerOn: z.boolean() }),
]);
export type StreamControl = z.infer<typeof StreamControlSchema>;

/** Binary frames down: `kind` in byte 0. */
export const FRAME_KIND = {
  /** JSON payload: `{ codec, width, height, rotation }`; sent first and whenever one changes. */
  config: 1,
  jpeg: 2,
  h264Config: 3,
  h264Au: 4,
  /** A full-resolution JPEG still, answering a `screenshot` input. */
  screenshot: 5,
} as const;
export type FrameKind = (typeof FRAME_KIND)[keyof typeof FRAME_KIND];
export const FRAME_FLAG_KEY = 1;

export const FRAME_HEADER_BYTES = 16;
export interface FrameHeader {
  kind: FrameKind;
  flags: number;
  /**
   * Which picture it belongs to on a socket carrying several: 0 the phone played (the master in
   * group control), 1.. a group-control follower's thumbnail. Absent means 0.
   */
  slot?: number;
  /** The last input `seq` this frame reflects (input-to-frame latency is measured with it). */
  seq: number;
  /** When the device captured it, epoch ms. */
  capturedAt: number;
}

/** Layout, big-endian: kind u8, flags u8, slot u16, seq u32, capturedAt f64. */
export function writeFrameHeader(view: DataView, header: FrameHeader) {
  view.setUint8(0, header.kind);
  view.setUint8(1, header.flags);
  view.setUint16(2, header.slot ?? 0);
  view.setUint32(4, header.seq);
  view.setFloat64(8, header.capturedAt);
}

export function readFrameHeader(view: DataView): FrameHeader {
  return {
    kind: view.getUint8(0) as FrameKind,
    flags: view.getUint8(1),
    slot: view.getUint16(2),
    seq: view.getUint32(4),
    capturedAt: view.getFloat64(8),
  };
}

export const FrameConfigSchema = z.object({
  codec: z.enum(STREAM_CODECS),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** 0 portrait, 1 landscape. */
  rotation: z.union([z.literal(0), z.literal(1)]),
});
export type FrameConfig = z.infer<typeof FrameConfigSchema>;
