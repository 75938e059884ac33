import type { PhoneStatusPush, PushMessage, UploadProgress } from '@cloudphone/contract';

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

/** A push's progress on one phone (`upload-progress`). */
export type UploadProgressEvent = UploadProgress;
const uploadListeners = new Set<(event: UploadProgressEvent) => void>();

/** Hears the pushes' progress (the upload records page); returns the unsubscribe. */
export function subscribeUploadProgress(listener: (event: UploadProgressEvent) => void): () => void {
  uploadListeners.add(listener);
  return () => void uploadListeners.delete(listener);
}

/** An order of the member's was paid (`order-paid`). */
const paidListeners = new Set<(orderNo: string) => void>();

/** Hears payments arriving (the payment dialog); returns the unsubscribe. */
export function subscribeOrderPaid(listener: (orderNo: string) => void): () => void {
  paidListeners.add(listener);
  return () => void paidListeners.delete(listener);
}

/** Hands a push channel message (already read against the contract) to the features listening for its type. */
export function publishPushMessage(message: Extract<PushMessage, { type: 'phone-status' | 'upload-progress' | 'order-paid' }>) {
  if (message.type === 'phone-status') return publishPhoneStatus(message.data);
  if (message.type === 'order-paid') {
    for (const listener of [...paidListeners]) listener(message.data.orderNo);
    return;
  }
  for (const listener of [...uploadListeners]) listener(message.data);
}
