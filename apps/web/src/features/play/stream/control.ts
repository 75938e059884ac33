import { STREAM_CLOSE, STREAM_ERRORS, type FrameConfig, type StreamControl, type StreamErrorCode } from '@cloudphone/contract';

/*
 * Checked by hand rather than with the contract's zod schemas: those would bring all of zod
 * (~20 KB gzip) into the play page for a few small message shapes.
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null;
const isInt = (v: unknown): v is number => Number.isInteger(v);

export const isStreamErrorCode = (code: unknown): code is StreamErrorCode => typeof code === 'string' && code in STREAM_ERRORS;

/** A control message (StreamControlSchema) from its JSON text; null when it is not one. */
export function parseControl(text: string): StreamControl | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(v)) return null;
  switch (v.type) {
    case 'ready':
      return typeof v.viewOnly === 'boolean' && isInt(v.idleMinutes)
        ? { type: 'ready', viewOnly: v.viewOnly, idleMinutes: v.idleMinutes, handover: v.handover === true }
        : null;
    case 'control-granted':
      return { type: 'control-granted' };
    case 'control-taken':
    case 'control-returned':
      return typeof v.msg === 'string' ? { type: v.type, msg: v.msg } : null;
    case 'error':
      return isStreamErrorCode(v.code) && typeof v.msg === 'string' ? { type: 'error', code: v.code, msg: v.msg } : null;
    case 'refused':
      return typeof v.msg === 'string' ? { type: 'refused', seq: isInt(v.seq) ? v.seq : null, msg: v.msg } : null;
    case 'phone-status':
      return isInt(v.status) && typeof v.powerOn === 'boolean' ? { type: 'phone-status', status: v.status, powerOn: v.powerOn } : null;
    default:
      return null;
  }
}

/** A CONFIG frame's JSON payload (FrameConfigSchema); null when malformed. */
export function parseFrameConfig(payload: Uint8Array): FrameConfig | null {
  let v: unknown;
  try {
    v = JSON.parse(new TextDecoder().decode(payload));
  } catch {
    return null;
  }
  if (!isObject(v) || (v.codec !== 'jpeg' && v.codec !== 'h264')) return null;
  if (!isInt(v.width) || !isInt(v.height) || v.width <= 0 || v.height <= 0 || (v.rotation !== 0 && v.rotation !== 1)) return null;
  return { codec: v.codec, width: v.width, height: v.height, rotation: v.rotation };
}

/** The error a close code stands for, when the `error` message before it was lost; 'signedOut' for the push channel's two. */
export function closeReason(code: number): StreamErrorCode | 'signedOut' | null {
  if (code === STREAM_CLOSE.loginOccupied || code === STREAM_CLOSE.signedOut) return 'signedOut';
  for (const key of Object.keys(STREAM_ERRORS) as StreamErrorCode[]) if (STREAM_CLOSE[key] === code) return key;
  return null;
}
