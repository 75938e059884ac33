import { z } from 'zod';
import { PhoneStatusPushSchema } from './phones.js';
import { SESSION_END_CODES, STREAM_CLOSE } from './stream.js';
import { UPLOAD_ITEM_STATUSES, UPLOAD_RECORD_STATUSES, UploadProgressSchema } from './uploads.js';

/** The push channel (spec point 7): `?token=&lang=`, one per signed-in browser tab. */
export const PUSH_PATH = '/websocket/infra/ws';

/** Close codes of the push channel: the session ended (as on every member socket, STREAM_CLOSE), or the token was refused. */
export const PUSH_CLOSE = {
  loginOccupied: STREAM_CLOSE.loginOccupied,
  signedOut: STREAM_CLOSE.signedOut,
  accountDisabled: STREAM_CLOSE.accountDisabled,
  unauthorized: 4401,
} as const;

/** Every message the server sends on the push channel. */
export const PushMessageSchema = z.discriminatedUnion('type', [
  /** The token was accepted: the channel is live. */
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('pong') }),
  /** This account signed in elsewhere (spec point 4); the channel then closes for good. */
  z.object({ type: z.literal('LOGIN_OCCUPIED'), msg: z.string() }),
  /** The device is taken by another user (spec point 4). */
  z.object({ type: z.literal('member-push'), msg: z.string() }),
  /** A phone the member owns or is granted changed status. */
  PhoneStatusPushSchema,
  /** A push of files to phones moved on (throttled), or one phone finished. */
  z.object({ type: z.literal('upload-progress'), data: UploadProgressSchema }),
  /** The session ended (sent after LOGIN_OCCUPIED on a kick); the channel closes with STREAM_CLOSE[code]. */
  z.object({ type: z.literal('error'), code: z.enum(SESSION_END_CODES), msg: z.string() }),
]);
export type PushMessage = z.infer<typeof PushMessageSchema>;
export type PushMessageType = PushMessage['type'];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

function isUploadProgress(data: unknown) {
  if (!isObject(data) || !isObject(data.record)) return false;
  const { record } = data;
  return (
    isInt(data.recordId) &&
    isInt(data.phoneId) &&
    isInt(data.progress) &&
    isOneOf(UPLOAD_ITEM_STATUSES, data.status) &&
    isOneOf(UPLOAD_RECORD_STATUSES, record.status) &&
    isInt(record.progress) &&
    isInt(record.success) &&
    isInt(record.failed)
  );
}

const checks: Record<PushMessageType, (message: Record<string, unknown>) => boolean> = {
  ready: () => true,
  pong: () => true,
  LOGIN_OCCUPIED: (m) => typeof m.msg === 'string',
  'member-push': (m) => typeof m.msg === 'string',
  'phone-status': (m) => isObject(m.data) && isInt(m.data.phoneId) && isInt(m.data.status) && typeof m.data.powerOn === 'boolean',
  'upload-progress': (m) => isUploadProgress(m.data),
  error: (m) => isOneOf(SESSION_END_CODES, m.code) && typeof m.msg === 'string',
};

/**
 * A push message as the console reads it: the JSON text if it is one of PushMessageSchema's
 * messages, else null. Written out rather than parsed with the schema, since the channel opens
 * with every page and the schema library stays out of the first load; contract.test.ts holds the
 * two to the same answers.
 */
export function readPushMessage(text: string): PushMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value) || typeof value.type !== 'string' || !Object.hasOwn(checks, value.type)) return null;
  return checks[value.type as PushMessageType](value) ? (value as PushMessage) : null;
}
