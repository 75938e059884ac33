import type { PushMessage, PushMessageType } from './push.js';

/** The push channel (spec point 7): `?token=&lang=`, one per signed-in browser tab. */
export const PUSH_PATH = '/websocket/infra/ws';

/**
 * Close codes of the push channel: the session ended (the codes every member socket closes with,
 * STREAM_CLOSE; push.test.ts checks they agree), or the token was refused.
 */
export const PUSH_CLOSE = { loginOccupied: 4001, signedOut: 4002, accountDisabled: 4003, unauthorized: 4401 } as const;

// Written out rather than imported: this file is in every page's first load, and the modules
// that define them also define schemas (push.test.ts checks the lists agree).
const SESSION_END = ['loginOccupied', 'signedOut', 'accountDisabled', 'grantEnded'] as const;
const ITEM_STATUSES = ['pending', 'running', 'success', 'failed'] as const;
const RECORD_STATUSES = ['executing', 'failed', 'partial', 'success'] as const;
export const PUSH_LISTS = { SESSION_END, ITEM_STATUSES, RECORD_STATUSES };

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
    isOneOf(ITEM_STATUSES, data.status) &&
    isOneOf(RECORD_STATUSES, record.status) &&
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
  'order-paid': (m) => isObject(m.data) && typeof m.data.orderNo === 'string',
  error: (m) => isOneOf(SESSION_END, m.code) && typeof m.msg === 'string',
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
