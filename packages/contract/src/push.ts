import { z } from 'zod';
import { PhoneStatusPushSchema } from './phones.js';
import { SESSION_END_CODES } from './stream.js';
import { UploadProgressSchema } from './uploads.js';

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
  /** An order of the member's was paid (the payment dialog closes at once instead of at its next poll). */
  z.object({ type: z.literal('order-paid'), data: z.object({ orderNo: z.string() }) }),
  /** A push of files to phones moved on (throttled), or one phone finished. */
  z.object({ type: z.literal('upload-progress'), data: UploadProgressSchema }),
  /** The session ended (sent after LOGIN_OCCUPIED on a kick); the channel closes with STREAM_CLOSE[code]. */
  z.object({ type: z.literal('error'), code: z.enum(SESSION_END_CODES), msg: z.string() }),
]);
export type PushMessage = z.infer<typeof PushMessageSchema>;
export type PushMessageType = PushMessage['type'];
