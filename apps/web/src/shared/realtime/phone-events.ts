import type { PhoneStatusPush } from '@cloudphone/contract';

/** A phone's new status, as the push channel announces it (`phone-status`). */
export type PhoneStatusEvent = PhoneStatusPush['data'];
type Listener = (event: PhoneStatusEvent) => void;

const listeners = new Set<Listener>();

/**
 * A tiny pub/sub between the push channel (app/push, which publishes) and the features that show
 * phones (which subscribe), so neither imports the other. Returns the unsubscribe.
 */
export function subscribePhoneStatus(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function publishPhoneStatus(event: PhoneStatusEvent) {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error('phone-status listener failed', error);
    }
  }
}

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** A push's progress on one phone (`upload-progress`): the record to read again. */
export interface UploadProgressEvent {
  recordId: number;
  phoneId: number;
}
const uploadListeners = new Set<(event: UploadProgressEvent) => void>();

/** Hears the pushes' progress (the upload records page); returns the unsubscribe. */
export function subscribeUploadProgress(listener: (event: UploadProgressEvent) => void): () => void {
  uploadListeners.add(listener);
  return () => void uploadListeners.delete(listener);
}

/**
 * Publishes a push message when it is a well-formed `phone-status` or `upload-progress`; anything
 * else is ignored. Returns whether it was published.
 */
export function publishPushMessage(message: { type: string; data?: unknown }): boolean {
  if (message.type === 'upload-progress' && message.data && typeof message.data === 'object') {
    const { recordId, phoneId } = message.data as Record<string, unknown>;
    if (!isInt(recordId) || !isInt(phoneId)) return false;
    for (const listener of [...uploadListeners]) listener({ recordId, phoneId });
    return true;
  }
  if (message.type !== 'phone-status' || !message.data || typeof message.data !== 'object') return false;
  const { phoneId, status, powerOn } = message.data as Record<string, unknown>;
  if (!isInt(phoneId) || !isInt(status)) return false;
  publishPhoneStatus({ phoneId, status, powerOn: powerOn !== false });
  return true;
}
